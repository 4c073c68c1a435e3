import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile } from './masking.ts';

describe('masking', () => {
  it('keeps the ends of a number', () => {
    expect(maskMobile('0912345678')).toBe('091****678');
    expect(maskMobile('09123456789')).toBe('091*****789');
    expect(maskMobile('12345678')).toBe('12****78');
    expect(maskMobile('12')).toBe('**');
  });

  it('keeps the first character and the domain of an address', () => {
    expect(maskEmail('alice@example.com')).toBe('a***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
    expect(maskEmail('odd')).toBe('***');
  });
});
