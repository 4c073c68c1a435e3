-- Content (banners and promotions), the HOT GAMES list, and the first table of the ledger.

create table banners (
  id serial primary key,
  brand_id int not null references brands (id),
  -- The place a banner shows in (w_speed: the line-detection page).
  group_name text not null,
  kind text not null default 'banner' check (kind in ('banner', 'promotion')),
  image_url text not null,
  linkage_type text not null default 'NONE' check (linkage_type in ('NONE', 'URL', 'GAME')),
  -- A URL for URL, a game code for GAME; nothing for NONE.
  link_url text,
  title text not null,
  sort int not null default 0,
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((linkage_type = 'NONE') = (link_url is null))
);

create index banners_by_group on banners (brand_id, group_name, enabled, sort);

create table hot_games (
  brand_id int not null references brands (id),
  game_code text not null,
  name text not null,
  image_url text not null,
  sort int not null default 0,
  primary key (brand_id, game_code)
);

-- The ledger's accounts. For now only the house's own accounts, named by `code` (jackpot_pool, ...).
-- The ledger issue adds to this, it does not rewrite it: member accounts come as a nullable
-- member_id column (house accounts keep it null, and this unique key becomes a partial index over
-- them), and journals and postings reference ledger_accounts (id), which is why the id is a
-- bigserial. `balance` is then the running sum of the account's postings, in minor units.
create table ledger_accounts (
  id bigserial primary key,
  brand_id int not null references brands (id),
  code text not null,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  balance bigint not null default 0,
  updated_at timestamptz not null default now(),
  constraint ledger_accounts_brand_code unique (brand_id, code)
);

-- A brand that existed before this migration gets its jackpot pool too, empty: nothing funds it yet.
insert into ledger_accounts (brand_id, code, currency)
select id, 'jackpot_pool', currency from brands;
