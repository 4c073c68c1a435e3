import type { CrashState } from '@lotus/contract/crash';
import { describe, expect, it } from 'vitest';
import { applyCrashEvent, formatMultiplier, parseMultiplierInput } from './crash-room-state.ts';

const round = {
  roundNumber: 7,
  phase: 'running' as const,
  serverSeedHash: 'c'.repeat(64),
  clientSeed: 'lotus-pappu-demo',
  nonce: 7,
  bettingEndsAt: '2026-01-01T00:00:00.000Z',
  startedAt: '2026-01-01T00:00:00.000Z',
  crashedAt: null,
  crashPoint: null,
  serverSeed: null,
};
const state: CrashState = {
  round,
  players: [{ name: 'ab***c', stake: '1000', cashedOutAt: null, payout: null }],
  serverTime: '2026-01-01T00:00:01.000Z',
  myBet: null,
  history: [],
  limits: { minStake: '1000', maxStake: '100000' },
};

describe('applyCrashEvent', () => {
  it('applies a cash-out to the player’s line and a crash to the history', () => {
    const cashed = applyCrashEvent(state, {
      kind: 'cashout',
      roundNumber: 7,
      player: { name: 'ab***c', stake: '1000', cashedOutAt: 15_000, payout: '1500' },
    });
    expect(cashed).not.toBe('refetch');
    expect((cashed as CrashState).players).toEqual([
      { name: 'ab***c', stake: '1000', cashedOutAt: 15_000, payout: '1500' },
    ]);
    const crashed = applyCrashEvent(cashed as CrashState, {
      kind: 'round',
      round: { ...round, phase: 'crashed', crashPoint: 18_000, crashedAt: round.startedAt, serverSeed: 's' },
    });
    expect((crashed as CrashState).history).toEqual([{ roundNumber: 7, crashPoint: 18_000 }]);
  });

  it('opens the next round empty, and asks for a refetch when events do not follow', () => {
    const next = applyCrashEvent(state, {
      kind: 'round',
      round: { ...round, roundNumber: 8, phase: 'betting', startedAt: null },
    });
    expect((next as CrashState).players).toEqual([]);
    expect(applyCrashEvent(state, { kind: 'round', round: { ...round, roundNumber: 12 } })).toBe('refetch');
    expect(applyCrashEvent(state, { kind: 'bet', roundNumber: 3, player: state.players[0] })).toBe('refetch');
    expect(applyCrashEvent(state, { nonsense: true })).toBe('refetch');
  });
});

describe('multipliers as players read and type them', () => {
  it('formats rounded down to the hundredth and parses the 0.01x grid only', () => {
    expect(formatMultiplier(23_456, 'en')).toBe('2.34×');
    expect(formatMultiplier(23_456, 'vi')).toBe('2,34×');
    expect(formatMultiplier(10_000, 'vi')).toBe('1,00×');
    expect(parseMultiplierInput('2.5')).toBe(25_000);
    expect(parseMultiplierInput('1,01x')).toBe(10_100);
    expect(parseMultiplierInput('2.555')).toBeNull();
    expect(parseMultiplierInput('abc')).toBeNull();
  });
});
