-- Money off the hot rows (decision 0013). Until now every journal updated the balance row of each
-- account it touched, so every bet of every member queued on the row of the house account, its
-- vendor's account and the jackpot pool until it committed. From here on only member accounts
-- (main, points, vendor sub-wallets) are locked and updated per journal. A posting to a system
-- account (kind 'house': the house, each vendor's account, the jackpot pool, bonus and commission
-- expense, the clearing accounts, points issued) is appended, plus one row here, and nothing else.
--
-- A system account's balance is always exactly
--     ledger_accounts.balance + the sum of its rows in ledger_pending_postings
-- read in one statement (the view ledger_balances below). A roll-up job moves pending rows into the
-- balance: it deletes them and adds their sum to the account's row in one transaction, so any
-- snapshot sees a row either still pending or already in the balance, never both, never neither.
-- Member balances are unchanged: still the row's balance, locked and updated by each journal,
-- never negative (the CHECK of 0014 stays).

create table ledger_pending_postings (
  -- The posting this row stands for: each system posting is pending until a roll-up moves it.
  posting_id bigint primary key references postings (id),
  -- Copied from the posting so a balance read needs no join; no foreign key of its own: the
  -- posting's already holds, and a second one would take a second key-share lock on the hot row.
  account_id bigint not null,
  amount bigint not null check (amount <> 0),
  created_at timestamptz not null default now()
);

create index ledger_pending_postings_by_account on ledger_pending_postings (account_id);

-- A system account's posting has no "balance after": no journal holds its row, so there is no
-- running balance to write. Member postings keep theirs (the ledger writes it, the records show it).
alter table postings alter column balance_after drop not null;

-- The exact balance of every account, members' and system's, in one read.
create view ledger_balances as
select a.id, a.brand_id, a.member_id, a.kind, a.code, a.vendor_code, a.currency,
       a.balance + coalesce(p.total, 0) as balance,
       greatest(a.updated_at, p.last_at) as updated_at
  from ledger_accounts a
  left join lateral (
    select sum(amount)::bigint as total, max(created_at) as last_at
      from ledger_pending_postings u
     where u.account_id = a.id
  ) p on true;

-- The roll-up's claim: one row per brand naming the last period rolled up. A runner advances it with
-- a conditional upsert in the transaction that moves the rows, so two instances never roll up one
-- period twice, and a runner that crashes leaves the period unclaimed for the next.
create table ledger_rollups (
  brand_id int primary key references brands (id),
  period_start timestamptz not null,
  rolled_at timestamptz not null default now(),
  postings_moved bigint not null default 0 check (postings_moved >= 0)
);
