-- Live events (balance pushes, one-use stream tickets) and PAPPU, the multiplayer Crash room.

-- A member's wallet balance is pushed to their open pages: after any change of a member's 'main'
-- balance, whatever wrote it, one tiny NOTIFY on the channel every instance LISTENs to. PostgreSQL
-- delivers it on commit only, so a page never sees money that did not move. The member id and the
-- balance travel as strings (bigint in JSON would lose digits in a browser).
create function live_events_notify_balance() returns trigger
language plpgsql as $$
begin
  perform pg_notify('lotus_events', json_build_object(
    'topic', 'balance',
    'brandId', new.brand_id,
    'memberId', new.member_id::text,
    'data', json_build_object('balance', new.balance::text)
  )::text);
  return null;
end;
$$;

create trigger ledger_accounts_notify_balance
  after update of balance on ledger_accounts
  for each row
  when (new.kind = 'main' and new.member_id is not null and new.balance is distinct from old.balance)
  execute function live_events_notify_balance();

-- An EventSource cannot send an Authorization header: a logged-in page trades its token for a ticket
-- (POST /wps/relay/events/ticket), used once within seconds on any instance. Only its hash is kept.
create table live_event_tickets (
  ticket_hash bytea primary key check (length(ticket_hash) = 32),
  brand_id int not null references brands (id),
  member_id bigint not null references members (id),
  expires_at timestamptz not null
);

create index live_event_tickets_by_expiry on live_event_tickets (expires_at);

-- One PAPPU room per brand: its rounds, one after another. The server seed stays secret until the
-- round has crashed; its SHA-256 is published when betting opens. The crash point is drawn from
-- HMAC-SHA256(server seed, `client seed:round number:0`) when the round is created and never shown
-- before the crash.
create table crash_rounds (
  id bigserial primary key,
  brand_id int not null references brands (id),
  round_number bigint not null check (round_number >= 1),
  server_seed text not null,
  server_seed_hash text not null check (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed text not null,
  -- Ten-thousandths of the stake, like every multiplier (10000 = 1.00x).
  crash_point bigint not null check (crash_point >= 10000),
  phase text not null check (phase in ('betting', 'running', 'crashed')),
  created_at timestamptz not null default now(),
  betting_ends_at timestamptz not null,
  started_at timestamptz,
  -- started_at + the curve's time to the crash point: no cash-out at or after it.
  crashes_at timestamptz,
  crashed_at timestamptz,
  constraint crash_rounds_number unique (brand_id, round_number),
  constraint crash_rounds_running_times check (phase = 'betting' or (started_at is not null and crashes_at is not null)),
  constraint crash_rounds_crashed_time check (phase <> 'crashed' or crashed_at is not null)
);

create index crash_rounds_latest on crash_rounds (brand_id, round_number desc);

create table crash_bets (
  id bigserial primary key,
  brand_id int not null references brands (id),
  round_id bigint not null references crash_rounds (id),
  member_id bigint not null references members (id),
  -- Shown to the room (e.g. "ab***z"): the full name never leaves the server.
  masked_name text not null,
  stake bigint not null check (stake > 0),
  -- The automatic cash-out target in ten-thousandths, or none.
  auto_cash_out bigint check (auto_cash_out between 10100 and 10000000),
  -- Set once, when the bet is settled: the multiplier it cashed out at (null: lost) and its payout.
  cashed_out_at bigint,
  payout bigint check (payout >= 0),
  settled_at timestamptz,
  idempotency_key text not null check (length(idempotency_key) between 1 and 64),
  created_at timestamptz not null default now(),
  constraint crash_bets_one_per_round unique (round_id, member_id),
  constraint crash_bets_idempotency unique (member_id, idempotency_key),
  constraint crash_bets_settled check ((settled_at is null) = (payout is null)),
  constraint crash_bets_cash_out check (cashed_out_at is null or (payout is not null and cashed_out_at >= 10100))
);

create index crash_bets_open on crash_bets (round_id) where settled_at is null;
