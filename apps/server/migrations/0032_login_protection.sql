-- Login protection without denial of service (issue 15): a proof-of-work captcha bound to its
-- purpose (decision 0011), and failed logins counted per source instead of a lock on the name.

-- The image captchas are gone: a script read their answers. A challenge row keeps the whole
-- challenge altcha-lib created (its parameters, the signature and the key's signature, made with a
-- key derived from SECRET_KEY); the visitor is sent only the parameters a solver needs. Single use:
-- used_at is set by the first answer, right or wrong.
drop table captchas;

create table captcha_challenges (
  id uuid primary key,
  purpose text not null check (purpose in ('login', 'register')),
  challenge jsonb not null check (jsonb_typeof(challenge) = 'object'),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create index captcha_challenges_by_expiry on captcha_challenges (expires_at);

-- Failed logins now carry their source. The delays, the captcha and the owner's alert count them
-- per (name, address) and per address; nothing locks a name for everyone any more. A row without
-- a member is a name (or number) no account has, counted the same way so answers reveal nothing.
-- Old rows (the name-wide locks) have no address: they are dropped.
delete from login_failures;
alter table login_failures
  drop column locks_until,
  add column ip text not null,
  add column member_id bigint references members (id);

drop index login_failures_by_username;
create index login_failures_by_name_and_ip on login_failures (brand_id, username_key, ip, failed_at);
create index login_failures_by_name on login_failures (brand_id, username_key, failed_at);
create index login_failures_by_ip on login_failures (brand_id, ip, failed_at);

-- The owner is told of a burst of failures against their account once, not once per failure:
-- one row per member, claimed again only after a quiet day.
create table login_burst_alerts (
  member_id bigint primary key references members (id),
  alerted_at timestamptz not null
);

-- members.locked_until was set only by the old rule and nothing sets or reads it now: the locks
-- it left are lifted.
update members set locked_until = null where locked_until is not null;
