-- VIP levels (issue 20, docs/vip-and-rebate.md). The operator's level table, each member's level,
-- the daily review that moves levels, and the bonuses it paid, each once per (member, level or
-- period). Money is minor units of the brand's currency; bonuses are `bonus` journals from the
-- brand's `bonus_expense`.

-- The review's period (days, brand clock) over which deposits and valid bets count.
create table vip_settings (
  brand_id int primary key references brands (id),
  period_days int not null default 30 check (period_days between 1 and 365),
  updated_at timestamptz not null default now()
);

-- The level table. The lowest level is where every member starts (its thresholds are ignored).
-- A member reaches a level when both its deposits and its valid bets over the period reach the
-- level's; it keeps its level at a review when it reached the keep figures in the period since it
-- was reached or last kept, else it drops one level. Withdrawal limits replace the brand's daily
-- count and amount for the level's members (null: the brand's rule stands).
create table vip_levels (
  brand_id int not null references brands (id),
  level int not null check (level between 0 and 99),
  names jsonb not null,
  deposits_needed bigint not null default 0 check (deposits_needed >= 0),
  bets_needed bigint not null default 0 check (bets_needed >= 0),
  keep_deposits bigint not null default 0 check (keep_deposits >= 0),
  keep_bets bigint not null default 0 check (keep_bets >= 0),
  upgrade_bonus bigint not null default 0 check (upgrade_bonus >= 0),
  weekly_bonus bigint not null default 0 check (weekly_bonus >= 0),
  monthly_bonus bigint not null default 0 check (monthly_bonus >= 0),
  birthday_bonus bigint not null default 0 check (birthday_bonus >= 0),
  withdraw_daily_count int check (withdraw_daily_count between 1 and 1000),
  withdraw_daily_amount bigint check (withdraw_daily_amount > 0),
  updated_at timestamptz not null default now(),
  primary key (brand_id, level)
);

-- A member's level (no row: the lowest). `kept_at`: when the keep-level period last began.
create table vip_members (
  member_id bigint primary key references members (id),
  brand_id int not null references brands (id),
  level int not null,
  reached_at timestamptz not null default now(),
  kept_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index vip_members_by_level on vip_members (brand_id, level);

-- One row per brand day reviewed, claimed in the transaction that moves the levels and pays the
-- bonuses: two instances, a re-run or a crash never review a day twice.
create table vip_reviews (
  brand_id int not null references brands (id),
  day_key text not null,
  period_start timestamptz not null,
  period_end timestamptz not null,
  upgraded int not null default 0,
  dropped int not null default 0,
  bonuses int not null default 0,
  amount bigint not null default 0,
  reviewed_at timestamptz not null default now(),
  primary key (brand_id, day_key)
);

-- Every bonus paid: upgrade once per (member, level) ever (`L<level>`), weekly per ISO week
-- (`WK-YYYY-Www`), monthly per month (`MO-YYYY-MM`), birthday per year (`BD-YYYY`).
create table vip_bonuses (
  id bigserial primary key,
  brand_id int not null references brands (id),
  member_id bigint not null references members (id),
  kind text not null check (kind in ('upgrade', 'weekly', 'monthly', 'birthday')),
  period_key text not null,
  level int not null,
  amount bigint not null check (amount > 0),
  journal_id bigint not null references journals (id),
  day_key text not null,
  created_at timestamptz not null default now(),
  constraint vip_bonuses_once unique (member_id, kind, period_key)
);
create index vip_bonuses_by_day on vip_bonuses (brand_id, day_key);
