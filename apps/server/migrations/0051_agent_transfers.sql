-- Transfers between an agent and its upline or its team (issue 19, docs/agent-centre.md): one
-- keyed `transfer` journal each; the key makes a repeat answer the first transfer.
create table agent_transfers (
  id bigserial primary key,
  brand_id int not null references brands (id),
  from_id bigint not null references members (id),
  to_id bigint not null references members (id),
  -- Where the money went, seen from the sender.
  direction text not null check (direction in ('upline', 'downline')),
  amount bigint not null check (amount > 0),
  idempotency_key text not null check (length(idempotency_key) between 1 and 120),
  journal_id bigint not null references journals (id),
  created_at timestamptz not null default now(),
  constraint agent_transfers_key unique (from_id, idempotency_key),
  constraint agent_transfers_parties check (from_id <> to_id)
);

create index agent_transfers_by_sender on agent_transfers (from_id, created_at desc, id desc);
create index agent_transfers_by_receiver on agent_transfers (to_id, created_at desc, id desc);
