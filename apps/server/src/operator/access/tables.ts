import type { OperatorPermission, OperatorRole } from '@lotus/contract/operator-permissions';
import type { Queryable } from '../../platform/database/pool.ts';

/** Who holds a live credential, and whether their role holds the permission asked for. */
export interface CredentialHolder {
  operator_id: string;
  username: string;
  role: OperatorRole;
  permitted: boolean;
  /** The session behind a console token (null for an API token). */
  session_id: string | null;
}

/**
 * The operator behind a session token (live, unexpired, not revoked) or an API token (not revoked),
 * with the role's answer for one permission: one round trip per operator call. A disabled operator
 * holds nothing. (A session exists only after a TOTP code; an API token is issued by a signed-in
 * operator or by the server's own command.)
 */
export async function selectCredentialHolder(
  db: Queryable,
  brandId: number,
  tokenHash: Buffer,
  permission: OperatorPermission,
): Promise<CredentialHolder | undefined> {
  const { rows } = await db.query<CredentialHolder>(
    `with credential as (
       select s.operator_id, s.id as session_id
         from operator_sessions s
        where s.token_hash = $2 and s.revoked_at is null and s.expires_at > now()
       union all
       select t.operator_id, null
         from operator_api_tokens t
        where t.token_hash = $2 and t.revoked_at is null
     )
     select o.id::text as operator_id, o.username, o.role, c.session_id::text as session_id,
            exists (select 1 from operator_role_permissions p where p.role = o.role and p.permission = $3) as permitted
       from credential c
       join operators o on o.id = c.operator_id
      where o.brand_id = $1 and o.disabled_at is null`,
    [brandId, tokenHash, permission],
  );
  return rows[0];
}

/** Marks a session or API token as used now (at most once a minute, so reads stay reads). */
export async function touchCredential(db: Queryable, tokenHash: Buffer): Promise<void> {
  await db.query(
    `with session as (
       update operator_sessions set last_seen_at = now()
        where token_hash = $1 and last_seen_at < now() - interval '1 minute'
     )
     update operator_api_tokens set last_used_at = now()
      where token_hash = $1 and (last_used_at is null or last_used_at < now() - interval '1 minute')`,
    [tokenHash],
  );
}
