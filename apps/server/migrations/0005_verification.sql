-- SMS: what the development gateway "sent", and the verification codes members type back.

-- The development gateway's outbox: every message it would have sent, for the operator and tests.
create table sms_outbox (
  id bigserial primary key,
  brand_id int not null references brands (id),
  "to" text not null,
  text text not null,
  purpose text not null,
  created_at timestamptz not null default now()
);

create index sms_outbox_by_number on sms_outbox (brand_id, "to", created_at desc);
create index sms_outbox_by_time on sms_outbox (brand_id, created_at desc);

-- A code sent by SMS. Only its SHA-256 is kept; it is single use (consumed_at) and void after
-- 5 wrong tries (attempts). Rows also count the sends per number for the resend limits, so a row
-- is written even when nothing was sent (login/reset for an unknown number answer the same).
create table verification_codes (
  id bigserial primary key,
  brand_id int not null references brands (id),
  phone text not null,
  purpose text not null check (purpose in ('register', 'login', 'reset')),
  code_hash bytea not null,
  expires_at timestamptz not null,
  attempts int not null default 0 check (attempts >= 0),
  consumed_at timestamptz,
  created_at timestamptz not null default now()
);

create index verification_codes_by_phone on verification_codes (brand_id, phone, created_at desc);

-- Login by SMS code finds the account by its number.
create index members_by_mobile on members (brand_id, mobile) where mobile is not null;
