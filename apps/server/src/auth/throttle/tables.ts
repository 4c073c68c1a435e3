import type { Queryable } from '../../platform/database/pool.ts';

/** A source's failed logins in the window: the name from this address, the address, the name. */
export interface SourceFailuresRow {
  /** Failures of this name from this address. */
  pair: number;
  /** Seconds since the last of them (null: none). */
  pair_seconds_ago: number | null;
  /** Failures from this address in the last `addressWindowSeconds`, whatever the name. */
  address: number;
  address_seconds_ago: number | null;
  /** Failures of this name from anywhere in the last `burstSeconds`. */
  name_recent: number;
}

export async function selectSourceFailures(
  db: Queryable,
  source: { brandId: number; usernameKey: string; ip: string },
  windows: { windowSeconds: number; addressWindowSeconds: number; burstSeconds: number },
): Promise<SourceFailuresRow> {
  // Seconds are measured on the database's clock, the one failed_at was written with.
  const { rows } = await db.query<SourceFailuresRow>(
    `with recent as (
       select username_key, ip, failed_at from login_failures
        where brand_id = $1 and (username_key = $2 or ip = $3) and failed_at > now() - make_interval(secs => $4))
     select count(*) filter (where username_key = $2 and ip = $3)::int as pair,
            extract(epoch from now() - max(failed_at) filter (where username_key = $2 and ip = $3))::float8
              as pair_seconds_ago,
            count(*) filter (where ip = $3 and failed_at > now() - make_interval(secs => $5))::int as address,
            extract(epoch from now() - max(failed_at) filter (where ip = $3))::float8 as address_seconds_ago,
            count(*) filter (where username_key = $2 and failed_at > now() - make_interval(secs => $6))::int
              as name_recent
       from recent`,
    [
      source.brandId,
      source.usernameKey,
      source.ip,
      windows.windowSeconds,
      windows.addressWindowSeconds,
      windows.burstSeconds,
    ],
  );
  return (
    rows[0] ?? { pair: 0, pair_seconds_ago: null, address: 0, address_seconds_ago: null, name_recent: 0 }
  );
}

/** Records a failure of the name from the address (memberId: the account of that name, if any). */
export async function insertLoginFailure(
  db: Queryable,
  failure: { brandId: number; usernameKey: string; ip: string; memberId: bigint | undefined },
  keepSeconds: number,
): Promise<void> {
  // Failures past the window count for nothing; sweep some so the table stays small.
  await db.query(
    `delete from login_failures where id in (
       select id from login_failures where failed_at < now() - make_interval(secs => $1) limit 100)`,
    [keepSeconds],
  );
  await db.query(
    'insert into login_failures (brand_id, username_key, ip, member_id) values ($1, $2, $3, $4)',
    [failure.brandId, failure.usernameKey, failure.ip, failure.memberId ?? null],
  );
}

/** A success from this address: the name's failures from it are forgiven (not those of elsewhere). */
export async function deletePairFailures(
  db: Queryable,
  source: { brandId: number; usernameKey: string; ip: string },
): Promise<void> {
  await db.query('delete from login_failures where brand_id = $1 and username_key = $2 and ip = $3', [
    source.brandId,
    source.usernameKey,
    source.ip,
  ]);
}

/**
 * The name's failures in the last `seconds` from addresses the member has never signed in from
 * (their own typos at home are no attack).
 */
export async function countForeignFailures(
  db: Queryable,
  target: { brandId: number; usernameKey: string; memberId: bigint },
  seconds: number,
): Promise<number> {
  const { rows } = await db.query<{ failures: number }>(
    `select count(*)::int as failures
       from login_failures f
      where f.brand_id = $1 and f.username_key = $2 and f.failed_at > now() - make_interval(secs => $4)
        and not exists (select 1 from member_known_ips k where k.member_id = $3 and k.ip = f.ip)`,
    [target.brandId, target.usernameKey, target.memberId, seconds],
  );
  return rows[0]?.failures ?? 0;
}

/**
 * Claims the member's burst alert: true for the first claim and for one after `quietSeconds`
 * without any, false otherwise. One statement, so two failures at once claim it once.
 */
export async function claimBurstAlert(
  db: Queryable,
  memberId: bigint,
  quietSeconds: number,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into login_burst_alerts (member_id, alerted_at) values ($1, now())
     on conflict (member_id) do update set alerted_at = now()
      where login_burst_alerts.alerted_at < now() - make_interval(secs => $2)`,
    [memberId, quietSeconds],
  );
  return rowCount === 1;
}
