import { describe, expect, it } from 'vitest';
import { fixedPointDecimal, formatMultiplier, formatNumber, formatPercent } from './numbers.ts';

describe('figures in the reader’s language', () => {
  it('separates thousands and decimals as each language does', () => {
    expect(formatNumber(1_500_000, 'vi')).toBe('1.500.000');
    expect(formatNumber(1_500_000, 'en')).toBe('1,500,000');
    expect(formatNumber(12_345_678_901_234_567_890n, 'vi')).toBe('12.345.678.901.234.567.890');
    expect(formatNumber('42.17', 'vi', { fractionDigits: 2 })).toBe('42,17');
  });

  it('words per cents with the language’s separators', () => {
    expect(formatPercent(0.99, 'vi', { fractionDigits: 2 })).toBe('99,00%');
    expect(formatPercent(0.99, 'en', { fractionDigits: 2 })).toBe('99.00%');
    expect(formatPercent('0.49505', 'vi', { fractionDigits: 2, roundDown: true })).toBe('49,50%');
  });

  it('words multipliers as “1,01×” beside “1.000.000×”, rounded down', () => {
    expect(formatMultiplier(10_100, 'vi')).toBe('1,01×');
    expect(formatMultiplier(10_000_000_000, 'vi')).toBe('1.000.000,00×');
    expect(formatMultiplier(10_100, 'en')).toBe('1.01×');
    expect(formatMultiplier(3_000, 'vi')).toBe('0,30×');
    // 1.98 as a float is 1.97999…: the exact decimal keeps it 1.98.
    expect(formatMultiplier(19_800, 'en')).toBe('1.98×');
    expect(formatMultiplier(19_899, 'en')).toBe('1.98×');
    expect(formatMultiplier(19_801, 'en', { fractionDigits: 4 })).toBe('1.9801×');
  });

  it('turns fixed-point integers into exact decimals', () => {
    expect(fixedPointDecimal(5, 2)).toBe('0.05');
    expect(fixedPointDecimal(-250n, 2)).toBe('-2.50');
    expect(fixedPointDecimal(7, 0)).toBe('7');
  });
});
