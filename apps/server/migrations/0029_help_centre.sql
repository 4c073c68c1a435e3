-- The help centre becomes editable by the operator. Until now a category belonged to one language,
-- so the same category existed once per language with different ids and an article's address changed
-- with the reader's language. From here a category and an article are language-neutral (id, order,
-- published flag) and their words are a text per language.

create table help_category_texts (
  category_id int not null references help_categories (id) on delete cascade,
  language text not null,
  title text not null,
  primary key (category_id, language)
);

create table help_article_texts (
  article_id int not null references help_articles (id) on delete cascade,
  language text not null,
  title text not null,
  content text not null,
  primary key (article_id, language)
);

-- Existing content was only ever seeded, the same categories in each language in the same order:
-- the n-th category of every language of a brand becomes one category (the default language's row
-- is kept, else the lowest id), and so does the n-th article of those categories.
create temporary table help_category_pairs as
with ranked as (
  select c.id, c.brand_id, c.language, c.language = b.default_language as is_default,
         row_number() over (partition by c.brand_id, c.language order by c.sort, c.id) as position
    from help_categories c join brands b on b.id = c.brand_id
)
select id, language,
       first_value(id) over (partition by brand_id, position order by is_default desc, id) as keeper
  from ranked;

insert into help_category_texts (category_id, language, title)
select p.keeper, c.language, c.title
  from help_categories c join help_category_pairs p on p.id = c.id;

create temporary table help_article_pairs as
with ranked as (
  select a.id, p.keeper as category_id, p.language, a.category_id = p.keeper as in_keeper,
         row_number() over (partition by a.category_id order by a.sort, a.id) as position
    from help_articles a join help_category_pairs p on p.id = a.category_id
)
select id, category_id, language,
       first_value(id) over (partition by category_id, position order by in_keeper desc, id) as keeper
  from ranked;

insert into help_article_texts (article_id, language, title, content)
select p.keeper, p.language, a.title, a.content
  from help_articles a join help_article_pairs p on p.id = a.id;

delete from help_articles a using help_article_pairs p where p.id = a.id and p.keeper <> a.id;
update help_articles a set category_id = p.category_id
  from help_article_pairs p where p.id = a.id and a.category_id <> p.category_id;
delete from help_categories c using help_category_pairs p where p.id = c.id and p.keeper <> c.id;

drop table help_article_pairs;
drop table help_category_pairs;

alter table help_categories
  drop column language,
  drop column title,
  -- Marks a category other screens look for: `guide` holds the beginner guide's steps.
  add column slug text check (slug ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
  add column published boolean not null default true,
  add column updated_at timestamptz not null default now(),
  add constraint help_categories_slug_unique unique (brand_id, slug);

alter table help_articles
  drop column title,
  drop column content,
  add column published boolean not null default true,
  add column updated_at timestamptz not null default now();

create index help_categories_brand_order on help_categories (brand_id, sort, id);
create index help_articles_category_order on help_articles (category_id, sort, id);
