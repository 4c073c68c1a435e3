-- The lottery's games and draws (issue 18 part 2, docs/lottery.md "Draws on the server").
-- Games are data shared by every brand: the three regional games (by region, a draw per station
-- and day) and the house's fast draws F1, F3 and F5 on the north's layout. A draw moves
-- open → closed → entered (a result waits for a second operator) → final, or to void.

create table lottery_games (
  code text primary key,
  kind text not null check (kind in ('regional', 'fast')),
  -- The board's layout: a fast draw uses the north's.
  region text not null check (region in ('north', 'central', 'south')),
  -- Minutes between fast draws; null for a regional game.
  interval_minutes int check (interval_minutes in (1, 3, 5)),
  check ((kind = 'fast') = (interval_minutes is not null))
);

insert into lottery_games (code, kind, region, interval_minutes) values
  ('north', 'regional', 'north', null),
  ('central', 'regional', 'central', null),
  ('south', 'regional', 'south', null),
  ('F1', 'fast', 'north', 1),
  ('F3', 'fast', 'north', 3),
  ('F5', 'fast', 'north', 5);

-- The brand's lottery settings; a brand without a row has the defaults.
create table lottery_settings (
  brand_id int primary key references brands (id),
  -- Betting closes this many seconds before a fast draw (less than the shortest interval).
  fast_close_seconds int not null default 30 check (fast_close_seconds between 0 and 59),
  -- ... and before a regional draw.
  regional_close_seconds int not null default 900 check (regional_close_seconds between 0 and 86400),
  updated_at timestamptz not null default now()
);

create table lottery_draws (
  id bigint generated always as identity primary key,
  brand_id int not null references brands (id),
  -- The draw's public id: F1-20261126-0931 (fast, fast-draw-schedule.ts) or R-hn-20261126.
  draw_key text not null,
  game_code text not null references lottery_games (code),
  -- The regional station (stations.ts); null for a fast draw.
  station_code text,
  -- The draw's calendar date in the brand's time zone.
  draw_date date not null,
  draws_at timestamptz not null,
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  status text not null default 'open' check (status in ('open', 'closed', 'entered', 'final', 'void')),
  -- Fast draws: the server seed's SHA-256, published from creation; the seed itself is copied here
  -- (from lottery_fast_seeds) by the statement that draws the board, never before.
  seed_hash text,
  server_seed text,
  -- The final board in its layout's shape (null until final).
  board jsonb,
  final_at timestamptz,
  voided_at timestamptz,
  voided_by bigint references operators (id),
  void_reason text,
  created_at timestamptz not null default now(),
  unique (brand_id, draw_key),
  check (closes_at <= draws_at),
  check ((status = 'final') = (board is not null) or status = 'void'),
  check (server_seed is null or seed_hash is not null)
);

create index lottery_draws_due on lottery_draws (draws_at) where status in ('open', 'closed');
create index lottery_draws_by_date on lottery_draws (brand_id, draw_date, game_code);

-- A fast draw's seed until it is drawn: no read of lottery_draws can answer it early.
create table lottery_fast_seeds (
  draw_id bigint primary key references lottery_draws (id),
  server_seed text not null
);

-- Every result a draw was given, with who entered and who confirmed it: the history of a
-- corrected result is kept (the replaced one stays, state 'replaced').
create table lottery_results (
  id bigint generated always as identity primary key,
  draw_id bigint not null references lottery_draws (id),
  board jsonb not null,
  -- 'house' (a fast draw), 'operator', or 'import:<adapter>'.
  source text not null,
  state text not null check (state in ('pending', 'confirmed', 'replaced', 'discarded')),
  -- Who entered and who confirmed it (the operator's name as it was then; null: the house or a job).
  entered_by bigint references operators (id),
  entered_by_username text,
  entered_at timestamptz not null default now(),
  confirmed_by bigint references operators (id),
  confirmed_by_username text,
  confirmed_at timestamptz,
  -- A second confirmed result of a draw corrects the one before.
  is_correction boolean not null default false,
  check (confirmed_by is null or entered_by is null or confirmed_by <> entered_by)
);

create unique index lottery_results_one_pending on lottery_results (draw_id) where state = 'pending';
create unique index lottery_results_one_confirmed on lottery_results (draw_id) where state = 'confirmed';

-- The notice that a draw's result became final (or was corrected), written in the transaction that
-- made it so: the settlement reads the ones it has not handled, whatever crashed in between.
create table lottery_final_notices (
  id bigint generated always as identity primary key,
  brand_id int not null references brands (id),
  draw_id bigint not null references lottery_draws (id),
  result_id bigint not null unique references lottery_results (id),
  is_correction boolean not null,
  created_at timestamptz not null default now()
);
