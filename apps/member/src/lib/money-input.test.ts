import { describe, expect, it } from 'vitest';
import { amountInputOf, parseAmountInput } from './money-input.ts';

describe('parseAmountInput', () => {
  it('reads whole đồng, with or without group separators', () => {
    expect(parseAmountInput('150000', 'VND')).toBe('150000');
    expect(parseAmountInput('150.000', 'VND')).toBe('150000');
    expect(parseAmountInput('1,500,000', 'VND')).toBe('1500000');
    expect(parseAmountInput(' 2 000 ', 'VND')).toBe('2000');
  });

  it('reads cents for a two-digit currency', () => {
    expect(parseAmountInput('12.5', 'USD')).toBe('1250');
    expect(parseAmountInput('12', 'USD')).toBe('1200');
    expect(parseAmountInput('12.345', 'USD')).toBeNull();
  });

  it('refuses what is not a positive amount', () => {
    for (const text of ['', '0', '-5', 'abc', '1.5', '12.34.5', '1e3', '99999999999999999999']) {
      expect(parseAmountInput(text, 'VND'), text).toBeNull();
    }
  });
});

describe('amountInputOf', () => {
  it('writes minor units as the member types them', () => {
    expect(amountInputOf('150000', 'VND')).toBe('150000');
    expect(amountInputOf('1250', 'USD')).toBe('12.50');
    expect(amountInputOf('5', 'USD')).toBe('0.05');
  });
});
