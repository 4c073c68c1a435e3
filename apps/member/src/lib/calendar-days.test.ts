import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from './calendar-days.ts';

describe('calendar days', () => {
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
});
