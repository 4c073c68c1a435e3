-- The referral programme's rules and what it paid (issue 20, part 7; docs/referral.md). A reward is
-- a keyed `bonus` journal from `bonus_expense` with its own turnover (0055); `referral_rewards` says
-- which friend it was paid for. Its unique friend is what makes a claim pay once, whatever races it.

-- The operator's rules, one row per brand: `reward` paid to the referrer for each friend whose
-- credited deposits reach `min_deposit` and whose valid bets reach `min_valid_bets`.
create table referral_rules (
  brand_id int primary key references brands (id),
  reward bigint not null check (reward > 0),
  min_deposit bigint not null check (min_deposit >= 0),
  min_valid_bets bigint not null check (min_valid_bets >= 0),
  -- The reward's turnover requirement: reward x this, bet before a withdrawal.
  turnover_multiplier int not null check (turnover_multiplier between 0 and 100),
  active boolean not null default true,
  updated_at timestamptz not null default now()
);

create table referral_rewards (
  id bigserial primary key,
  brand_id int not null references brands (id),
  referrer_id bigint not null references members (id),
  friend_id bigint not null references members (id),
  amount bigint not null check (amount > 0),
  turnover_required bigint not null check (turnover_required >= 0),
  journal_id bigint not null references journals (id),
  -- The member's claim key: the same key again answers this reward.
  idempotency_key text not null,
  created_at timestamptz not null default now(),
  constraint referral_rewards_once unique (friend_id)
);
create index referral_rewards_by_referrer on referral_rewards (referrer_id, id desc);
