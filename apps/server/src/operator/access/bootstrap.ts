import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '@lotus/contract/operator-permissions';
import { hashPassword } from '../../platform/crypto/password.ts';
import type { Queryable } from '../../platform/database/pool.ts';
import { newOperatorToken, operatorTokenHash } from './tokens.ts';

/** A one-time password an owner hands over: 16 characters of 62, about 95 bits. */
export function newInitialPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = randomBytes(16);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * Creates an operator with this password (argon2id). TOTP is enrolled at the first sign-in; until
 * then the operator can sign in only to enrol it.
 */
export async function insertOperatorAccount(
  db: Queryable,
  account: {
    brandId: number;
    username: string;
    displayName: string;
    role: OperatorRole;
    password: string;
    createdBy: bigint | null;
  },
): Promise<bigint> {
  const passwordHash = await hashPassword(account.password);
  const { rows } = await db.query<{ id: string }>(
    `insert into operators (brand_id, username, display_name, role, password_hash, created_by)
     values ($1, $2, $3, $4, $5, $6) returning id::text`,
    [account.brandId, account.username, account.displayName, account.role, passwordHash, account.createdBy],
  );
  return BigInt(rows[0]!.id);
}

/** A revocable API token for scripts; answered once, only its hash is kept. */
export async function insertApiToken(db: Queryable, operatorId: bigint, name: string): Promise<string> {
  const token = newOperatorToken('api');
  await db.query('insert into operator_api_tokens (operator_id, name, token_hash) values ($1, $2, $3)', [
    operatorId,
    name,
    operatorTokenHash(token),
  ]);
  return token;
}
