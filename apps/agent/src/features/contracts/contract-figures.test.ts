import { describe, expect, it } from 'vitest';
import {
  amountTextOf,
  formatPpmUnits,
  formatRate,
  minorUnitsOfText,
  percentTextOf,
  ppmOfPercentText,
} from './contract-figures.ts';

describe('rates in per cent and ppm', () => {
  it('reads a typed per cent as whole ppm, digit by digit', () => {
    expect(ppmOfPercentText('1')).toBe(10_000);
    expect(ppmOfPercentText('1.5')).toBe(15_000);
    expect(ppmOfPercentText('1,5')).toBe(15_000);
    // 0.29 × 10 000 is 2 899.999… in floating point; the string is read exactly.
    expect(ppmOfPercentText('0.29')).toBe(2_900);
    expect(ppmOfPercentText('0.0001')).toBe(1);
    expect(ppmOfPercentText(' 2.25 % ')).toBe(22_500);
    expect(ppmOfPercentText('100')).toBe(1_000_000);
    expect(ppmOfPercentText('0')).toBe(0);
  });

  it('refuses what is not a rate from 0 to 100 % with at most four decimals', () => {
    for (const text of ['', '-1', '100.0001', '101', '1.23456', 'abc', '1.2.3', '1e2', '.5'])
      expect(ppmOfPercentText(text), text).toBeNull();
  });

  it('shows a rate with the decimals it has, in the reader’s language', () => {
    expect(formatRate(15_000, 'en')).toBe('1.5%');
    expect(formatRate(15_000, 'vi')).toBe('1,5%');
    expect(formatRate(10_000, 'en')).toBe('1%');
    expect(formatRate(1, 'en')).toBe('0.0001%');
    expect(formatRate(1_000_000, 'en')).toBe('100%');
    expect(percentTextOf(12_345, 'en')).toBe('1.2345');
    expect(percentTextOf(12_345, 'vi')).toBe('1,2345');
    expect(percentTextOf(2_900, 'en')).toBe('0.29');
  });
});

describe('amounts typed', () => {
  it('reads whole đồng with or without group signs, zero included', () => {
    expect(minorUnitsOfText('10000000', 'VND')).toBe('10000000');
    expect(minorUnitsOfText('10.000.000', 'VND')).toBe('10000000');
    expect(minorUnitsOfText('10,000,000', 'VND')).toBe('10000000');
    expect(minorUnitsOfText('10 000 000', 'VND')).toBe('10000000');
    expect(minorUnitsOfText('0', 'VND')).toBe('0');
    for (const text of ['', '1.5', '1.000,000', '-5', '10.00', '1234567890123456789'])
      expect(minorUnitsOfText(text, 'VND'), text).toBeNull();
  });

  it('reads cents in a currency that has them', () => {
    expect(minorUnitsOfText('12.5', 'USD')).toBe('1250');
    expect(minorUnitsOfText('12,50', 'USD')).toBe('1250');
    expect(minorUnitsOfText('12.505', 'USD')).toBeNull();
  });

  it('writes an amount as the agent would type it back', () => {
    expect(amountTextOf('10000000', 'VND', 'vi')).toBe('10.000.000');
    expect(amountTextOf('10000000', 'VND', 'en')).toBe('10,000,000');
    expect(minorUnitsOfText(amountTextOf('10000000', 'VND', 'vi'), 'VND')).toBe('10000000');
    expect(amountTextOf('1250', 'USD', 'en')).toBe('12.50');
  });

  it('shows money kept in ppm units with its fraction', () => {
    expect(formatPpmUnits('232035000', 'VND', 'vi')).toBe('232,035\u00a0₫');
    expect(formatPpmUnits('2345678910000', 'VND', 'en')).toBe('₫2,345,678.91');
    expect(formatPpmUnits('2395000000000', 'VND', 'vi')).toBe('2.395.000\u00a0₫');
  });
});
