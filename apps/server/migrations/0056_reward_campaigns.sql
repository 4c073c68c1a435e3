-- Campaigns: red envelope, prize wheel, lucky ticket (issue 20, docs/campaigns.md, decision 0025).
-- Operator-funded: a money budget (bonus journals from `bonus_expense`) and a points budget
-- (points journals from `points_issued`). Nothing here holds a balance; the ledger does.

create table reward_campaigns (
  id bigserial primary key,
  brand_id int not null references brands (id),
  kind text not null check (kind in ('red_envelope', 'wheel', 'lucky_ticket')),
  -- { "vi": { "name": …, "description": … }, "en": { … } }
  texts jsonb not null,
  -- What a draw may take is checked in one conditional update of this row (service.ts): a draw is
  -- made only while what is left covers the largest prize, so `paid` never passes `budget`.
  budget bigint not null check (budget >= 0),
  paid bigint not null default 0 check (paid >= 0),
  points_budget bigint not null default 0 check (points_budget >= 0),
  points_paid bigint not null default 0 check (points_paid >= 0),
  max_money_prize bigint not null check (max_money_prize >= 0),
  max_points_prize bigint not null check (max_points_prize >= 0),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  closed_at timestamptz,
  -- Eligibility: credited deposits and valid bets of at least so much over the last `window_days`
  -- days (null: since the account opened).
  min_deposits bigint not null default 0 check (min_deposits >= 0),
  min_valid_bets bigint not null default 0 check (min_valid_bets >= 0),
  window_days int check (window_days between 1 and 365),
  draws_allowed int not null check (draws_allowed between 1 and 100),
  draws_per text not null check (draws_per in ('campaign', 'day')),
  -- [{ "kind": "money" | "points" | "none", "amount": "…", "weight": n }], fixed at the first draw.
  prizes jsonb not null,
  draws int not null default 0,
  -- Raised by every operator change: a draw pays only from the table it read (service.ts).
  version int not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint reward_campaigns_schedule check (ends_at > starts_at),
  constraint reward_campaigns_within_budget check (paid <= budget and points_paid <= points_budget)
);
create index reward_campaigns_by_brand on reward_campaigns (brand_id, ends_at, id);

-- A member's campaign seed pair (decision 0025): the server seed is shown by its hash until the
-- member rotates the pair, which reveals it; each draw takes the next nonce under the row's lock.
create table reward_seed_pairs (
  id bigserial primary key,
  brand_id int not null references brands (id),
  member_id bigint not null references members (id),
  server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text not null check (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed text not null check (client_seed ~ '^[\x20-\x7e]{1,64}$'),
  next_nonce int not null default 0 check (next_nonce >= 0),
  created_at timestamptz not null default now(),
  revealed_at timestamptz
);
create unique index reward_seed_pairs_active on reward_seed_pairs (member_id) where revealed_at is null;

-- One row per draw, written with its journal and the campaign's update in one transaction.
create table reward_campaign_draws (
  id bigserial primary key,
  brand_id int not null references brands (id),
  campaign_id bigint not null references reward_campaigns (id),
  member_id bigint not null references members (id),
  -- 'all' for an allowance per campaign, the brand's day (YYYY-MM-DD) for one per day.
  period_key text not null,
  draw_number int not null check (draw_number >= 1),
  seed_pair_id bigint not null references reward_seed_pairs (id),
  nonce int not null check (nonce >= 0),
  -- The prize table as it stood, and the line drawn.
  prizes jsonb not null,
  prize_index int not null check (prize_index >= 0),
  prize_kind text not null check (prize_kind in ('money', 'points', 'none')),
  prize_amount bigint not null check (prize_amount >= 0),
  journal_id bigint references journals (id),
  idempotency_key text not null check (length(idempotency_key) between 1 and 120),
  created_at timestamptz not null default now(),
  constraint reward_campaign_draws_once unique (campaign_id, member_id, period_key, draw_number),
  constraint reward_campaign_draws_key unique (member_id, idempotency_key),
  constraint reward_campaign_draws_nonce unique (seed_pair_id, nonce),
  constraint reward_campaign_draws_paid check ((prize_kind = 'none') = (journal_id is null))
);
create index reward_campaign_draws_by_campaign on reward_campaign_draws (campaign_id, id desc);
create index reward_campaign_draws_by_member on reward_campaign_draws (member_id, id desc);
create index reward_campaign_draws_by_journal on reward_campaign_draws (journal_id);
