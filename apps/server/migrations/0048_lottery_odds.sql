-- The brand's own odds (issue 18: "odds and point prices differ between operators: they are brand
-- settings per prize mode"): a row overrides the default of packages/games odds.ts for one prize
-- mode, bet type and region group (north; central and south share 'southern'). No row: the default.
-- A slip keeps the odds it was placed at (lottery_bets), so a change applies to later slips only.
create table lottery_odds (
  brand_id int not null references brands (id),
  prize_mode text not null check (prize_mode in ('lott', 'zy', 'elott')),
  bet_type text not null,
  region_group text not null check (region_group in ('north', 'southern')),
  point_price bigint not null check (point_price > 0),
  payout bigint not null check (payout > 0),
  updated_at timestamptz not null default now(),
  primary key (brand_id, prize_mode, bet_type, region_group)
);
