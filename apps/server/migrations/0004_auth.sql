-- Accounts, sessions, captchas and login throttling: what login, logout and registration need.

alter table members
  add column email text,
  add column mobile text,
  add column payee_name text,
  -- The member's own invitation code: a registration that gives it gets this member as upline.
  add column affiliate_code text,
  add column club_label text,
  -- failed_logins mirrors the current window's count for the operator; the window itself is kept
  -- in login_failures (which also covers usernames that do not exist).
  add column failed_logins int not null default 0 check (failed_logins >= 0),
  add column locked_until timestamptz,
  add column last_login_at timestamptz,
  add column last_login_ip text;

-- Existing accounts get a deterministic code; the demo agent gets the one the README names.
update members
   set affiliate_code = case when lower(username) = 'demo_agent' then 'AGENT2026' else 'LT' || lpad(id::text, 6, '0') end;

create unique index members_affiliate_code_unique on members (brand_id, lower(affiliate_code))
  where affiliate_code is not null;

-- A login session. Only the SHA-256 of the token is kept: a copy of this table logs nobody in.
create table sessions (
  id bigserial primary key,
  member_id bigint not null references members (id),
  token_hash bytea not null unique,
  site text not null check (site in ('member', 'agent', 'speed')),
  ip text,
  user_agent text,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  revoked_at timestamptz
);

create index sessions_by_member on sessions (member_id) where revoked_at is null;

-- A captcha waiting for its answer: only the SHA-256 of the lower-cased answer is stored.
create table captchas (
  id uuid primary key,
  answer_hash bytea not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create index captchas_by_expiry on captchas (expires_at);

-- Failed logins by lower-cased username, whether or not the account exists, so the captcha and
-- the lock answer the same way for every name and reveal nothing about which accounts exist.
-- A row with locks_until is a lock: the 10th failure in the window.
create table login_failures (
  id bigserial primary key,
  brand_id int not null references brands (id),
  username_key text not null,
  failed_at timestamptz not null default now(),
  locks_until timestamptz
);

create index login_failures_by_username on login_failures (brand_id, username_key, failed_at);
create index login_failures_by_time on login_failures (failed_at);
