import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { prizesParam, wheelTurnFor } from './campaign-format.ts';
import { verifyDraw } from './verify-draw.ts';

const prizes = [
  { kind: 'money' as const, amount: '5000', weight: 2 },
  { kind: 'points' as const, amount: '50', weight: 1 },
  { kind: 'none' as const, amount: '0', weight: 1 },
];

describe('verifyDraw', () => {
  it('lands where HMAC-SHA256(server seed, "client seed:nonce:0") says, read as the house games read it', () => {
    const form = { serverSeed: 'a'.repeat(64), clientSeed: 'lucky', nonce: '3', prizes: prizesParam(prizes) };
    const verified = verifyDraw(form);
    if (verified.state !== 'verified') throw new Error(verified.state);
    const bytes = createHmac('sha256', form.serverSeed).update('lucky:3:0').digest();
    const float = bytes.readUInt32BE(0) / 2 ** 32;
    expect(verified.float).toBe(float);
    const target = Math.floor(float * 4);
    expect(verified.index).toBe(target < 2 ? 0 : target < 3 ? 1 : 2);
    expect(verified.prize).toEqual(prizes[verified.index]);
  });

  it('waits for the seeds, and names what it cannot read', () => {
    expect(verifyDraw({ serverSeed: '', clientSeed: 'x', nonce: '0', prizes: '' }).state).toBe('incomplete');
    expect(
      verifyDraw({ serverSeed: 's', clientSeed: 'x', nonce: '-1', prizes: prizesParam(prizes) }),
    ).toMatchObject({
      state: 'invalid',
      reason: 'nonce',
    });
    expect(verifyDraw({ serverSeed: 's', clientSeed: 'x', nonce: '1', prizes: 'gold:1:1' })).toMatchObject({
      state: 'invalid',
      reason: 'prizes',
    });
  });
});

describe('wheelTurnFor', () => {
  it('brings the drawn segment’s middle under the pointer, always turning forward', () => {
    for (const [index, count, resting] of [
      [0, 8, 0],
      [3, 8, 0],
      [7, 8, 1890],
      [1, 3, 725],
    ] as const) {
      const turn = wheelTurnFor(index, count, resting);
      expect(turn).toBeGreaterThanOrEqual(resting + 5 * 360);
      const atTop = (((360 - (turn % 360)) % 360) + 360) % 360;
      expect(Math.floor(atTop / (360 / count))).toBe(index);
      expect(atTop % (360 / count)).toBeCloseTo(180 / count);
    }
  });
});
