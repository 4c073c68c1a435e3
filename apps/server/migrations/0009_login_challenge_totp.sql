-- The second step of a login: IPs an account has used, pending login challenges, authenticators.

-- Brands configure the challenge with switches (spec section 6): on/off, then one per factor.
-- Existing brands get them here; a new brand gets them from its seed.
insert into feature_switches (brand_id, mod_id, parent_mod_id, enabled, sort)
select id, 'security.ipVerification', 'security', true, 100 from brands
on conflict do nothing;
insert into feature_switches (brand_id, mod_id, parent_mod_id, enabled, sort)
select brands.id, factor.mod_id, 'security.ipVerification', true, 100 + factor.sort
  from brands
 cross join (values ('security.ipVerification.sms', 1), ('security.ipVerification.email', 2),
                    ('security.ipVerification.payee', 3), ('security.ipVerification.totp', 4))
       as factor (mod_id, sort)
on conflict do nothing;
insert into feature_switches (brand_id, mod_id, parent_mod_id, enabled, sort)
select id, 'login.social', 'login', true, 100 from brands
on conflict do nothing;

-- An IP the account logged in from (after any challenge). A login from another one is challenged.
create table member_known_ips (
  member_id bigint not null references members (id),
  ip text not null,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  primary key (member_id, ip)
);

-- A login whose credentials were right, waiting for its second factor. Only the SHA-256 of the
-- challenge id travels back; 5 wrong answers void it; it lives 10 minutes.
create table login_challenges (
  id uuid primary key,
  member_id bigint not null references members (id),
  site text not null,
  ip text not null,
  user_agent text,
  method text not null,
  reason text not null check (reason in ('new_ip', 'totp')),
  factors text[] not null,
  attempts int not null default 0 check (attempts >= 0),
  expires_at timestamptz not null,
  passed_at timestamptz,
  created_at timestamptz not null default now()
);

create index login_challenges_by_member on login_challenges (member_id, created_at desc);

-- The authenticator (RFC 6238 TOTP). The secret is kept encrypted with the server's key; it is
-- pending (enabled_at null) until the member types a code from it. last_step stops a code being
-- used twice.
create table member_totp (
  member_id bigint primary key references members (id),
  secret_encrypted text not null,
  enabled_at timestamptz,
  last_step bigint not null default 0,
  created_at timestamptz not null default now()
);

-- Recovery codes: SHA-256 only, each usable once.
create table member_recovery_codes (
  id bigserial primary key,
  member_id bigint not null references members (id),
  code_hash bytea not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create index member_recovery_codes_by_member on member_recovery_codes (member_id) where used_at is null;

-- Logins by a social account (facebook, google) join the history.
alter table login_history drop constraint login_history_method_check;
alter table login_history add constraint login_history_method_check
  check (method in ('password', 'sms', 'freeplay', 'register', 'social'));
