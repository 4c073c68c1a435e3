-- Player protection (product notes: responsible gaming): deposit and loss limits per rolling window,
-- time-outs and self-exclusions, the reality-check reminder and the no-marketing flag. The rules live
-- in src/protection/service.ts; what the database can hold by itself, it holds here.

-- One row per member, limit kind and rolling window. `amount` is the limit in force (minor units;
-- null: none). Lowering or setting a limit applies at once; raising or removing one waits 24 hours:
-- the value it will take is `pending_amount` (null: the limit goes) from `pending_from` on. A pending
-- change whose time has come is the limit in force, whether or not it has been folded in yet.
create table protection_limits (
  member_id bigint not null references members (id),
  kind text not null check (kind in ('deposit', 'loss')),
  period text not null check (period in ('24h', '7d', '30d')),
  amount bigint check (amount >= 0),
  pending_amount bigint check (pending_amount >= 0),
  pending_from timestamptz,
  updated_at timestamptz not null default now(),
  primary key (member_id, kind, period),
  -- A pending value without a time would never apply.
  constraint protection_limits_pending_has_time check (pending_amount is null or pending_from is not null)
);

-- Time-outs (1 day to 6 weeks) and self-exclusions (6 months to 5 years). A break is in force from
-- `starts_at` until `ends_at`; nobody shortens it: the service never updates a row, and no row is
-- ever deleted (a later, longer break is a new row).
create table protection_breaks (
  id bigserial primary key,
  member_id bigint not null references members (id),
  kind text not null check (kind in ('time_out', 'self_exclusion')),
  starts_at timestamptz not null default now(),
  ends_at timestamptz not null,
  created_at timestamptz not null default now(),
  constraint protection_breaks_ends_after_start check (ends_at > starts_at)
);

create index protection_breaks_by_member on protection_breaks (member_id, ends_at desc);

create function protection_refuse_break_delete() returns trigger
language plpgsql as $$
begin
  raise exception 'a break is never lifted: rows of protection_breaks are not deleted' using errcode = '42501';
end;
$$;

create trigger protection_breaks_never_deleted before delete on protection_breaks
  for each row execute function protection_refuse_break_delete();

-- Per-member settings: the reality-check reminder (every N minutes; null: off, the default) and the
-- no-marketing flag (set by a self-exclusion; whoever sends promotions skips these members).
create table protection_settings (
  member_id bigint primary key references members (id),
  reality_check_minutes int check (reality_check_minutes between 5 and 480),
  no_marketing boolean not null default false,
  updated_at timestamptz not null default now()
);
