import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP/ASVS minimum (m=19 MiB, t=2, p=1). The algorithm defaults to argon2id
 * in @node-rs/argon2; it is not named here because its `Algorithm` is a const enum that Node's
 * type stripping cannot read.
 */
export const passwordHashParameters = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashParameters);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
