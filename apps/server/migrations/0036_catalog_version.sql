-- The catalog's version (src/games/catalog/lobby-read-model.ts, docs/games-catalog.md): each server
-- instance keeps the lobby's games in memory and serves `GET /lgw/games` from there; before each
-- answer it reads this one row, and when the number has moved it reloads the catalog (the number and
-- the games read in one snapshot). The database bumps the number itself, in the writing transaction,
-- after any statement that changes what the lobby shows: every writer is covered (the operator's
-- calls, the vendor wallet's vendor calls, seeds, a hand-written fix), and another instance sees the
-- change at its next request, exactly when it sees the committed rows.
--
-- One row for the whole database: catalog changes are rare operator actions, so the lock a writer
-- holds on it until commit queues only other catalog writers, never a player's call.
create table catalog_version (
  singleton boolean primary key default true check (singleton),
  version bigint not null
);
insert into catalog_version (version) values (1);

create function catalog_version_bump() returns trigger
language plpgsql as $$
begin
  update catalog_version set version = version + 1;
  return null;
end
$$;

-- Per statement, not per row: a bulk load bumps once. A statement that matched no row bumps too,
-- which only costs the next request a reload.
create trigger games_bump_catalog_version
  after insert or update or delete or truncate on games
  for each statement execute function catalog_version_bump();

create trigger vendors_bump_catalog_version
  after insert or delete or truncate on vendors
  for each statement execute function catalog_version_bump();

-- Only the vendor columns the lobby shows or filters by: a secret's rotation changes no lobby.
-- A lobby read that comes to use another vendor column adds it here in a new migration.
create trigger vendors_catalog_fields_bump_catalog_version
  after update of brand_id, code, name, lane_title, sort, enabled on vendors
  for each statement execute function catalog_version_bump();
