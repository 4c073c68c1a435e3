import { describe, expect, it } from 'vitest';
import { addDays, presetPeriod, todayIn } from './dates.ts';
import { amountInputOf, parseAmountInput } from './money-input.ts';

describe('record periods', () => {
  it('reads today on the brand’s clock', () => {
    // 20:00 UTC on 1 March is already 2 March in Ho Chi Minh City (UTC+7).
    expect(todayIn('Asia/Ho_Chi_Minh', new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-02');
    expect(todayIn('UTC', new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-01');
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('turns the presets into day ranges that include today', () => {
    expect(presetPeriod('last7', '2026-03-10')).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(presetPeriod('last30', '2026-03-10')).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(presetPeriod('next7', '2026-03-10')).toEqual({ from: '2026-03-10', to: '2026-03-16' });
    expect(presetPeriod('next30', '2026-03-10')).toEqual({ from: '2026-03-10', to: '2026-04-08' });
    expect(presetPeriod('all', '2026-03-10')).toEqual({});
  });
});

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
