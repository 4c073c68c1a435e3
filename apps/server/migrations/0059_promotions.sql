-- Promotions, the activity centre and the reward centre (issue 20, docs/promotions.md). Every bonus
-- is a keyed `bonus` journal from `bonus_expense` with its turnover (0055); these tables say which
-- promotion paid it, to whom, for which day, and hold applications and their images.

create table promotions (
  id bigserial primary key,
  brand_id int not null references brands (id),
  -- The activity centre's filter type.
  type text not null check (type in ('newbie', 'limited', 'special', 'daily', 'high_rebate', 'vip')),
  rule text not null check (rule in ('registration_bonus', 'first_deposit_match', 'reload_bonus',
                                     'daily_sign_in', 'turnover_challenge', 'application')),
  -- The rule's parameters, as the contract's promotionTermsSchema checks them.
  terms jsonb not null,
  -- { "vi": { "title", "summary", "body" }, "en": { … } }
  texts jsonb not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  active boolean not null default true,
  sort int not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at > starts_at)
);
create index promotions_by_brand on promotions (brand_id, active, sort, id);

-- A member joined a challenge: its valid bets count from then.
create table promotion_entries (
  promotion_id bigint not null references promotions (id),
  member_id bigint not null references members (id),
  joined_at timestamptz not null default now(),
  primary key (promotion_id, member_id)
);

-- What a promotion paid a member. `period` is '' for once-only rules and the brand day
-- (YYYY-MM-DD) for daily ones: the unique key is what makes a claim pay once, whatever races it.
create table promotion_grants (
  id bigserial primary key,
  brand_id int not null references brands (id),
  promotion_id bigint not null references promotions (id),
  member_id bigint not null references members (id),
  period text not null default '',
  amount bigint not null check (amount > 0),
  turnover_required bigint not null check (turnover_required >= 0),
  -- claimed by the member, or issued by the operator (an approved application)
  status text not null check (status in ('claimed', 'issued')),
  -- The run of days a sign-in continued (1 on a first day or after a gap).
  streak int,
  -- The deposit a match or a reload was paid on.
  deposit_id bigint,
  journal_id bigint not null references journals (id),
  -- The member's claim key (null for an operator's grant): the same key again answers this grant.
  idempotency_key text,
  created_at timestamptz not null default now(),
  constraint promotion_grants_once unique (promotion_id, member_id, period)
);
create index promotion_grants_by_member on promotion_grants (member_id, id desc);

-- An image uploaded for an application: checked png or jpg by its bytes, at most 5 MB. Unattached
-- images older than a day are removed by the upload call's own sweep.
create table promotion_images (
  id bigserial primary key,
  brand_id int not null references brands (id),
  member_id bigint not null references members (id),
  application_id bigint,
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  size int not null check (size between 1 and 5242880),
  bytes bytea not null,
  created_at timestamptz not null default now()
);
create index promotion_images_by_member on promotion_images (member_id, application_id);

create table promotion_applications (
  id bigserial primary key,
  brand_id int not null references brands (id),
  promotion_id bigint not null references promotions (id),
  member_id bigint not null references members (id),
  comment text not null,
  status text not null default 'applying' check (status in ('applying', 'issued', 'rejected')),
  amount bigint,
  operator_remark text,
  decided_by bigint references operators (id),
  decided_at timestamptz,
  grant_id bigint references promotion_grants (id),
  idempotency_key text not null,
  request_hash bytea not null,
  created_at timestamptz not null default now(),
  -- One application per member and promotion (a rejected one stays rejected).
  constraint promotion_applications_once unique (promotion_id, member_id),
  constraint promotion_applications_key unique (member_id, idempotency_key)
);
create index promotion_applications_queue on promotion_applications (brand_id, status, id);
alter table promotion_images
  add constraint promotion_images_application foreign key (application_id) references promotion_applications (id);
