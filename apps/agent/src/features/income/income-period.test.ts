import { describe, expect, it } from 'vitest';
import { periodWords } from './income-period.ts';

const vietnam = (language: string) => ({ language, timeZone: 'Asia/Ho_Chi_Minh' });
/** Intl's thin and narrow spaces as plain ones. */
const plain = <T extends { dates: string }>(words: T): T => ({
  ...words,
  dates: words.dates.replace(/\s+/gu, ' '),
});

describe('a payout’s period in words, on Vietnam time', () => {
  it('says a day, a week with its number, a half-month and a month', () => {
    expect(
      plain(
        periodWords(
          {
            periodKey: 'D-2026-11-26',
            periodStart: '2026-11-25T17:00:00.000Z',
            periodEnd: '2026-11-26T17:00:00.000Z',
          },
          vietnam('en'),
        ),
      ),
    ).toEqual({ unit: 'day', dates: 'Nov 26, 2026' });
    expect(
      plain(
        periodWords(
          {
            periodKey: 'W-2026-48',
            periodStart: '2026-11-22T17:00:00.000Z',
            periodEnd: '2026-11-29T17:00:00.000Z',
          },
          vietnam('en'),
        ),
      ),
    ).toEqual({ unit: 'week', week: 48, dates: 'Nov 23 – 29, 2026' });
    expect(
      plain(
        periodWords(
          {
            periodKey: 'H-2026-11-2',
            periodStart: '2026-11-15T17:00:00.000Z',
            periodEnd: '2026-11-30T17:00:00.000Z',
          },
          vietnam('vi'),
        ),
      ).dates,
    ).toBe('16 – 30 thg 11, 2026');
    expect(
      plain(
        periodWords(
          {
            periodKey: 'M-2026-11',
            periodStart: '2026-10-31T17:00:00.000Z',
            periodEnd: '2026-11-30T17:00:00.000Z',
          },
          vietnam('en'),
        ),
      ),
    ).toEqual({ unit: 'month', dates: 'November 2026' });
  });

  it('says an hour and a five-minute window by their times', () => {
    expect(
      plain(
        periodWords(
          {
            periodKey: 'HR-2026-11-26-13',
            periodStart: '2026-11-26T06:00:00.000Z',
            periodEnd: '2026-11-26T07:00:00.000Z',
          },
          vietnam('vi'),
        ),
      ),
    ).toEqual({ unit: 'time', dates: '13:00–14:00 26 thg 11, 2026' });
    // Late in the brand's evening, the brand's day (27 November), not the UTC one.
    expect(
      plain(
        periodWords(
          {
            periodKey: 'RT-2026-11-27-0130',
            periodStart: '2026-11-26T18:30:00.000Z',
            periodEnd: '2026-11-26T18:35:00.000Z',
          },
          vietnam('en'),
        ),
      ).dates,
    ).toBe('Nov 27, 2026, 1:30 – 1:35 AM');
  });
});
