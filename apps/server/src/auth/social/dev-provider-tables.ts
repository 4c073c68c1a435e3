import type { Queryable } from '../../platform/database/pool.ts';

/** The identity the tester chose on the consent page. */
export interface DevIdentity {
  subject: string;
  email: string | null;
  name: string | null;
}

export interface DevCodeRow extends DevIdentity {
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
}

export async function insertDevCode(
  db: Queryable,
  code: {
    codeHash: Buffer;
    clientId: string;
    redirectUri: string;
    codeChallenge: string;
    identity: DevIdentity;
    expiresAt: Date;
  },
): Promise<void> {
  await db.query(
    `delete from dev_oauth_codes where code_hash in (
       select code_hash from dev_oauth_codes where expires_at < now() - interval '1 hour' limit 100)`,
  );
  await db.query(
    `insert into dev_oauth_codes (code_hash, client_id, redirect_uri, code_challenge, subject, email, name, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      code.codeHash,
      code.clientId,
      code.redirectUri,
      code.codeChallenge,
      code.identity.subject,
      code.identity.email,
      code.identity.name,
      code.expiresAt,
    ],
  );
}

/**
 * Marks the code used and answers it; undefined when unknown, used or expired. A code is spent by
 * any attempt, right or wrong, as RFC 6749 asks.
 */
export async function consumeDevCode(db: Queryable, codeHash: Buffer): Promise<DevCodeRow | undefined> {
  const { rows } = await db.query<DevCodeRow>(
    `update dev_oauth_codes set used_at = now()
      where code_hash = $1 and used_at is null and expires_at > now()
      returning client_id, redirect_uri, code_challenge, subject, email, name`,
    [codeHash],
  );
  return rows[0];
}

export async function insertDevToken(
  db: Queryable,
  token: { tokenHash: Buffer; clientId: string; identity: DevIdentity; expiresAt: Date },
): Promise<void> {
  await db.query(
    `delete from dev_oauth_tokens where token_hash in (
       select token_hash from dev_oauth_tokens where expires_at < now() - interval '1 hour' limit 100)`,
  );
  await db.query(
    `insert into dev_oauth_tokens (token_hash, client_id, subject, email, name, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      token.tokenHash,
      token.clientId,
      token.identity.subject,
      token.identity.email,
      token.identity.name,
      token.expiresAt,
    ],
  );
}

export async function selectDevToken(
  db: Queryable,
  tokenHash: Buffer,
): Promise<(DevIdentity & { client_id: string }) | undefined> {
  const { rows } = await db.query<DevIdentity & { client_id: string }>(
    'select client_id, subject, email, name from dev_oauth_tokens where token_hash = $1 and expires_at > now()',
    [tokenHash],
  );
  return rows[0];
}
