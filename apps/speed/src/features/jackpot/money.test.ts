import { describe, expect, it } from 'vitest';
import { formatMinorUnits, minorDigits } from './money.ts';

describe('formatMinorUnits', () => {
  it('knows VND has no minor unit and USD two', () => {
    expect(minorDigits('VND')).toBe(0);
    expect(minorDigits('USD')).toBe(2);
  });

  it('formats a huge VND pool exactly, digit for digit', () => {
    const text = formatMinorUnits(9_007_199_254_740_993n, 'VND', 'en');
    expect(text.replace(/\D/g, '')).toBe('9007199254740993');
  });

  it('shows zero as zero, not as a made-up figure', () => {
    expect(formatMinorUnits(0n, 'VND', 'vi').replace(/\D/g, '')).toBe('0');
  });

  it('places the decimal point for currencies with cents', () => {
    expect(formatMinorUnits(123456n, 'USD', 'en')).toBe('$1,234.56');
  });
});
