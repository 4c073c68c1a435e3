-- A deposit channel's name per language ({ "vi": "Thanh toán trực tuyến", "en": "Online payment" }),
-- shown to members in their language; `name` stays the name for a language without one (and the
-- operator's). A proper name (Vietcombank, MoMo) needs none.
alter table deposit_channels add column names jsonb not null default '{}'::jsonb
  check (jsonb_typeof(names) = 'object');
