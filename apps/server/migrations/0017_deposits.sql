-- Deposits: the channels the operator offers, the members' deposits on them, the payment
-- gateways' notifications as they arrived, and the development gateway's own book of payments.
-- The service (src/cashier/deposits.ts) is the only writer; money moves only through the ledger.

create table deposit_channels (
  id bigserial primary key,
  brand_id int not null references brands (id),
  kind text not null check (kind in ('bank_transfer', 'gateway')),
  name text not null check (length(name) between 1 and 64),
  -- Minor units of the brand's currency; a deposit outside [min, max] is refused.
  min_amount bigint not null check (min_amount > 0),
  max_amount bigint not null,
  enabled boolean not null default true,
  sort int not null default 0,
  -- bank_transfer: the receiving account, as VietQR names it (NAPAS bank BIN, account number).
  bank_bin text check (bank_bin ~ '^[0-9]{6}$'),
  bank_name text check (length(bank_name) between 1 and 64),
  account_number text check (account_number ~ '^[0-9A-Za-z]{4,19}$'),
  account_name text check (length(account_name) between 2 and 50),
  -- gateway: which payment gateway takes the money (the server knows it by this code).
  gateway_code text check (gateway_code ~ '^[a-z][a-z0-9_]{1,31}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint deposit_channels_limits check (max_amount >= min_amount),
  constraint deposit_channels_kind_fields check (
    case kind
      when 'bank_transfer' then bank_bin is not null and bank_name is not null and account_number is not null
        and account_name is not null and gateway_code is null
      else gateway_code is not null and bank_bin is null and bank_name is null and account_number is null
        and account_name is null
    end
  )
);

create index deposit_channels_by_brand on deposit_channels (brand_id, sort, id);

-- A deposit: pending until money is seen, then credited (the ledger's journal `deposit:<id>`),
-- rejected (by the operator) or failed (told by the gateway). A decided deposit never changes again.
create table deposits (
  id bigserial primary key,
  brand_id int not null references brands (id),
  member_id bigint not null references members (id),
  channel_id bigint not null references deposit_channels (id),
  kind text not null check (kind in ('bank_transfer', 'gateway')),
  amount bigint not null check (amount > 0),
  currency text not null,
  payer_name text not null check (length(payer_name) between 2 and 50),
  -- What the member writes in the transfer note; unique per brand so a statement line finds one deposit.
  reference text not null check (reference ~ '^[0-9A-Z]{6,20}$'),
  idempotency_key text not null check (length(idempotency_key) between 1 and 120),
  status text not null default 'pending' check (status in ('pending', 'credited', 'rejected', 'failed')),
  -- The receiving account as it was shown, kept even if the operator edits the channel later.
  bank_bin text,
  bank_name text,
  account_number text,
  account_name text,
  gateway_code text,
  gateway_reference text,
  payment_url text,
  reason text,
  journal_id bigint references journals (id),
  -- 'operator' or 'gateway:<code>'.
  decided_by text,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint deposits_member_idempotency_key unique (member_id, idempotency_key),
  constraint deposits_brand_reference unique (brand_id, reference),
  constraint deposits_credited_journal check ((status = 'credited') = (journal_id is not null)),
  constraint deposits_decided check ((status = 'pending') = (decided_at is null))
);

create index deposits_by_member on deposits (member_id, created_at desc, id desc);
create index deposits_by_status on deposits (brand_id, status, created_at, id);
create unique index deposits_gateway_reference on deposits (gateway_code, gateway_reference)
  where gateway_reference is not null;

-- Every gateway notification whose signature held, with what it did: the trail for disputes
-- (a refused amount, a late 'failed' after 'paid', a notification for no known deposit).
create table deposit_notifications (
  id bigserial primary key,
  brand_id int not null references brands (id),
  gateway_code text not null,
  notification_id text not null,
  deposit_id bigint references deposits (id),
  gateway_reference text not null,
  merchant_reference text not null,
  status text not null,
  amount bigint not null,
  currency text not null,
  outcome text not null check (outcome in (
    'credited', 'failed', 'duplicate', 'ignored_decided', 'amount_mismatch', 'reference_mismatch',
    'unknown_deposit'
  )),
  received_at timestamptz not null default now()
);

create index deposit_notifications_by_time on deposit_notifications (brand_id, received_at desc, id desc);

-- The development payment gateway's side (a stand-in for a third party, see
-- src/platform/payment/dev-gateway.ts): the payments it was asked to take and what the payer chose.
create table dev_gateway_payments (
  id bigserial primary key,
  token_hash bytea not null unique check (length(token_hash) = 32),
  gateway_reference text not null unique,
  merchant_reference text not null,
  amount bigint not null check (amount > 0),
  currency text not null,
  description text not null,
  notify_url text not null,
  return_url text not null,
  status text not null default 'open' check (status in ('open', 'paid', 'failed')),
  created_at timestamptz not null default now(),
  decided_at timestamptz
);
