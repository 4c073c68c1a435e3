-- Rebate and cashback (issue 20, docs/vip-and-rebate.md). Per VIP level and game type (the points
-- table's five kinds), rebate is a rate on a day's valid bets and cashback a rate on its net loss,
-- in basis points (100 = 1 %). Each brand day is computed once; the operator chooses whether it is
-- paid at once or left for the member to claim. Money: `rebate` journals from `rebate_expense`.

create table rebate_settings (
  brand_id int primary key references brands (id),
  mode text not null default 'auto' check (mode in ('auto', 'claim')),
  updated_at timestamptz not null default now()
);

-- A level with no row for a game type and kind gives nothing on it.
create table rebate_rates (
  brand_id int not null references brands (id),
  level int not null check (level between 0 and 99),
  game_type text not null check (game_type in ('live', 'lottery', 'card', 'slots', 'sports')),
  kind text not null check (kind in ('rebate', 'cashback')),
  rate_bps int not null check (rate_bps between 1 and 10000),
  primary key (brand_id, level, game_type, kind)
);

-- One row per brand day computed, claimed in the transaction that writes (and pays) its rebates.
create table rebate_periods (
  brand_id int not null references brands (id),
  period_key text not null,
  period_start timestamptz not null,
  period_end timestamptz not null,
  mode text not null,
  members int not null default 0,
  amount bigint not null default 0,
  computed_at timestamptz not null default now(),
  primary key (brand_id, period_key)
);

create table rebates (
  id bigserial primary key,
  brand_id int not null references brands (id),
  member_id bigint not null references members (id),
  period_key text not null,
  game_type text not null,
  kind text not null check (kind in ('rebate', 'cashback')),
  level int not null,
  base bigint not null check (base > 0),
  rate_bps int not null,
  amount bigint not null check (amount > 0),
  status text not null check (status in ('paid', 'claimable', 'claimed')),
  journal_id bigint references journals (id),
  claimed_at timestamptz,
  created_at timestamptz not null default now(),
  constraint rebates_once unique (member_id, period_key, game_type, kind),
  constraint rebates_journal check ((status = 'claimable') = (journal_id is null))
);
create index rebates_by_member on rebates (member_id, period_key desc, id desc);
create index rebates_by_period on rebates (brand_id, period_key, id);
