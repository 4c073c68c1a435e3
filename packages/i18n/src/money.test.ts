import { describe, expect, it } from 'vitest';
import { formatMoney, minorDigits } from './money.ts';

// Intl separates currency and number with a no-break space in some locales: compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats VND in whole units, in Vietnamese and English', () => {
    expect(minorDigits('VND')).toBe(0);
    expect(plain(formatMoney('1500000', 'VND', 'vi'))).toBe('1.500.000 ₫');
    expect(plain(formatMoney('1500000', 'VND', 'en'))).toBe('₫1,500,000');
    expect(plain(formatMoney('0', 'VND', 'vi'))).toBe('0 ₫');
  });

  it('places the decimal point of two-digit currencies from minor units', () => {
    expect(formatMoney('123456', 'USD', 'en')).toBe('$1,234.56');
    expect(formatMoney('5', 'USD', 'en')).toBe('$0.05');
    expect(formatMoney('-250', 'USD', 'en')).toBe('-$2.50');
  });

  it('keeps every digit past 2^53', () => {
    expect(formatMoney('9007199254740993', 'VND', 'en')).toBe('₫9,007,199,254,740,993');
    expect(formatMoney('9223372036854775807', 'USD', 'en')).toBe('$92,233,720,368,547,758.07');
  });

  it('shows negative amounts (records) with a sign', () => {
    expect(plain(formatMoney('-20000', 'VND', 'vi'))).toBe('-20.000 ₫');
  });

  it('shows play money (XPM) as a whole number with no currency sign, in the reader’s language', () => {
    expect(formatMoney('1000000', 'XPM', 'vi')).toBe('1.000.000');
    expect(formatMoney('1000000', 'XPM', 'en')).toBe('1,000,000');
    expect(formatMoney('-2500', 'XPM', 'en')).toBe('-2,500');
  });

  it('falls back to the code for a currency code Intl refuses, and leaves non-numbers alone', () => {
    expect(formatMoney('1200', 'POINTS', 'en')).toBe('12.00 POINTS');
    expect(formatMoney('12.5', 'VND', 'en')).toBe('12.5');
    expect(formatMoney('', 'VND', 'en')).toBe('');
  });
});
