-- A banner's words, per language, drawn by the apps over its art (which carries no text):
-- { "vi": { "title": "...", "subtitle": "...", "cta": "..." }, "en": { ... } }, every field optional.
-- `title` (the column) stays the image's text alternative, for a banner without words.
alter table banners add column texts jsonb not null default '{}'::jsonb
  check (jsonb_typeof(texts) = 'object');
