-- Agent contracts and their settlement (issue 19, docs/agent-contracts.md, decision 0023).

-- The brand's top-level contracts: what an agent with no agent above it holds of each kind, and the
-- ceiling of what it may offer below.
create table agent_contract_templates (
  brand_id int not null references brands (id),
  kind text not null check (kind in ('dividend', 'daily_salary', 'hourly_salary', 'real_time_salary')),
  terms jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (brand_id, kind)
);

-- A contract an upline offered its direct downline. States and who moves them: offers.ts.
create table agent_contracts (
  id bigserial primary key,
  brand_id int not null references brands (id),
  kind text not null check (kind in ('dividend', 'daily_salary', 'hourly_salary', 'real_time_salary')),
  upline_id bigint not null references members (id),
  agent_id bigint not null references members (id),
  terms jsonb not null,
  state text not null default 'offered'
    check (state in ('offered', 'signed', 'rejected', 'termination_requested', 'terminated')),
  termination_requested_by bigint references members (id),
  -- Set when another contract's acceptance cancelled this one (the cancellation rule).
  cancelled_by bigint references agent_contracts (id),
  offered_at timestamptz not null default now(),
  signed_at timestamptz,
  -- When it was rejected or terminated: a contract pays the periods that end while it stands.
  ended_at timestamptz,
  constraint agent_contracts_parties check (upline_id <> agent_id),
  constraint agent_contracts_signed check ((state in ('signed', 'termination_requested', 'terminated')) = (signed_at is not null)),
  constraint agent_contracts_ended check ((state in ('rejected', 'terminated')) = (ended_at is not null))
);

-- At most one standing contract and one open offer of each kind per agent.
create unique index agent_contracts_one_standing on agent_contracts (agent_id, kind)
  where state in ('signed', 'termination_requested');
create unique index agent_contracts_one_offer on agent_contracts (agent_id, kind) where state = 'offered';
create index agent_contracts_by_upline on agent_contracts (upline_id, kind, state);
-- The contracts that stood at a period's end, by kind.
create index agent_contracts_by_kind on agent_contracts (brand_id, kind, signed_at);

-- One settlement of a kind for one period (the key of periods.ts), claimed by its row in the
-- transaction that pays: a second instance, a re-run or a crash never pays a period twice.
create table agent_settlements (
  id bigserial primary key,
  brand_id int not null references brands (id),
  kind text not null check (kind in ('dividend', 'daily_salary', 'hourly_salary', 'real_time_salary')),
  period_key text not null,
  period_start timestamptz not null,
  period_end timestamptz not null,
  agents int not null default 0,
  paid bigint not null default 0 check (paid >= 0),
  settled_at timestamptz not null default now(),
  constraint agent_settlements_once unique (brand_id, kind, period_key)
);

-- What one agent was paid by one settlement, with the statement it opens from my income.
create table agent_payouts (
  id bigserial primary key,
  settlement_id bigint not null references agent_settlements (id),
  agent_id bigint not null references members (id),
  -- Null when the agent was paid by the brand's template (a top-level agent).
  contract_id bigint references agent_contracts (id),
  kind text not null,
  period_key text not null,
  amount bigint not null check (amount >= 0),
  statement jsonb not null,
  journal_id bigint references journals (id),
  created_at timestamptz not null default now(),
  constraint agent_payouts_once unique (settlement_id, agent_id),
  constraint agent_payouts_journal check ((amount > 0) = (journal_id is not null))
);

create index agent_payouts_by_agent on agent_payouts (agent_id, id desc);

-- A settlement reads every member's figures of a period: settled rounds and credited deposits by time.
create index bets_settled_by_time on bets (brand_id, settled_at) where status = 'settled';
create index deposits_credited_by_time on deposits (brand_id, decided_at) where status = 'credited';
