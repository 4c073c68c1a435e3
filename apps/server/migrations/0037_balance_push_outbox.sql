-- A member's balance push leaves the journal's transaction (decision 0013). Since 0025 every change
-- of a member's main balance sent a NOTIFY from the transaction that made it. PostgreSQL serialises
-- the commits of every transaction that notified (one lock on the notification queue, held through
-- the commit's flush), so with the system accounts off their hot rows (0035) that lock became the
-- one every bet queued on. Now the change leaves a row here, written in the same transaction (so
-- it exists only if the money moved); each server instance sends what is here a few times a second,
-- one NOTIFY per member with the latest balance, in one transaction that deletes the rows it sends.
-- What a page receives is unchanged: { topic: 'balance', brandId, memberId, data: { balance } },
-- only after the money moved, now up to a fraction of a second later.

create table ledger_balance_pushes (
  id bigserial primary key,
  brand_id int not null,
  member_id bigint not null,
  balance bigint not null,
  created_at timestamptz not null default now()
);

create index ledger_balance_pushes_by_brand on ledger_balance_pushes (brand_id, id);

-- Same trigger (0025), same condition (a member's main balance changed, whatever wrote it): it now
-- queues the push instead of sending it.
create or replace function live_events_notify_balance() returns trigger
language plpgsql as $$
begin
  insert into ledger_balance_pushes (brand_id, member_id, balance)
  values (new.brand_id, new.member_id, new.balance);
  return null;
end;
$$;
