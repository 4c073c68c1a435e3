import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP/ASVS minimum (m=19 MiB, t=2, p=1). The algorithm defaults to argon2id
 * in @node-rs/argon2; it is not named here because its `Algorithm` is a const enum that Node's
 * type stripping cannot read.
 */
export const passwordHashParameters = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2id at a token cost (64 KiB, one pass), for test runs only: PASSWORD_HASH_COST=test, which
 * the configuration refuses in production. The suites register and sign in thousands of members,
 * and at the real cost each hash or check takes about 35 ms of a core; the hashes are still
 * argon2id, checked by the same code.
 */
export const testPasswordHashParameters = { memoryCost: 64, timeCost: 1, parallelism: 1 } as const;

export type PasswordHashCost = 'owasp' | 'test';

let parameters: typeof passwordHashParameters | typeof testPasswordHashParameters = passwordHashParameters;

/**
 * Sets the cost of the hashes this process makes from now on, from the configuration
 * (PASSWORD_HASH_COST). A check always uses the parameters written in the hash it checks.
 */
export function setPasswordHashCost(cost: PasswordHashCost): void {
  parameters = cost === 'test' ? testPasswordHashParameters : passwordHashParameters;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, parameters);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
