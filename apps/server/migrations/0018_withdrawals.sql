-- Withdrawals: the member's bank accounts, the withdrawal requests with their state and the
-- member's confirmation, the proof images, and the brand's limits. The money itself moves only in
-- the ledger (journals withdrawal_hold / withdrawal_paid / withdrawal_release keyed by the id).

-- One row per brand, created with the defaults the first time the brand's settings are read.
create table withdrawal_settings (
  brand_id int primary key references brands (id),
  -- Minor units of the brand's currency (VND: đồng).
  min_amount bigint not null default 100000 check (min_amount > 0),
  max_amount bigint not null default 500000000,
  daily_count int not null default 5 check (daily_count between 1 and 1000),
  daily_amount bigint not null default 1000000000 check (daily_amount > 0),
  -- Each bonus asks for bonus x this in stakes before a withdrawal; 0 turns the rule off.
  turnover_multiplier int not null default 1 check (turnover_multiplier between 0 and 100),
  -- Paid and unconfirmed this long, a withdrawal counts as received (product notes: 30).
  auto_receipt_minutes int not null default 30 check (auto_receipt_minutes between 1 and 10080),
  updated_at timestamptz not null default now(),
  constraint withdrawal_settings_range check (max_amount >= min_amount)
);

create table member_bank_accounts (
  id bigserial primary key,
  brand_id int not null references brands (id),
  member_id bigint not null references members (id),
  -- The VietQR short code of the bank (the list lives in @lotus/contract vietnam-banks.ts).
  bank_code text not null check (bank_code ~ '^[A-Za-z0-9]{2,20}$'),
  account_number text not null check (account_number ~ '^[0-9]{6,19}$'),
  payee_name text not null check (length(payee_name) between 1 and 100),
  created_at timestamptz not null default now(),
  -- Removed accounts stay, so a past withdrawal still names the account it was paid to.
  removed_at timestamptz
);

-- One bound account per bank and number in the brand: the same member twice, or another member.
create unique index member_bank_accounts_bound on member_bank_accounts (brand_id, bank_code, account_number)
  where removed_at is null;
create index member_bank_accounts_by_member on member_bank_accounts (member_id, id) where removed_at is null;

create table withdrawals (
  id bigserial primary key,
  brand_id int not null references brands (id),
  member_id bigint not null references members (id),
  bank_account_id bigint not null references member_bank_accounts (id),
  -- The account as it was asked for: what the operator pays to, whatever happens to the binding.
  bank_code text not null,
  account_number text not null,
  payee_name text not null,
  amount bigint not null check (amount > 0),
  currency text not null,
  status text not null default 'pending' check (
    status in ('pending', 'paid', 'received', 'partly_received', 'not_received', 'auto_received', 'rejected')
  ),
  idempotency_key text not null check (length(idempotency_key) between 1 and 120),
  reject_reason text,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  paid_at timestamptz,
  -- The member's answer once paid (or auto_received by the sweep).
  confirmation text check (
    confirmation in ('received', 'all_received', 'partly_received', 'not_received', 'auto_received')
  ),
  confirmed_at timestamptz,
  amount_received bigint,
  constraint withdrawals_member_key unique (member_id, idempotency_key),
  constraint withdrawals_rejected_has_reason check ((status = 'rejected') = (reject_reason is not null)),
  constraint withdrawals_paid_has_time check (status in ('pending', 'rejected') or paid_at is not null),
  constraint withdrawals_confirmed check ((confirmation is null) = (confirmed_at is null)),
  constraint withdrawals_amount_received check (
    amount_received is null or (amount_received > 0 and amount_received < amount)
  )
);

create index withdrawals_by_member on withdrawals (member_id, created_at desc, id desc);
create index withdrawals_by_status on withdrawals (brand_id, status, created_at desc, id desc);
-- The auto-receipt sweep reads only the paid ones, oldest payment first.
create index withdrawals_awaiting_confirmation on withdrawals (brand_id, paid_at) where status = 'paid';
create index withdrawals_by_bank_account on withdrawals (bank_account_id) where status = 'pending';

-- The member's proof for a withdrawal reported not received: png or jpeg, at most 5 MB.
create table withdrawal_proofs (
  withdrawal_id bigint primary key references withdrawals (id),
  media_type text not null check (media_type in ('image/png', 'image/jpeg')),
  image bytea not null check (length(image) between 1 and 5242880),
  created_at timestamptz not null default now()
);
