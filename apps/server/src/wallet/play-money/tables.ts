import type { Queryable } from '../../platform/database/pool.ts';

/** The brand's play-money settings (columns of `brands`, migration 0044; read, decision 0010). */
export interface PlayMoneySettingsRow {
  play_money_grant: bigint;
  play_money_top_up_below: bigint;
  play_money_top_ups_per_hour: number;
}

export async function selectPlayMoneySettings(db: Queryable, brandId: number): Promise<PlayMoneySettingsRow> {
  const { rows } = await db.query<PlayMoneySettingsRow>(
    `select play_money_grant, play_money_top_up_below, play_money_top_ups_per_hour from brands where id = $1`,
    [brandId],
  );
  const row = rows[0];
  if (!row) throw new Error('play money: the brand has no row');
  return row;
}

/**
 * Locks the guest's play account (none before the first grant) and answers its balance with the
 * number of top-ups journalled in the last hour (keys `play:top-up:<member>:…`).
 */
export async function lockPlayAccount(
  db: Queryable,
  brandId: number,
  memberId: bigint,
): Promise<{ balance: bigint; topUpsLastHour: number }> {
  const locked = await db.query<{ balance: bigint }>(
    `select balance from ledger_accounts where brand_id = $1 and member_id = $2 and kind = 'play' for update`,
    [brandId, memberId],
  );
  const counted = await db.query<{ n: bigint }>(
    `select count(*) as n from journals
      where brand_id = $1 and kind = 'play_grant' and idempotency_key like $2
        and created_at > now() - interval '1 hour'`,
    [brandId, `play:top-up:${memberId}:%`],
  );
  return { balance: locked.rows[0]?.balance ?? 0n, topUpsLastHour: Number(counted.rows[0]?.n ?? 0n) };
}
