import { describe, expect, it } from 'vitest';
import {
  formatPoints,
  formatPointsChange,
  hourOfPeriodKey,
  maxQuantityOf,
  moneyForPoints,
  parsePointsInput,
} from './points-rules.ts';

describe('the points rules of the screens', () => {
  it('converts points into money at the redeem rate, rounded down once', () => {
    const rate = { money: '5000', points: '100' };
    expect(moneyForPoints(250n, rate)).toBe(12_500n);
    expect(moneyForPoints(199n, rate)).toBe(9_950n);
    expect(moneyForPoints(101n, { money: '10000', points: '3' })).toBe(336_666n);
  });

  it('reads typed points, grouped or not, and refuses anything else', () => {
    expect(parsePointsInput('1.500')).toBe(1500n);
    expect(parsePointsInput(' 1,500 ')).toBe(1500n);
    expect(parsePointsInput('12a')).toBeNull();
    expect(parsePointsInput('-3')).toBeNull();
    expect(parsePointsInput('')).toBeNull();
  });

  it('groups points and signs their changes', () => {
    expect(formatPoints('1500', 'vi')).toBe('1.500');
    expect(formatPoints('1500', 'en')).toBe('1,500');
    expect(formatPointsChange('15', 'vi')).toBe('+15');
    expect(formatPointsChange('-1800', 'vi')).toBe('−1.800');
  });

  it('takes no more of a product than one exchange allows or the stock holds', () => {
    expect(maxQuantityOf({ maxPerExchange: 5, stock: 12 })).toBe(5);
    expect(maxQuantityOf({ maxPerExchange: 5, stock: 2 })).toBe(2);
    expect(maxQuantityOf({ maxPerExchange: 5, stock: 0 })).toBe(0);
  });

  it('reads an hour of earning from its key', () => {
    expect(hourOfPeriodKey('HR-2026-11-20-14')).toEqual({
      from: new Date('2026-11-20T14:00:00.000Z'),
      to: new Date('2026-11-20T15:00:00.000Z'),
    });
    expect(hourOfPeriodKey('DAY-2026-11-20')).toBeNull();
    expect(hourOfPeriodKey(null)).toBeNull();
  });
});
