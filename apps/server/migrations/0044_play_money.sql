-- Play money (decision 0018): what a free-play guest bets with. Its own currency, XPM (no ISO 4217
-- currency: X marks a code no country issues, and XPM is not assigned), on accounts of its own, in
-- journals of its own. A journal never mixes currencies, so play money never meets real money.
--
--   * A guest (members.is_demo) holds one member account of kind 'play', in XPM. Only a guest, and
--     a guest holds no other account (the ledger checks the owner; a real member never has 'play').
--   * System accounts in XPM: 'play_issued' per brand (the issuer: every grant and top-up is paid
--     out of it, so its balance is minus all play money ever given) and 'play_vendor:<code>' per
--     vendor (the house's play account is 'play_vendor:LOTUS'; a simulator vendor's its own), the
--     other side of play bets and wins, as 'vendor:<code>' is of real ones.
--   * An XPM account is a 'play' account or a 'play_*' system account, and those are XPM only.

alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts
  add constraint ledger_accounts_kind_check check (kind in ('main', 'points', 'vendor', 'house', 'play')),
  add constraint ledger_accounts_play_money check (
    (currency = 'XPM') = (kind = 'play' or (kind = 'house' and code like 'play\_%'))
  );

-- The brand's play-money issuer, opened with the brand (and now for the brands there are).
create or replace function ledger_open_house_accounts() returns trigger
language plpgsql as $$
begin
  insert into ledger_accounts (brand_id, code, currency, kind)
  select new.id, house.code,
         case house.code when 'points_issued' then 'PTS' when 'play_issued' then 'XPM' else new.currency end,
         'house'
    from unnest(array['house', 'deposits_clearing', 'withdrawals_clearing', 'bonus_expense',
                      'rebate_expense', 'agent_commissions', 'jackpot_pool', 'points_issued',
                      'play_issued']) as house (code)
  on conflict do nothing;
  return null;
end;
$$;

insert into ledger_accounts (brand_id, code, currency, kind)
select id, 'play_issued', 'XPM', 'house' from brands
on conflict do nothing;

-- Each vendor's play account, opened with the vendor beside its real one.
create or replace function ledger_open_vendor_account() returns trigger
language plpgsql as $$
begin
  insert into ledger_accounts (brand_id, code, currency, kind)
  select new.brand_id, 'vendor:' || new.code, b.currency, 'house' from brands b where b.id = new.brand_id
  union all
  select new.brand_id, 'play_vendor:' || new.code, 'XPM', 'house'
  on conflict do nothing;
  return null;
end;
$$;

insert into ledger_accounts (brand_id, code, currency, kind)
select brand_id, 'play_vendor:' || code, 'XPM', 'house' from vendors
on conflict do nothing;

-- A journal is in one currency: the statement check of 0021 now also refuses a journal whose
-- postings name accounts of two currencies (with one currency, its sum is the journal's sum).
create or replace function ledger_check_statement_balanced() returns trigger
language plpgsql as $$
declare
  unbalanced record;
begin
  select p.journal_id, min(a.currency) as currency, count(distinct a.currency) as currencies
    into unbalanced
    from postings p join ledger_accounts a on a.id = p.account_id
   where p.journal_id in (select distinct journal_id from inserted_postings)
   group by p.journal_id
  having count(distinct a.currency) > 1 or sum(p.amount) <> 0
   limit 1;
  if found then
    if unbalanced.currencies > 1 then
      raise exception 'the postings of journal % mix currencies', unbalanced.journal_id
        using errcode = '23514';
    end if;
    raise exception 'the postings of journal % do not sum to zero in %', unbalanced.journal_id, unbalanced.currency
      using errcode = '23514';
  end if;
  return null;
end;
$$;

-- A round played with play money: its row of `bets` says so (wallet 'play', currency XPM).
alter table bets drop constraint bets_wallet_check;
alter table bets
  add constraint bets_wallet_check check (wallet in ('main', 'vendor', 'play')),
  add constraint bets_play_money check ((wallet = 'play') = (currency = 'XPM'));

-- The brand's play-money settings: what a guest starts with, the top-up (to that amount again),
-- allowed only below the threshold and at most so many times an hour.
alter table brands
  add column play_money_grant bigint not null default 1000000 check (play_money_grant > 0),
  add column play_money_top_up_below bigint not null default 100000 check (play_money_top_up_below >= 0),
  add column play_money_top_ups_per_hour int not null default 5 check (play_money_top_ups_per_hour between 0 and 100);

-- The winners board never shows a play-money round (src/winners/tables.ts): its partial index leaves
-- them out, so the guests' many rounds do not fill it.
drop index bets_winners;
create index bets_winners on bets (brand_id, settled_at desc)
  where status = 'settled' and payout > 0 and wallet <> 'play';
