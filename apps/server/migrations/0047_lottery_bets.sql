-- The lottery's bets and their settlement (issue 18 parts 3–4, docs/lottery.md "Bets and settlement",
-- decision 0021). A slip is one request of many bets on one draw, its stake one ledger journal;
-- a settlement is one per final notice (or one void per draw), written in the transaction that
-- pays, so a draw's bets are paid exactly once whatever crashes or runs twice.

-- The operator's limits; no row: none. Amounts in minor units.
create table lottery_limits (
  brand_id int primary key references brands (id),
  -- The most the house may owe on one number of one draw: every bet on it, one appearance each.
  number_exposure bigint check (number_exposure > 0),
  -- The most one member may stake on one draw.
  member_stake bigint check (member_stake > 0),
  -- {"de": {"betStake": "500000"}}: the most one bet of a type may stake.
  type_bet_stakes jsonb not null default '{}',
  updated_at timestamptz not null default now()
);

create table lottery_slips (
  id bigint generated always as identity primary key,
  brand_id int not null references brands (id),
  member_id bigint not null references members (id),
  draw_id bigint not null references lottery_draws (id),
  -- The member's key for the slip: the same key again answers this slip (another slip: a conflict).
  idempotency_key text not null,
  request_hash bytea not null,
  stake bigint not null check (stake > 0),
  max_win bigint not null check (max_win >= 0),
  prize_mode text not null check (prize_mode in ('lott', 'zy', 'elott')),
  journal_id bigint not null references journals (id),
  placed_at timestamptz not null default now(),
  unique (brand_id, member_id, idempotency_key)
);

-- One bet of a slip, with the odds it was placed at (a later change of odds does not touch it).
create table lottery_bets (
  id bigint generated always as identity primary key,
  slip_id bigint not null references lottery_slips (id),
  draw_id bigint not null references lottery_draws (id),
  member_id bigint not null references members (id),
  position int not null,
  bet_type text not null,
  -- The type's rule (packages/games bet-types.ts), kept so the settlement statement needs no table of types.
  rule text not null check (rule in ('lo', 'de', 'xien', 'da', 'truot')),
  numbers text[] not null check (cardinality(numbers) between 1 and 10),
  points bigint not null check (points > 0),
  point_price bigint not null check (point_price > 0),
  payout bigint not null check (payout > 0),
  stake bigint not null check (stake > 0),
  max_win bigint not null check (max_win >= 0),
  unique (slip_id, position)
);

create index lottery_bets_by_draw on lottery_bets (draw_id);
create index lottery_bets_by_member on lottery_bets (member_id, id desc);

-- What the house could owe on each number of a draw (limit per number), and each member's stake
-- on a draw (limit per member): counted up by the placing statement, which refuses past a limit.
create table lottery_number_exposures (
  draw_id bigint not null references lottery_draws (id),
  number text not null,
  exposure bigint not null check (exposure >= 0),
  primary key (draw_id, number)
);

create table lottery_member_stakes (
  draw_id bigint not null references lottery_draws (id),
  member_id bigint not null references members (id),
  stake bigint not null check (stake >= 0),
  primary key (draw_id, member_id)
);

-- A settlement of a draw: one per final notice (its result, or a correction of it), or its void.
-- The unique keys are what makes it exactly once: a second instance's insert waits for the first
-- transaction and then finds the row.
create table lottery_settlements (
  id bigint generated always as identity primary key,
  brand_id int not null references brands (id),
  draw_id bigint not null references lottery_draws (id),
  notice_id bigint unique references lottery_final_notices (id),
  kind text not null check (kind in ('result', 'correction', 'void')),
  bets int not null default 0,
  winners int not null default 0,
  -- What this settlement moved to members in total (a correction: the difference, either way).
  moved bigint not null default 0,
  settled_at timestamptz not null default now(),
  check ((kind = 'void') = (notice_id is null))
);

create unique index lottery_settlements_one_void on lottery_settlements (draw_id) where kind = 'void';
create index lottery_settlements_by_draw on lottery_settlements (draw_id, id desc);

-- The winning bets of a settlement (a bet without a row in its draw's latest settlement lost).
create table lottery_bet_wins (
  settlement_id bigint not null references lottery_settlements (id),
  bet_id bigint not null references lottery_bets (id),
  winnings bigint not null check (winnings > 0),
  primary key (settlement_id, bet_id)
);

-- Per settlement, per member: the round's valid bets and winnings (the agent centre's real-time
-- salary reads the latest settlement of each draw), what was moved, and any shortfall a
-- correction could not take back (the member had spent it: the operator's to follow up).
create table lottery_round_results (
  settlement_id bigint not null references lottery_settlements (id),
  draw_id bigint not null references lottery_draws (id),
  member_id bigint not null references members (id),
  valid_bet bigint not null check (valid_bet >= 0),
  winnings bigint not null check (winnings >= 0),
  moved bigint not null,
  shortfall bigint not null default 0 check (shortfall >= 0),
  journal_id bigint references journals (id),
  primary key (settlement_id, member_id)
);

create index lottery_round_results_by_member on lottery_round_results (member_id, draw_id);
