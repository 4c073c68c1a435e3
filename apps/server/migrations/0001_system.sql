-- The brand and the system domain: status, switches, field rules, lines, resources, help centre.

create table brands (
  id serial primary key,
  code text not null unique,
  name text not null,
  platform text not null default 'WEB',
  merchant text not null,
  lottery_type text not null default 'Elott',
  default_language text not null default 'vi',
  languages text[] not null default '{vi,en}',
  default_theme text not null default 'dark' check (default_theme in ('dark', 'light')),
  time_zone text not null default 'Asia/Ho_Chi_Minh',
  currency text not null default 'VND',
  created_at timestamptz not null default now()
);

create table system_settings (
  brand_id int primary key references brands (id),
  maintenance_enabled boolean not null default false,
  maintenance_message text,
  maintenance_ends_at timestamptz,
  blocked_countries text[] not null default '{}',
  blocked_cidrs cidr[] not null default '{}',
  updated_at timestamptz not null default now()
);

-- The whitelabel tree: each switch is a node; parent_mod_id makes the tree.
create table feature_switches (
  brand_id int not null references brands (id),
  mod_id text not null,
  parent_mod_id text,
  enabled boolean not null,
  sort int not null default 0,
  primary key (brand_id, mod_id),
  foreign key (brand_id, parent_mod_id) references feature_switches (brand_id, mod_id)
);

create table field_rules (
  brand_id int not null references brands (id),
  form text not null,
  field text not null,
  pattern_id smallint not null check (pattern_id between 0 and 16),
  accepted_pattern text,
  min_length int not null check (min_length >= 0),
  max_length int not null,
  required boolean not null,
  confirm_of text,
  sort int not null default 0,
  primary key (brand_id, form, field),
  check (min_length <= max_length)
);

create table domain_routes (
  id serial primary key,
  brand_id int not null references brands (id),
  device smallint not null,
  domain_name text not null,
  description text,
  sort int not null default 0,
  enabled boolean not null default true,
  unique (brand_id, device, domain_name)
);

create table resources (
  id serial primary key,
  brand_id int not null references brands (id),
  resource_type text not null,
  url text not null,
  title text not null,
  unique (brand_id, resource_type)
);

create table customer_service_entries (
  id serial primary key,
  brand_id int not null references brands (id),
  title text not null,
  url text not null,
  sort int not null default 0
);

create table cdns (
  id serial primary key,
  brand_id int not null references brands (id),
  kind text not null check (kind in ('image', 'launch')),
  url text not null,
  sort int not null default 0,
  unique (brand_id, kind, url)
);

create table help_categories (
  id serial primary key,
  brand_id int not null references brands (id),
  language text not null,
  title text not null,
  sort int not null default 0
);

create table help_articles (
  id serial primary key,
  category_id int not null references help_categories (id) on delete cascade,
  title text not null,
  content text not null,
  sort int not null default 0
);

-- Every change an operator makes, who made it and what it was.
create table operator_audit (
  id bigserial primary key,
  brand_id int not null references brands (id),
  action text not null,
  detail jsonb not null,
  request_id text,
  created_at timestamptz not null default now()
);
