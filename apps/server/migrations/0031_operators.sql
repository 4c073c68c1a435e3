-- Operators as people (issue 15): named accounts with a role, TOTP from the first sign-in, recovery
-- codes, sessions and revocable API tokens. What a role may do is data: operator_role_permissions.

create table operator_roles (
  role text primary key,
  description text not null
);

insert into operator_roles (role, description) values
  ('owner', 'Creates and disables operators, assigns roles, reads the audit; may do everything'),
  ('finance', 'Deposits, withdrawals, cashier settings, manual adjustments and their approval'),
  ('support', 'Members, feedback, chat and mail'),
  ('content', 'Announcements, banners, help centre and the game catalog'),
  ('risk', 'Player protection, house-game settings, bets and rounds');

-- The permission each operator call declares (packages/contract/src/operator-permissions.ts).
create table operator_role_permissions (
  role text not null references operator_roles (role),
  permission text not null,
  primary key (role, permission)
);

insert into operator_role_permissions (role, permission)
select 'owner', permission
from unnest(array[
  'self', 'operators.manage', 'audit.read', 'members.read', 'members.manage', 'cashier.deposits',
  'cashier.withdrawals', 'cashier.settings', 'wallet.read', 'wallet.adjust', 'wallet.approve',
  'content.manage', 'games.manage', 'messages.send', 'support.manage', 'risk.manage', 'system.manage'
]) as permission;

insert into operator_role_permissions (role, permission)
select 'finance', permission
from unnest(array[
  'self', 'members.read', 'cashier.deposits', 'cashier.withdrawals', 'cashier.settings', 'wallet.read',
  'wallet.adjust', 'wallet.approve'
]) as permission;

insert into operator_role_permissions (role, permission)
select 'support', permission
from unnest(array['self', 'members.read', 'members.manage', 'wallet.read', 'messages.send', 'support.manage']) as permission;

insert into operator_role_permissions (role, permission)
select 'content', permission
from unnest(array['self', 'content.manage', 'games.manage', 'messages.send']) as permission;

insert into operator_role_permissions (role, permission)
select 'risk', permission
from unnest(array['self', 'members.read', 'wallet.read', 'risk.manage']) as permission;

create table operators (
  id bigserial primary key,
  brand_id int not null references brands (id),
  username text not null,
  display_name text not null,
  role text not null references operator_roles (role),
  -- argon2id (PHC string).
  password_hash text not null,
  -- The TOTP secret (base32, sealed with the server's secret box); null until the first sign-in enrols it.
  totp_secret text,
  totp_enrolled_at timestamptz,
  -- The last TOTP step accepted: a code is good once.
  totp_last_step bigint,
  disabled_at timestamptz,
  created_by bigint references operators (id),
  created_at timestamptz not null default now(),
  last_sign_in_at timestamptz
);

create unique index operators_by_username on operators (brand_id, lower(username));

-- One-use recovery codes, shown once at enrolment; only their SHA-256 is kept.
create table operator_recovery_codes (
  id bigserial primary key,
  operator_id bigint not null references operators (id),
  code_hash bytea not null,
  used_at timestamptz
);

create index operator_recovery_codes_by_operator on operator_recovery_codes (operator_id) where used_at is null;

-- Between the password and the TOTP code: a short-lived ticket (its SHA-256), good once.
create table operator_sign_in_tickets (
  token_hash bytea primary key,
  operator_id bigint not null references operators (id),
  expires_at timestamptz not null,
  used_at timestamptz
);

create table operator_sessions (
  id bigserial primary key,
  operator_id bigint not null references operators (id),
  token_hash bytea not null unique,
  ip text,
  user_agent text,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);

-- Machine access for scripts (the end-to-end tests, the benches): revocable, one per purpose.
create table operator_api_tokens (
  id bigserial primary key,
  operator_id bigint not null references operators (id),
  name text not null,
  token_hash bytea not null unique,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);

-- The audit says who, from where, and the before and after of what changed.
alter table operator_audit
  add column operator_id bigint references operators (id),
  add column operator_username text,
  add column ip text,
  add column target text,
  add column before jsonb,
  add column after jsonb;

create index operator_audit_by_time on operator_audit (brand_id, created_at desc);
create index operator_audit_by_operator on operator_audit (operator_id, created_at desc);

-- A change above the brand's threshold waits for a second operator (manual adjustments today).
create table operator_approvals (
  id bigserial primary key,
  brand_id int not null references brands (id),
  kind text not null,
  -- What will run when approved (the call's checked body).
  request jsonb not null,
  idempotency_key text not null,
  requested_by bigint not null references operators (id),
  requested_at timestamptz not null default now(),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  decided_by bigint references operators (id),
  decided_at timestamptz,
  reason text,
  -- The answer of the change once it ran.
  result jsonb,
  unique (brand_id, kind, idempotency_key),
  check (decided_by is null or decided_by <> requested_by)
);

create index operator_approvals_pending on operator_approvals (brand_id, requested_at) where status = 'pending';
