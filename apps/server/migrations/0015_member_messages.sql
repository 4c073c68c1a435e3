-- The member's inbox: short messages the platform (deposits, withdrawals) and the operator send.
-- A message keeps its kind and its parameters, not its words: the member site renders it from the
-- i18n templates in the reader's language, so one row reads right in Vietnamese and in English.
create table member_messages (
  id bigserial primary key,
  brand_id int not null references brands (id),
  member_id bigint not null references members (id),
  -- deposit_arrived, deposit_failed, withdrawal_approved, withdrawal_rejected, new_mail (the
  -- contract lists them; a new kind needs no migration).
  kind text not null check (kind ~ '^[a-z][a-z_]{1,39}$'),
  -- Template values, all strings: amount (minor units), currency, date (ISO 8601), reason, title,
  -- body... Only a JSON object is accepted.
  params jsonb not null default '{}'::jsonb check (jsonb_typeof(params) = 'object'),
  created_at timestamptz not null default now(),
  read_at timestamptz,
  -- A member's delete hides the message from them; the row stays for the operator's records.
  deleted_at timestamptz
);

-- The inbox page (newest first) and the unread count both read only the member's live messages.
create index member_messages_inbox on member_messages (member_id, created_at desc, id desc)
  where deleted_at is null;
create index member_messages_unread on member_messages (member_id)
  where deleted_at is null and read_at is null;

-- The merchant wallet (spec: value.isSingle). True: one seamless wallet, vendors debit and credit
-- the main balance directly. False: each vendor keeps a wallet of its own and the member transfers
-- between the main wallet and it.
alter table system_settings add column single_wallet boolean not null default true;
