-- A bonus journal's own turnover requirement (issue 20, docs/promotions.md): the valid bets the
-- member must make before a withdrawal, set by the promotion that paid it (a deposit match asks for
-- the deposit and the bonus times its multiplier). A bonus journal without a row here asks for its
-- amount times the brand's withdrawal multiplier, as before. Written by the ledger with the journal.
create table bonus_turnover (
  journal_id bigint primary key references journals (id),
  required bigint not null check (required >= 0)
);
