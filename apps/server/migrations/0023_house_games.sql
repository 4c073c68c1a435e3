-- The house games (Lotus Originals): Dice, Limbo, Plinko, Mines Gold, Tower and PAPPU.
--
-- They are played as the vendor LOTUS of every brand: each round has its row in `bets` like an
-- external vendor's, and its money moves between the member's main wallet and the vendor's house
-- account `vendor:LOTUS` (opened by the vendors trigger of migration 0016), so the house games' win
-- and loss stands apart from other vendors' in the books. docs/house-games.md explains the rules.

insert into vendors (brand_id, code, name, category, sort)
select id, 'LOTUS', 'Lotus Originals', 'mini_games', -1 from brands
on conflict do nothing;

-- A brand created later (the demo seed, a new white label) gets the vendor with it.
create function house_open_lotus_vendor() returns trigger
language plpgsql as $$
begin
  insert into vendors (brand_id, code, name, category, sort)
  values (new.id, 'LOTUS', 'Lotus Originals', 'mini_games', -1)
  on conflict do nothing;
  return null;
end;
$$;

create trigger brands_open_lotus_vendor after insert on brands
  for each row execute function house_open_lotus_vendor();

-- A member's provably fair seed pairs. The server seed is never served while the pair is active
-- (only its SHA-256); rotating the pair reveals it and opens a new one. `next_nonce` is taken under
-- the row's lock, so two rounds never share a nonce.
create table house_seed_pairs (
  id bigserial primary key,
  brand_id int not null references brands (id),
  member_id bigint not null references members (id),
  server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text not null check (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed text not null check (client_seed ~ '^[\x20-\x7e]{1,64}$'),
  next_nonce int not null default 0 check (next_nonce >= 0),
  created_at timestamptz not null default now(),
  revealed_at timestamptz
);

create unique index house_seed_pairs_active on house_seed_pairs (member_id) where revealed_at is null;

-- One row per round. `state` is the engine's round value (Mines, Tower: it holds the board, which
-- is served only once the round is over); `outcome` what the instant games drew.
create table house_rounds (
  id bigserial primary key,
  brand_id int not null references brands (id),
  member_id bigint not null references members (id),
  game text not null check (game in ('dice', 'limbo', 'plinko', 'mines-gold', 'tower')),
  seed_pair_id bigint not null references house_seed_pairs (id),
  nonce int not null check (nonce >= 0),
  idempotency_key text not null check (length(idempotency_key) between 1 and 64),
  params jsonb not null,
  state jsonb not null,
  stake bigint not null check (stake > 0),
  payout bigint not null default 0 check (payout >= 0),
  multiplier bigint not null default 0 check (multiplier >= 0),
  status text not null check (status in ('playing', 'won', 'lost')),
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  constraint house_rounds_key unique (member_id, idempotency_key),
  constraint house_rounds_nonce unique (seed_pair_id, nonce),
  constraint house_rounds_settled_time check ((status = 'playing') = (settled_at is null))
);

-- At most one open round per member and game (a reload resumes it).
create unique index house_rounds_one_open on house_rounds (member_id, game) where status = 'playing';
create index house_rounds_by_member on house_rounds (member_id, id desc);
create index house_rounds_by_brand on house_rounds (brand_id, id desc);

-- The operator's settings per brand (defaults: docs/house-games.md).
create table house_settings (
  brand_id int primary key references brands (id),
  jackpot_share_bp int not null default 100 check (jackpot_share_bp between 0 and 10000),
  jackpot_trigger_divisor bigint not null default 100000000000 check (jackpot_trigger_divisor > 0),
  jackpot_max_chance_bp int not null default 100 check (jackpot_max_chance_bp between 0 and 10000),
  jackpot_seed_amount bigint not null default 0 check (jackpot_seed_amount >= 0),
  winners_threshold bigint not null default 500000 check (winners_threshold >= 0),
  max_win bigint not null default 10000000000 check (max_win > 0),
  updated_at timestamptz not null default now()
);

-- Every jackpot paid: to whom, from which round, how much (the journal moved it).
create table jackpot_payouts (
  id bigserial primary key,
  brand_id int not null references brands (id),
  member_id bigint not null references members (id),
  game text not null,
  round_id text not null,
  amount bigint not null check (amount > 0),
  journal_id bigint not null references journals (id),
  created_at timestamptz not null default now(),
  constraint jackpot_payouts_round unique (brand_id, game, round_id)
);

create index jackpot_payouts_by_brand on jackpot_payouts (brand_id, created_at desc);

-- The winners board: the brand's latest settled wins (house and vendor rounds).
create index bets_winners on bets (brand_id, settled_at desc) where status = 'settled' and payout > 0;
