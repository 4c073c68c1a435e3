import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox('a-secret-key-of-at-least-32-characters!');

  it('opens what it sealed, and two seals of one secret differ', () => {
    const first = box.seal('JBSWY3DPEHPK3PXP');
    expect(box.open(first)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(first);
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
  });

  it('refuses a box sealed with another key or altered', () => {
    const sealed = box.seal('secret');
    expect(() => createSecretBox('another-key-of-at-least-32-characters!!').open(sealed)).toThrow();
    const altered = Buffer.from(sealed, 'base64url');
    altered[altered.length - 1] = (altered.at(-1) ?? 0) ^ 1;
    expect(() => box.open(altered.toString('base64url'))).toThrow();
  });
});
