import { describe, expect, it } from 'vitest';
import { readStatement } from './statement.ts';

describe('a payout’s statement as read', () => {
  it('reads a tiered statement, its tier from 1 or none', () => {
    const statement = {
      teamValidBets: '160900000',
      activeMembers: 2,
      base: '47900000',
      tier: 1,
      ratePpm: 50_000,
      grossPpmUnits: '2395000000000',
      deductions: [],
      pay: '2395000',
    };
    expect(readStatement({ kind: 'dividend', statement })).toEqual({ shape: 'tiered', ...statement });
    expect(readStatement({ kind: 'dividend', statement: { ...statement, tier: null } })?.shape).toBe(
      'tiered',
    );
  });

  it('reads a real-time statement with its rates from its terms', () => {
    expect(
      readStatement({
        kind: 'real_time_salary',
        statement: {
          rounds: 4,
          volume: '107345',
          grossPpmUnits: '232035000',
          deductions: [],
          pay: '232',
          terms: { kind: 'real_time_salary', winRatePpm: 1_000, lossRatePpm: 3_000, minRoundBet: '10000' },
        },
      }),
    ).toEqual({
      shape: 'realTime',
      rounds: 4,
      volume: '107345',
      winRatePpm: 1_000,
      lossRatePpm: 3_000,
      grossPpmUnits: '232035000',
      deductions: [],
      pay: '232',
    });
  });

  it('answers null for one it cannot read rather than wrong figures', () => {
    expect(readStatement({ kind: 'daily_salary', statement: {} })).toBeNull();
    expect(
      readStatement({
        kind: 'daily_salary',
        statement: { pay: '1', grossPpmUnits: '1', deductions: [{ agent: 'b', ppmUnits: 1.5 }] },
      }),
    ).toBeNull();
    expect(
      readStatement({
        kind: 'real_time_salary',
        statement: { pay: '1', grossPpmUnits: '1', deductions: [] },
      }),
    ).toBeNull();
  });
});
