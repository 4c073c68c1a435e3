-- The site's own pages (terms, privacy, responsible gaming), written by the operator per brand and
-- language, and the footer's settings: the licence text per language and the payment badges shown.
-- A page's body is plain text with the help centre's markup; the member site renders it as text.

create table site_page_texts (
  brand_id int not null references brands (id),
  slug text not null check (slug in ('terms', 'privacy', 'responsible-gaming')),
  language text not null,
  title text not null,
  body text not null,
  updated_at timestamptz not null default now(),
  primary key (brand_id, slug, language)
);

create table site_footers (
  brand_id int primary key references brands (id),
  -- { "vi": "...", "en": "..." }
  licence_texts jsonb not null default '{}'::jsonb check (jsonb_typeof(licence_texts) = 'object'),
  payment_badges text[] not null default '{}',
  updated_at timestamptz not null default now()
);
