import type { ProtectionBreakKind, ProtectionLimitKind, ProtectionPeriod } from '@lotus/contract/protection';
import type { Queryable } from '../platform/database/pool.ts';

/** The length of each rolling window, in hours (24 h, 7 days, 30 days). */
export const periodHours: Record<ProtectionPeriod, number> = { '24h': 24, '7d': 168, '30d': 720 };

export interface LimitRow {
  kind: ProtectionLimitKind;
  period: ProtectionPeriod;
  /** The limit in force now: a pending change whose time has come counts as applied. */
  amount: bigint | null;
  /** A change still waiting: its value (null: removal) and when it applies; none when `pending_from` is null. */
  pending_amount: bigint | null;
  pending_from: Date | null;
}

/**
 * The member's limits as they stand now. A change whose 24 hours have passed is read as the limit
 * in force, so no job is needed to apply it and the answer never depends on when one last ran.
 */
export async function selectLimits(db: Queryable, memberId: bigint, forUpdate = false): Promise<LimitRow[]> {
  const { rows } = await db.query<LimitRow>(
    `select kind, period,
            case when pending_from <= now() then pending_amount else amount end as amount,
            case when pending_from > now() then pending_amount end as pending_amount,
            case when pending_from > now() then pending_from end as pending_from
       from protection_limits where member_id = $1
      order by kind, period${forUpdate ? ' for update' : ''}`,
    [memberId],
  );
  return rows;
}

/** Makes sure the member has a row for every kind and window, so all six can be locked. */
export async function insertMissingLimits(db: Queryable, memberId: bigint): Promise<void> {
  await db.query(
    `insert into protection_limits (member_id, kind, period)
     select $1, k.kind, p.period
       from unnest(array['deposit', 'loss']) as k (kind)
      cross join unnest(array['24h', '7d', '30d']) as p (period)
     on conflict do nothing`,
    [memberId],
  );
}

/**
 * Writes one limit: the value in force, and the change left waiting: none, the one already waiting
 * (`startsIn: 'keep'`, its time unchanged), or a new one applying `startsIn` hours from now.
 */
export async function updateLimit(
  db: Queryable,
  memberId: bigint,
  limit: {
    kind: ProtectionLimitKind;
    period: ProtectionPeriod;
    amount: bigint | null;
    pending: { amount: bigint | null; startsIn: 'keep' | number } | null;
  },
): Promise<void> {
  const pendingHours =
    limit.pending === null || limit.pending.startsIn === 'keep' ? null : limit.pending.startsIn;
  await db.query(
    `update protection_limits
        set amount = $4, pending_amount = $5,
            pending_from = case when $6::boolean then null
                                when $7::int is null then pending_from
                                else now() + make_interval(hours => $7::int) end,
            updated_at = now()
      where member_id = $1 and kind = $2 and period = $3`,
    [
      memberId,
      limit.kind,
      limit.period,
      limit.amount,
      limit.pending?.amount ?? null,
      limit.pending === null,
      pendingHours,
    ],
  );
}

export interface BreakRow {
  kind: ProtectionBreakKind;
  starts_at: Date;
  ends_at: Date;
  active: boolean;
}

/** The break in force now, the one that ends last (a self-exclusion outweighs a shorter time-out). */
export async function selectBreakInForce(db: Queryable, memberId: bigint): Promise<BreakRow | undefined> {
  const { rows } = await db.query<BreakRow>(
    `select kind, starts_at, ends_at, true as active from protection_breaks
      where member_id = $1 and starts_at <= now() and ends_at > now()
      order by (kind = 'self_exclusion') desc, ends_at desc limit 1`,
    [memberId],
  );
  return rows[0];
}

/**
 * The break in force now (as selectBreakInForce) and the limits as they stand now (as selectLimits),
 * in one round trip: every stake and deposit check reads both.
 */
export async function selectBreakAndLimits(
  db: Queryable,
  memberId: bigint,
): Promise<{ inForce: BreakRow | undefined; limits: LimitRow[] }> {
  const { rows } = await db.query<
    {
      break_kind: ProtectionBreakKind | null;
      break_starts_at: Date | null;
      break_ends_at: Date | null;
    } & { [K in keyof LimitRow]: LimitRow[K] | null }
  >({
    // Named: each connection parses and plans it once; it runs for every stake.
    name: 'protection-break-and-limits',
    text: `select b.kind as break_kind, b.starts_at as break_starts_at, b.ends_at as break_ends_at,
            l.kind, l.period, l.amount, l.pending_amount, l.pending_from
       from (select 1) as one
       left join lateral (
             select kind, starts_at, ends_at from protection_breaks
              where member_id = $1 and starts_at <= now() and ends_at > now()
              order by (kind = 'self_exclusion') desc, ends_at desc limit 1) as b on true
       left join lateral (
             select kind, period,
                    case when pending_from <= now() then pending_amount else amount end as amount,
                    case when pending_from > now() then pending_amount end as pending_amount,
                    case when pending_from > now() then pending_from end as pending_from
               from protection_limits where member_id = $1) as l on true
      order by l.kind, l.period`,
    values: [memberId],
  });
  const first = rows[0];
  const inForce =
    first?.break_kind != null && first.break_starts_at !== null && first.break_ends_at !== null
      ? {
          kind: first.break_kind,
          starts_at: first.break_starts_at,
          ends_at: first.break_ends_at,
          active: true,
        }
      : undefined;
  const limits = rows.flatMap((row) =>
    row.kind === null || row.period === null
      ? []
      : [
          {
            kind: row.kind,
            period: row.period,
            amount: row.amount,
            pending_amount: row.pending_amount,
            pending_from: row.pending_from,
          },
        ],
  );
  return { inForce, limits };
}

/**
 * Of these members, the ones whose bets need the full check: a break in force, or a loss limit in
 * force (the same conditions selectBreakAndLimits leads the stake's check to), in one statement.
 */
export async function selectMembersWithBetChecks(db: Queryable, memberIds: bigint[]): Promise<bigint[]> {
  const { rows } = await db.query<{ member_id: bigint }>({
    // Named: each connection parses and plans it once; it runs in every group of instant house bets.
    name: 'protection-members-with-bet-checks',
    text: `select m.member_id from unnest($1::bigint[]) as m (member_id)
      where exists (select 1 from protection_breaks b
                     where b.member_id = m.member_id and b.starts_at <= now() and b.ends_at > now())
         or exists (select 1 from protection_limits l
                     where l.member_id = m.member_id and l.kind = 'loss'
                       and (case when l.pending_from <= now() then l.pending_amount else l.amount end) is not null)`,
    values: [memberIds],
  });
  return rows.map((row) => row.member_id);
}

/** Every break of the member, newest first. */
export async function selectBreaks(db: Queryable, memberId: bigint, limit: number): Promise<BreakRow[]> {
  const { rows } = await db.query<BreakRow>(
    `select kind, starts_at, ends_at, (starts_at <= now() and ends_at > now()) as active
       from protection_breaks where member_id = $1 order by starts_at desc, id desc limit $2`,
    [memberId, limit],
  );
  return rows;
}

/** A break from now: a time-out of some days or a self-exclusion of some months. */
export async function insertBreak(
  db: Queryable,
  memberId: bigint,
  length: { kind: 'time_out'; days: number } | { kind: 'self_exclusion'; months: number },
): Promise<BreakRow> {
  const { rows } = await db.query<BreakRow>(
    `insert into protection_breaks (member_id, kind, ends_at)
     values ($1, $2, now() + make_interval(months => $3::int, days => $4::int))
     returning kind, starts_at, ends_at, true as active`,
    [
      memberId,
      length.kind,
      length.kind === 'self_exclusion' ? length.months : 0,
      length.kind === 'time_out' ? length.days : 0,
    ],
  );
  return rows[0] as BreakRow;
}

/**
 * Locks the member's settings row (made first if missing): breaks and settings of one member are
 * then changed one request at a time, so two requests never both pass the "longer only" check.
 */
export async function lockMemberProtection(db: Queryable, memberId: bigint): Promise<void> {
  await db.query('insert into protection_settings (member_id) values ($1) on conflict do nothing', [
    memberId,
  ]);
  await db.query('select 1 from protection_settings where member_id = $1 for update', [memberId]);
}

export interface SettingsRow {
  reality_check_minutes: number | null;
  no_marketing: boolean;
}

export async function selectSettings(db: Queryable, memberId: bigint): Promise<SettingsRow> {
  const { rows } = await db.query<SettingsRow>(
    'select reality_check_minutes, no_marketing from protection_settings where member_id = $1',
    [memberId],
  );
  return rows[0] ?? { reality_check_minutes: null, no_marketing: false };
}

export async function upsertRealityCheck(
  db: Queryable,
  memberId: bigint,
  minutes: number | null,
): Promise<void> {
  await db.query(
    `insert into protection_settings (member_id, reality_check_minutes) values ($1, $2)
     on conflict (member_id) do update set reality_check_minutes = excluded.reality_check_minutes, updated_at = now()`,
    [memberId, minutes],
  );
}

/** A self-excluded member receives no marketing again (the flag is not cleared when the exclusion ends). */
export async function upsertNoMarketing(db: Queryable, memberId: bigint): Promise<void> {
  await db.query(
    `insert into protection_settings (member_id, no_marketing) values ($1, true)
     on conflict (member_id) do update set no_marketing = true, updated_at = now()`,
    [memberId],
  );
}
