-- The deferred check of 0014 ran at commit once per journal and read the journal's postings twice:
-- whether it has any, then their sums per currency joined to their accounts. Since 0021 (as 0046
-- left it) every statement that writes postings checks the sums of every journal it touched, old
-- postings included, and postings are append-only: at commit a journal's sums are those its last
-- posting statement checked. The check at commit keeps its own rule only, that the journal has
-- postings, in one probe of postings_by_journal.
--
-- The probe's plan is made once per connection and kept. Made while `postings` was small, it was
-- a scan of the whole table, kept as the table grew: in one 40 s run of the house bench the
-- commits read all of `postings` once per journal (18 % of the machine's time at its end). With
-- sequential scans off inside this function alone, the plan is the index's whatever the planner
-- believes of the table's size.
create function ledger_check_journal_has_postings() returns trigger
language plpgsql
set enable_seqscan = off
as $$
begin
  perform 1 from postings where journal_id = new.id limit 1;
  if not found then
    raise exception 'journal % has no postings', new.id using errcode = '23514';
  end if;
  return null;
end;
$$;

drop trigger journals_have_postings on journals;
create constraint trigger journals_have_postings
  after insert on journals deferrable initially deferred
  for each row execute function ledger_check_journal_has_postings();

drop function ledger_check_journal_balanced();
