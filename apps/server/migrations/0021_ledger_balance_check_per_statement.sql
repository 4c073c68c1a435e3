-- The balance check of 0014 ran at commit once per posting row and once per journal, each time
-- summing the journal's postings: three checks for a two-posting journal, all while the journal's
-- accounts stay locked. The ledger writes a journal's postings in one statement, so the check now
-- runs once per insert statement over every journal that statement touched (old postings of those
-- journals included, so a later unbalanced addition is refused too). The deferred check that every
-- journal has postings stays as it was.

drop trigger postings_balanced on postings;

create function ledger_check_statement_balanced() returns trigger
language plpgsql as $$
declare
  unbalanced record;
begin
  select p.journal_id, a.currency into unbalanced
    from postings p join ledger_accounts a on a.id = p.account_id
   where p.journal_id in (select distinct journal_id from inserted_postings)
   group by p.journal_id, a.currency
  having sum(p.amount) <> 0
   limit 1;
  if found then
    raise exception 'the postings of journal % do not sum to zero in %', unbalanced.journal_id, unbalanced.currency
      using errcode = '23514';
  end if;
  return null;
end;
$$;

create trigger postings_balanced_per_statement
  after insert on postings
  referencing new table as inserted_postings
  for each statement execute function ledger_check_statement_balanced();
