import { describe, expect, it } from 'vitest';
import { labelledDays, valueScale } from './chart-scale.ts';
import { formatRange, netLossSign } from './overview-format.ts';
import {
  daysInRange,
  periodParams,
  presetRange,
  rangeProblem,
  readPeriod,
  todayIn,
} from './overview-period.ts';

describe('overview periods', () => {
  it('reads today on the brand’s clock, not the device’s', () => {
    // 17:30 UTC on 26 November is 00:30 on 27 November in Ho Chi Minh City (UTC+7).
    const now = new Date('2026-11-26T17:30:00Z');
    expect(todayIn('Asia/Ho_Chi_Minh', now)).toBe('2026-11-27');
    expect(todayIn('UTC', now)).toBe('2026-11-26');
  });

  it('counts the presets from today, weeks from Monday', () => {
    // 27 November 2026 is a Friday.
    expect(presetRange('today', '2026-11-27')).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(presetRange('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('week', '2026-11-27')).toEqual({ from: '2026-11-23', to: '2026-11-27' });
    expect(presetRange('week', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    // A Sunday is the week's last day; a week can begin in the month before.
    expect(presetRange('week', '2026-11-01')).toEqual({ from: '2026-10-26', to: '2026-11-01' });
    expect(presetRange('month', '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-27' });
  });

  it('refuses custom days that are missing, backwards or longer than 92 days', () => {
    expect(rangeProblem({ from: '', to: '2026-11-27' })).toBe('missing');
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-02' })).toBe('missing');
    expect(rangeProblem({ from: '2026-11-27', to: '2026-11-26' })).toBe('backwards');
    expect(daysInRange({ from: '2026-09-01', to: '2026-11-30' })).toBe(91);
    expect(rangeProblem({ from: '2026-09-01', to: '2026-12-01' })).toBeUndefined();
    expect(rangeProblem({ from: '2026-09-01', to: '2026-12-02' })).toBe('tooLong');
  });

  it('keeps the period in the address', () => {
    const today = '2026-11-27';
    expect(readPeriod(new URLSearchParams(''), today)).toEqual({
      choice: 'today',
      range: { from: today, to: today },
    });
    expect(readPeriod(periodParams('month'), today).range).toEqual({ from: '2026-11-01', to: today });
    const custom = periodParams('custom', { from: '2026-10-01', to: '2026-10-31' });
    expect(custom.toString()).toBe('period=custom&from=2026-10-01&to=2026-10-31');
    expect(readPeriod(custom, today)).toEqual({
      choice: 'custom',
      range: { from: '2026-10-01', to: '2026-10-31' },
    });
    expect(readPeriod(new URLSearchParams('period=decade'), today).choice).toBe('today');
  });
});

describe('overview words and chart', () => {
  it('tells the net loss by its sign', () => {
    expect(netLossSign('1500000')).toBe('lost');
    expect(netLossSign('-200')).toBe('won');
    expect(netLossSign('0')).toBe('even');
  });

  it('writes a range of days in the reader’s language', () => {
    expect(formatRange({ from: '2026-11-27', to: '2026-11-27' }, 'en')).toBe('Nov 27, 2026');
    expect(formatRange({ from: '2026-11-01', to: '2026-11-27' }, 'en')).toMatch(/^Nov 1\s–\s27, 2026$/);
  });

  it('puts round ticks around the values and zero', () => {
    expect(valueScale([0, 0])).toEqual({ min: 0, max: 1, ticks: [0] });
    expect(valueScale([1_200_000, 3_400_000])).toEqual({
      min: 0,
      max: 4_000_000,
      ticks: [0, 1_000_000, 2_000_000, 3_000_000, 4_000_000],
    });
    expect(valueScale([-150_000, 900_000]).ticks).toEqual([-500_000, 0, 500_000, 1_000_000]);
  });

  it('labels a few days evenly, the first and the last always', () => {
    expect([...labelledDays(1, 4)]).toEqual([0]);
    expect([...labelledDays(2, 4)]).toEqual([0, 1]);
    expect([...labelledDays(7, 8)]).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect([...labelledDays(30, 5)]).toEqual([0, 7, 15, 22, 29]);
    expect([...labelledDays(92, 4)]).toEqual([0, 30, 61, 91]);
  });
});
