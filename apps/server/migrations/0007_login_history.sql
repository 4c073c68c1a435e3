-- Login history: every successful login (all methods, registration's automatic login included) and
-- every failed password or SMS-code attempt on an existing account. The member reads the last ones.

create table login_history (
  id bigserial primary key,
  member_id bigint not null references members (id),
  site text not null,
  ip text,
  user_agent text,
  success boolean not null,
  method text not null check (method in ('password', 'sms', 'freeplay', 'register')),
  at timestamptz not null default now()
);

create index login_history_by_member on login_history (member_id, at desc);
