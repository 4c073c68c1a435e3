-- The seamless wallet API external game vendors call (balance, debit, credit, rollback), the player
-- tokens they present, and the bets: one row per round. The rules live in src/vendor-wallet/; what
-- the database can hold by itself, it holds here.

-- A vendor's signing secret is kept sealed (AES-256-GCM under SECRET_KEY, platform/crypto/secret-box):
-- the server must read it back to check each request's HMAC, so it cannot be hashed; a copy of the
-- database alone does not give it away. Null until the operator issues one (create or rotate): a
-- vendor without a secret cannot sign, so every call it makes is refused. `category` is the game
-- type of its rounds until the games catalog gives each game its own.
alter table vendors
  add column category text not null default 'slots' check (
    category in ('live_casino', 'slots', 'sports', 'esports', 'cards', 'fishing', 'lottery', 'cockfighting', 'mini_games')
  ),
  add column secret_sealed text,
  add column secret_rotated_at timestamptz,
  add column updated_at timestamptz not null default now();

-- Launch tokens: one per member, vendor and launch, short-lived. Only the SHA-256 of the token is
-- kept, so the table alone cannot be used to bet on a member's behalf.
create table vendor_player_tokens (
  id bigserial primary key,
  vendor_id int not null references vendors (id),
  member_id bigint not null references members (id),
  token_hash bytea not null check (length(token_hash) = 32),
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  constraint vendor_player_tokens_hash unique (token_hash)
);

create index vendor_player_tokens_by_member on vendor_player_tokens (member_id, vendor_id, expires_at desc);

-- The bets: one row per round of one member at one vendor (a vendor's round id may be shared by
-- every player at a live table, so the member is part of the key). `stake` is what the round's bets
-- that stand add up to; a rolled-back bet moves its stake to `rolled_back_stake`. `bets_open` counts
-- the bets that stand, so the round is rolled back when the last of them is. `wallet` is where the
-- round's money moves (the main wallet, or the member's sub-wallet at the vendor), fixed by its
-- first bet so a change of the brand's wallet mode never splits a round. Written in the same
-- transaction as each of the round's ledger journals.
create table bets (
  id bigserial primary key,
  brand_id int not null references brands (id),
  member_id bigint not null references members (id),
  vendor_id int not null references vendors (id),
  vendor_code text not null,
  game_code text not null check (length(game_code) between 1 and 100),
  game_type text not null check (
    game_type in ('live_casino', 'slots', 'sports', 'esports', 'cards', 'fishing', 'lottery', 'cockfighting', 'mini_games')
  ),
  round_id text not null check (length(round_id) between 1 and 100),
  wallet text not null check (wallet in ('main', 'vendor')),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  stake bigint not null default 0 check (stake >= 0),
  rolled_back_stake bigint not null default 0 check (rolled_back_stake >= 0),
  payout bigint not null default 0 check (payout >= 0),
  bets_open int not null default 0 check (bets_open >= 0),
  status text not null default 'open' check (status in ('open', 'settled', 'rolled_back')),
  placed_at timestamptz not null default now(),
  settled_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint bets_round unique (vendor_id, member_id, round_id),
  constraint bets_settled_time check ((status = 'settled') = (settled_at is not null))
);

-- The betting record (a member's rounds, newest first) and profit and loss (settled rounds by time).
create index bets_by_member_placed on bets (member_id, placed_at desc, id desc);
create index bets_by_member_settled on bets (member_id, settled_at) where status = 'settled';

-- Every vendor transaction the API decided, keyed by the vendor's own id per kind, with the answer
-- it got: a repeat of the same id gets that answer again, whatever happened since. A rollback of a
-- bet never seen writes the bet's row here as a tombstone (status 'tombstone', its answer a
-- refusal), so the late bet finds its id taken and is never charged. `request_hash` is the SHA-256
-- of the request's own fields: the same id with other content is refused, not replayed.
create table vendor_transactions (
  id bigserial primary key,
  vendor_id int not null references vendors (id),
  kind text not null check (kind in ('debit', 'credit', 'rollback')),
  transaction_id text not null check (length(transaction_id) between 1 and 100),
  request_hash bytea check (length(request_hash) = 32),
  member_id bigint references members (id),
  round_id text,
  bet_id bigint references bets (id),
  amount bigint not null default 0 check (amount >= 0),
  status text not null check (status in ('pending', 'applied', 'refused', 'tombstone', 'rolled_back')),
  journal_id bigint references journals (id),
  -- The answer the vendor got: { ok: true, value } or { ok: false, code, params }.
  answer jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint vendor_transactions_key unique (vendor_id, kind, transaction_id)
);

create index vendor_transactions_by_bet on vendor_transactions (bet_id) where bet_id is not null;
