-- Points and the points mall (issue 20, docs/points.md). Points are the ledger's own unit (PTS) on
-- each member's `points` account and the brand's issuer `points_issued` (both opened since 0014):
-- earned points come out of the issuer, spent points go back to it. Nothing here holds a balance.

-- The exchange-rate table: for earning types, every `money` (minor units) of valid bets or deposits
-- in an hour earns `points`; for `redeem`, `points` convert into `money`. A type with no row earns
-- (or converts) nothing.
create table points_rates (
  brand_id int not null references brands (id),
  type text not null check (type in ('live', 'lottery', 'card', 'slots', 'sports', 'deposit', 'redeem')),
  money bigint not null check (money > 0),
  points bigint not null check (points > 0),
  updated_at timestamptz not null default now(),
  primary key (brand_id, type)
);

-- One row per ended hour whose points were given, claimed in the transaction that gives them: a
-- second instance, a re-run or a crash mid-run never gives an hour twice.
create table points_earning_periods (
  brand_id int not null references brands (id),
  period_key text not null,
  period_start timestamptz not null,
  period_end timestamptz not null,
  members int not null default 0,
  points bigint not null default 0,
  settled_at timestamptz not null default now(),
  primary key (brand_id, period_key)
);

-- What each member earned in an hour, by type, with the figure that earned it and its journal.
create table points_earnings (
  id bigserial primary key,
  brand_id int not null references brands (id),
  member_id bigint not null references members (id),
  period_key text not null,
  type text not null,
  base bigint not null check (base > 0),
  points bigint not null check (points > 0),
  journal_id bigint not null references journals (id),
  constraint points_earnings_once unique (member_id, period_key, type)
);
create index points_earnings_by_journal on points_earnings (journal_id);

create table points_products (
  id bigserial primary key,
  brand_id int not null references brands (id),
  kind text not null check (kind in ('cash', 'coupon', 'life_service', 'gift')),
  -- { "vi": { "name": …, "description": … }, "en": { … } } and { "vi": "cái", "en": "item" }.
  texts jsonb not null,
  units jsonb not null,
  image_url text,
  points bigint not null check (points >= 0),
  amount bigint not null default 0 check (amount >= 0),
  cash_value bigint not null default 0 check (cash_value >= 0),
  -- Never below zero: an exchange takes its quantity in one conditional update.
  stock int not null check (stock >= 0),
  max_per_exchange int not null default 1 check (max_per_exchange between 1 and 100),
  active boolean not null default true,
  sort int not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint points_products_cash check ((kind = 'cash') = (cash_value > 0)),
  constraint points_products_cost check (points > 0 or amount > 0)
);
create index points_products_on_offer on points_products (brand_id, active, sort, id);

-- An exchange: a product for points (and any amount), or points converted into money. The
-- journals it wrote are named, so the books and the record agree and the detail can say why.
create table points_exchanges (
  id bigserial primary key,
  brand_id int not null references brands (id),
  member_id bigint not null references members (id),
  product_id bigint references points_products (id),
  type text not null check (type in ('cash', 'coupon', 'life_service', 'gift', 'convert')),
  -- The product's words and unit as they were when exchanged.
  texts jsonb,
  units jsonb,
  quantity int not null check (quantity > 0),
  points bigint not null check (points > 0),
  amount bigint not null default 0 check (amount >= 0),
  -- Money paid into the main wallet: a cash product's value once approved, a conversion's at once.
  redeem_amount bigint not null default 0 check (redeem_amount >= 0),
  ratio_points bigint,
  ratio_money bigint,
  status text not null check (status in ('applying', 'approved', 'rejected')),
  remark text check (length(remark) <= 140),
  operator_remark text check (length(operator_remark) <= 200),
  address text,
  phone text,
  idempotency_key text not null check (length(idempotency_key) between 1 and 120),
  points_journal_id bigint references journals (id),
  amount_journal_id bigint references journals (id),
  cash_journal_id bigint references journals (id),
  return_journal_id bigint references journals (id),
  refund_journal_id bigint references journals (id),
  decided_by bigint references operators (id),
  decided_at timestamptz,
  shipped_at timestamptz,
  created_at timestamptz not null default now(),
  constraint points_exchanges_key unique (member_id, idempotency_key),
  constraint points_exchanges_product check ((type = 'convert') = (product_id is null))
);
create index points_exchanges_by_member on points_exchanges (member_id, created_at desc, id desc);
create index points_exchanges_queue on points_exchanges (brand_id, status, created_at, id);
create index points_exchanges_by_points_journal on points_exchanges (points_journal_id);
create index points_exchanges_by_return_journal on points_exchanges (return_journal_id);

-- The rewards permissions (packages/contract/src/operator-permissions.ts): the owner sets rewards
-- up and decides their queues; content sets them up; finance and support decide the queues.
insert into operator_role_permissions (role, permission)
values ('owner', 'rewards.manage'), ('owner', 'rewards.review'), ('content', 'rewards.manage'),
       ('finance', 'rewards.review'), ('support', 'rewards.review')
on conflict do nothing;
