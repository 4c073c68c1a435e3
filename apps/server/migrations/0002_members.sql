-- The first cut of accounts: enough to seed the demo accounts. The accounts issue extends it.

create table members (
  id bigserial primary key,
  brand_id int not null references brands (id),
  username text not null,
  password_hash text not null,
  -- 0 a plain member; agent types are 1, 2, 4, 41 and 42.
  type smallint not null default 0 check (type in (0, 1, 2, 4, 41, 42)),
  upline_id bigint references members (id),
  nickname text,
  status text not null default 'active' check (status in ('active', 'locked', 'closed')),
  first_time_login boolean not null default false,
  password_changed_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);

create unique index members_username_unique on members (brand_id, lower(username));
