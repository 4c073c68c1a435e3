import { describe, expect, it } from 'vitest';
import { recordPeriod } from './record-periods.ts';

describe('record periods', () => {
  it('turns the presets into day ranges that include today', () => {
    expect(recordPeriod('last7', '2026-03-10')).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(recordPeriod('last30', '2026-03-10')).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(recordPeriod('next7', '2026-03-10')).toEqual({ from: '2026-03-10', to: '2026-03-16' });
    expect(recordPeriod('next30', '2026-03-10')).toEqual({ from: '2026-03-10', to: '2026-04-08' });
    expect(recordPeriod('all', '2026-03-10')).toEqual({});
  });
});
