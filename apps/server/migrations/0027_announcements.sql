-- Announcements of the member site (spec: types B, PL, PU, PR, H; execution B; platform W).
-- B scrolls in the home page's notice line, H is listed only, PU / PL / PR are popups (everyone /
-- members / visitors). The operator writes the words per language; a member reads one language.
create table announcements (
  id serial primary key,
  brand_id int not null references brands (id),
  type text not null check (type in ('B', 'PL', 'PU', 'PR', 'H')),
  platform text not null default 'W' check (platform in ('W')),
  execution text not null default 'B' check (execution in ('B')),
  -- {"vi": {"title": ..., "content": ...}, "en": {...}, ...}: Vietnamese and English at least
  -- (the contract checks the languages and the lengths).
  texts jsonb not null check (jsonb_typeof(texts) = 'object'),
  -- The window members see it in: from starts_at (null: at once) until ends_at (null: no end).
  starts_at timestamptz,
  ends_at timestamptz,
  sort int not null default 0,
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (starts_at is null or ends_at is null or ends_at > starts_at)
);

-- The member call reads the enabled ones of a platform and execution, in the operator's order.
create index announcements_current on announcements (brand_id, platform, execution, enabled, sort);
