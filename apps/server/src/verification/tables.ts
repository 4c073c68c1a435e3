import type { Queryable } from '../platform/database/pool.ts';

export type CodePurpose = 'register' | 'login' | 'reset' | 'bind' | 'ip' | 'payment';
export type CodeChannel = 'sms' | 'email';

export interface SendStatsRow {
  last_sent_at: Date | null;
  sent_last_hour: number;
}

export interface CodeRow {
  id: bigint;
  code_hash: Buffer;
  expires_at: Date;
  attempts: number;
  consumed_at: Date | null;
  member_id: bigint | null;
}

/**
 * Serialises sends (and checks) for one number or address until the transaction ends, so two requests at
 * once cannot both slip under the resend limits.
 */
export async function lockDestination(db: Queryable, brandId: number, destination: string): Promise<void> {
  await db.query('select pg_advisory_xact_lock($1, hashtext($2))', [brandId, `code:${destination}`]);
}

/** The last send to the number or address (any purpose) and the sends of the last hour. */
export async function selectSendStats(
  db: Queryable,
  brandId: number,
  destination: string,
): Promise<SendStatsRow> {
  const { rows } = await db.query<SendStatsRow>(
    `select max(created_at) as last_sent_at,
            (count(*) filter (where created_at > now() - interval '1 hour'))::int as sent_last_hour
       from verification_codes where brand_id = $1 and destination = $2 and created_at > now() - interval '1 hour'`,
    [brandId, destination],
  );
  return rows[0] ?? { last_sent_at: null, sent_last_hour: 0 };
}

export async function insertCode(
  db: Queryable,
  code: {
    brandId: number;
    destination: string;
    channel: CodeChannel;
    purpose: CodePurpose;
    memberId: bigint | null;
    codeHash: Buffer;
    validSeconds: number;
  },
): Promise<bigint> {
  // Codes older than a day serve neither a login nor a limit: each new one sweeps a few away.
  await db.query(
    `delete from verification_codes where id in (
       select id from verification_codes where created_at < now() - interval '1 day' limit 100)`,
  );
  const { rows } = await db.query<{ id: bigint }>(
    `insert into verification_codes (brand_id, destination, channel, purpose, member_id, code_hash, expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7)) returning id`,
    [
      code.brandId,
      code.destination,
      code.channel,
      code.purpose,
      code.memberId,
      code.codeHash,
      code.validSeconds,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('verification code insert returned no id');
  return id;
}

/** A code whose message never left is no code: removed so it neither works nor counts. */
export async function deleteCode(db: Queryable, id: bigint): Promise<void> {
  await db.query('delete from verification_codes where id = $1', [id]);
}

/**
 * The newest code for the number or address and purpose (only the newest one counts), locked for
 * update; with `memberId`, the newest that member asked for.
 */
export async function selectLatestCode(
  db: Queryable,
  brandId: number,
  target: { destination: string; purpose: CodePurpose; memberId: bigint | null },
): Promise<CodeRow | undefined> {
  const { rows } = await db.query<CodeRow>(
    `select id, code_hash, expires_at, attempts, consumed_at, member_id from verification_codes
      where brand_id = $1 and destination = $2 and purpose = $3
        and ($4::bigint is null or member_id = $4)
      order by created_at desc, id desc limit 1 for update`,
    [brandId, target.destination, target.purpose, target.memberId],
  );
  return rows[0];
}

export async function addAttempt(db: Queryable, id: bigint): Promise<void> {
  await db.query('update verification_codes set attempts = attempts + 1 where id = $1', [id]);
}

export async function markConsumed(db: Queryable, id: bigint): Promise<void> {
  await db.query('update verification_codes set consumed_at = now() where id = $1', [id]);
}
