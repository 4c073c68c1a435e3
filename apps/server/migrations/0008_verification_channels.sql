-- Codes by email as well as by SMS, and the purposes the security centre and the login challenge add.

-- `phone` held the number a code went to; now it is the number or the email address.
alter table verification_codes rename column phone to destination;
alter table verification_codes add column channel text not null default 'sms' check (channel in ('sms', 'email'));
-- A code sent for a logged-in member's action (bind a new number, confirm the payment password...) is
-- usable only by that member: someone else asking for a code to the same address cannot spend it.
alter table verification_codes add column member_id bigint references members (id);
alter table verification_codes drop constraint verification_codes_purpose_check;
alter table verification_codes add constraint verification_codes_purpose_check
  check (purpose in ('register', 'login', 'reset', 'bind', 'ip', 'payment'));

alter index verification_codes_by_phone rename to verification_codes_by_destination;

-- The development email gateway's outbox, like sms_outbox.
create table email_outbox (
  id bigserial primary key,
  brand_id int not null references brands (id),
  "to" text not null,
  subject text not null,
  text text not null,
  purpose text not null,
  created_at timestamptz not null default now()
);

create index email_outbox_by_address on email_outbox (brand_id, lower("to"), created_at desc);
create index email_outbox_by_time on email_outbox (brand_id, created_at desc);

-- Email reset and email codes find the account by its address.
create index members_by_email on members (brand_id, lower(email)) where email is not null;
