import type { Queryable } from '../../platform/database/pool.ts';

export interface ApiTokenRow {
  id: string;
  operator_id: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const tokenColumns = 'id::text, operator_id::text, name, created_at, last_used_at, revoked_at';

/** An operator's tokens, newest first. */
export async function selectApiTokens(db: Queryable, operatorId: bigint): Promise<ApiTokenRow[]> {
  const { rows } = await db.query<ApiTokenRow>(
    `select ${tokenColumns} from operator_api_tokens where operator_id = $1 order by id desc`,
    [operatorId],
  );
  return rows;
}

/** One token of the brand's operators, with its row held to the end of the transaction. */
export async function lockApiToken(
  db: Queryable,
  brandId: number,
  id: bigint,
): Promise<(ApiTokenRow & { username: string }) | undefined> {
  const { rows } = await db.query<ApiTokenRow & { username: string }>(
    `select t.id::text, t.operator_id::text, t.name, t.created_at, t.last_used_at, t.revoked_at, o.username
       from operator_api_tokens t
       join operators o on o.id = t.operator_id
      where t.id = $2 and o.brand_id = $1
        for update of t`,
    [brandId, id],
  );
  return rows[0];
}

export async function insertApiTokenRow(
  db: Queryable,
  token: { operatorId: bigint; name: string; tokenHash: Buffer },
): Promise<ApiTokenRow> {
  const { rows } = await db.query<ApiTokenRow>(
    `insert into operator_api_tokens (operator_id, name, token_hash) values ($1, $2, $3)
     returning ${tokenColumns}`,
    [token.operatorId, token.name, token.tokenHash],
  );
  return rows[0]!;
}

export async function revokeApiToken(db: Queryable, id: bigint): Promise<void> {
  await db.query('update operator_api_tokens set revoked_at = now() where id = $1 and revoked_at is null', [
    id,
  ]);
}

/** Revokes every live token of an operator (when they are disabled); answers how many. */
export async function revokeApiTokensOf(db: Queryable, operatorId: bigint): Promise<number> {
  const { rowCount } = await db.query(
    'update operator_api_tokens set revoked_at = now() where operator_id = $1 and revoked_at is null',
    [operatorId],
  );
  return rowCount ?? 0;
}
