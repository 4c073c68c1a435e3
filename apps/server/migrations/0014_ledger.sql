-- The ledger: member accounts beside the house accounts of 0003, journals and their postings.
-- Every change of a balance is one journal whose postings sum to zero per currency, written in the
-- same transaction as the balance update. The service (src/wallet/ledger.ts) is the only writer;
-- the rules that matter most are enforced here as well, so no code path can break them.

-- Member accounts: 'main' (the wallet, in the brand's currency) and 'points' (their own unit, PTS).
-- House accounts keep kind 'house', a code and no member. Member accounts have no code: the unique
-- key (brand_id, code) of 0003 stays as it is and, nulls never colliding, holds among house accounts
-- only (a partial index would say the same, but ON CONFLICT (brand_id, code) in the seed needs a
-- plain unique key to infer).
alter table ledger_accounts
  add column member_id bigint references members (id),
  add column kind text not null default 'house' check (kind in ('main', 'points', 'house')),
  alter column code drop not null;

alter table ledger_accounts
  add constraint ledger_accounts_owner check (
    (kind = 'house') = (member_id is null) and (kind = 'house') = (code is not null)
  ),
  add constraint ledger_accounts_points_unit check (kind <> 'points' or currency = 'PTS'),
  -- The promise to players: a member's balance never goes below zero, whatever writes it.
  -- House and clearing accounts may (the house pays out before it earns).
  add constraint ledger_accounts_member_not_negative check (kind = 'house' or balance >= 0);

create unique index ledger_accounts_member_kind on ledger_accounts (member_id, kind) where member_id is not null;

create table journals (
  id bigserial primary key,
  brand_id int not null references brands (id),
  -- deposit, withdrawal_hold, withdrawal_release, bet, win, transfer, adjustment, ... (the service
  -- names them; a new kind needs no migration).
  kind text not null check (kind ~ '^[a-z][a-z_]{1,39}$'),
  idempotency_key text not null check (length(idempotency_key) between 1 and 200),
  -- SHA-256 of the canonical request: the same key with another request is refused, not replayed.
  request_hash bytea not null check (length(request_hash) = 32),
  memo text,
  created_at timestamptz not null default now(),
  constraint journals_brand_idempotency_key unique (brand_id, idempotency_key)
);

create table postings (
  id bigserial primary key,
  journal_id bigint not null references journals (id),
  account_id bigint not null references ledger_accounts (id),
  amount bigint not null check (amount <> 0),
  -- The account's balance right after this posting: the account record and a replay read it back.
  balance_after bigint not null,
  created_at timestamptz not null default now()
);

create index postings_by_account on postings (account_id, created_at desc, id desc);
create index postings_by_journal on postings (journal_id);
create index journals_by_brand_time on journals (brand_id, created_at);

-- A journal balances: its postings sum to zero in each currency, and it has postings at all.
-- Checked at commit (deferred), when every posting of the journal has been written.
create function ledger_check_journal_balanced() returns trigger
language plpgsql as $$
declare
  checked_journal bigint;
  unbalanced text;
begin
  if tg_table_name = 'journals' then
    checked_journal := new.id;
  else
    checked_journal := new.journal_id;
  end if;
  if not exists (select 1 from postings where journal_id = checked_journal) then
    raise exception 'journal % has no postings', checked_journal using errcode = '23514';
  end if;
  select a.currency into unbalanced
    from postings p join ledger_accounts a on a.id = p.account_id
   where p.journal_id = checked_journal
   group by a.currency
  having sum(p.amount) <> 0
   limit 1;
  if unbalanced is not null then
    raise exception 'the postings of journal % do not sum to zero in %', checked_journal, unbalanced
      using errcode = '23514';
  end if;
  return null;
end;
$$;

create constraint trigger postings_balanced
  after insert on postings deferrable initially deferred
  for each row execute function ledger_check_journal_balanced();

create constraint trigger journals_have_postings
  after insert on journals deferrable initially deferred
  for each row execute function ledger_check_journal_balanced();

-- The books are append-only: a mistake is corrected by another journal, never by an edit.
create function ledger_refuse_change() returns trigger
language plpgsql as $$
begin
  raise exception '% is append-only', tg_table_name using errcode = '42501';
end;
$$;

create trigger journals_append_only before update or delete on journals
  for each row execute function ledger_refuse_change();
create trigger postings_append_only before update or delete on postings
  for each row execute function ledger_refuse_change();

-- The house accounts every brand has, opened with the brand. points_issued is the other side of
-- every points movement, in points.
create function ledger_open_house_accounts() returns trigger
language plpgsql as $$
begin
  insert into ledger_accounts (brand_id, code, currency, kind)
  select new.id, house.code, case when house.code = 'points_issued' then 'PTS' else new.currency end, 'house'
    from unnest(array['house', 'deposits_clearing', 'withdrawals_clearing', 'bonus_expense',
                      'rebate_expense', 'agent_commissions', 'jackpot_pool', 'points_issued']) as house (code)
  on conflict do nothing;
  return null;
end;
$$;

create trigger brands_open_house_accounts after insert on brands
  for each row execute function ledger_open_house_accounts();

-- Brands that exist already get theirs now; their jackpot_pool row (and its id) stays as it is.
insert into ledger_accounts (brand_id, code, currency, kind)
select b.id, house.code, case when house.code = 'points_issued' then 'PTS' else b.currency end, 'house'
  from brands b
 cross join unnest(array['house', 'deposits_clearing', 'withdrawals_clearing', 'bonus_expense',
                         'rebate_expense', 'agent_commissions', 'jackpot_pool', 'points_issued']) as house (code)
on conflict do nothing;
