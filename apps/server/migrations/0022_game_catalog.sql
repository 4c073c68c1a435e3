-- The games catalog (src/games/, docs/games-catalog.md): the games of each vendor, the members'
-- favourites and recently launched games, and the vendors' lane title and launch address.

-- `lane_title` is the vendor's lane heading on the slots page (its name when null);
-- `launch_url_template` the address its games open at, with {vendor} {game} {token} {lang} {player}
-- filled in by the launch call (a relative one is served from a launch CDN, or the site itself).
-- Null: the vendor's games cannot be opened in a frame.
alter table vendors
  add column lane_title text check (length(lane_title) between 1 and 80),
  add column launch_url_template text check (length(launch_url_template) between 1 and 500);

-- One row per game (or VASSALAGE group entry, is_game false). `names` holds the name per language
-- ({"en": ..., "vi": ...}; English required, the fallback). `search_text` is what the lobby's text
-- search matches (`like '%q%'`): the code and every name, lower-cased, kept by the database itself.
-- At 10,000 rows a scan of this one column stays in single milliseconds (measured by
-- `pnpm bench catalog`), so no trigram index is needed.
create table games (
  id serial primary key,
  brand_id int not null references brands (id),
  vendor_id int not null references vendors (id),
  code text not null check (code ~ '^[a-z0-9][a-z0-9_-]{0,63}$'),
  names jsonb not null check (jsonb_typeof(names) = 'object' and length(names ->> 'en') between 1 and 120),
  search_text text not null generated always as (
    lower(code || ' ' || (names ->> 'en') || ' ' || coalesce(names ->> 'vi', ''))
  ) stored,
  category text not null check (
    category in ('live_casino', 'slots', 'sports', 'esports', 'cards', 'fishing', 'lottery', 'cockfighting', 'mini_games')
  ),
  tags text[] not null default '{}',
  image_path text not null check (length(image_path) between 1 and 500),
  min_bet bigint not null default 0 check (min_bet >= 0),
  lines int check (lines > 0),
  -- Basis points of the stake returned over the long run (9650 = 96.50 %); null where it has no sense.
  rtp_bp int check (rtp_bp between 0 and 10000),
  default_play_type text check (length(default_play_type) <= 64),
  account_type_name text check (length(account_type_name) <= 64),
  is_game boolean not null default true,
  vassalage text check (vassalage ~ '^[A-Za-z0-9_-]{1,64}$'),
  enabled boolean not null default true,
  sort int not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint games_brand_code unique (brand_id, code)
);

-- The lobby's filters: category or vendor first (each also ordered as the lobby lists), tags.
create index games_by_category on games (brand_id, category, sort) where enabled;
create index games_by_vendor on games (brand_id, vendor_id, sort) where enabled;
create index games_by_tags on games using gin (tags) where enabled;
create index games_by_vassalage on games (brand_id, vassalage) where vassalage is not null;

-- A member's favourite games; the browser keeps the id list in session storage.
create table game_favourites (
  member_id bigint not null references members (id),
  game_id int not null references games (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (member_id, game_id)
);

-- A member's recently launched games: one row per game (a new launch moves it to the top); the
-- launch call keeps the newest 20.
create table game_recent (
  member_id bigint not null references members (id),
  game_id int not null references games (id) on delete cascade,
  launched_at timestamptz not null default now(),
  primary key (member_id, game_id)
);
create index game_recent_by_member on game_recent (member_id, launched_at desc);

-- The popular games: rounds of the brand over the last 7 days, by game.
create index bets_by_brand_placed_game on bets (brand_id, placed_at, game_code);
