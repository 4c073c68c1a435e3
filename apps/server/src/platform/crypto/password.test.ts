import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, setPasswordHashCost, verifyPassword } from './password.ts';

afterEach(() => setPasswordHashCost('owasp'));

describe('password hashing', () => {
  it('hashes with argon2id at the OWASP minimum (m=19 MiB, t=2, p=1) unless told otherwise', async () => {
    const hash = await hashPassword('Lotus2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Lotus2026')).toBe(true);
    expect(await verifyPassword(hash, 'Lotus2027')).toBe(false);
  });

  it('at the test cost still hashes with argon2id, checked by the same code whatever the cost is now', async () => {
    setPasswordHashCost('test');
    const hash = await hashPassword('Lotus2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
    setPasswordHashCost('owasp');
    expect(await verifyPassword(hash, 'Lotus2026')).toBe(true);
    expect(await verifyPassword(hash, 'Lotus2027')).toBe(false);
    expect(await hashPassword('Lotus2026')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers false for a stored value that is not a hash', async () => {
    expect(await verifyPassword('not-a-hash', 'Lotus2026')).toBe(false);
  });
});
