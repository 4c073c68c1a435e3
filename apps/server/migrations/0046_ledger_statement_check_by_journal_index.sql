-- The statement-level balance check of 0021 (as 0044 left it) looked its journals up with
-- `journal_id in (select distinct journal_id from inserted_postings)`. The planner knows nothing of
-- a transition table's size, so it hashed the subquery and read every row of `postings`: each
-- journal's statement cost grew with the whole ledger (12 ms a statement at 33,000 postings, and a
-- live ledger holds millions). Given as an array, the journals are looked up in
-- `postings_by_journal`, whatever the ledger's size. Same rule, same errors.
create or replace function ledger_check_statement_balanced() returns trigger
language plpgsql as $$
declare
  unbalanced record;
begin
  select p.journal_id, min(a.currency) as currency, count(distinct a.currency) as currencies
    into unbalanced
    from postings p join ledger_accounts a on a.id = p.account_id
   where p.journal_id = any (array(select distinct journal_id from inserted_postings))
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
