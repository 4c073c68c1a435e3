-- The security centre: verified contacts (mobile number, email) and the payment password.

-- When the member last proved the number or the address by a code (null: given at registration,
-- never proved).
alter table members add column mobile_verified_at timestamptz;
alter table members add column email_verified_at timestamptz;

-- The payment (transaction) password: 6 digits, argon2id like the login password. 5 wrong tries
-- lock it for 15 minutes; the count and the lock are changed by one UPDATE each, so tries at the
-- same time cannot slip past the limit.
alter table members add column payment_password_hash text;
alter table members add column payment_password_failures int not null default 0
  check (payment_password_failures >= 0);
alter table members add column payment_password_locked_until timestamptz;

-- No unique index on (brand_id, mobile) or (brand_id, lower(email)): registration by username has
-- always accepted a number or an address without checking them, so existing rows may share one.
-- Binding checks "taken by another account" in code, under an advisory lock per number/address.
