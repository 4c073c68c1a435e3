import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { boardShapeProblems, lastDigits } from './board.ts';
import { fastDrawBoard, fastDrawSeedHash, verifyFastDraw } from './fast-draw.ts';
import { northLayout } from './prize-layouts.ts';

const seed = 'lotus-fast-draw-vector-1';
const drawId = 'F1-20261126-0931';

/** The rule written again with node:crypto: HMAC-SHA256(seed, `${drawId}:0:${cursor}`), 4 bytes a float. */
function boardByNodeCrypto(serverSeed: string, id: string): Record<string, string[]> {
  const digits: number[] = [];
  for (let cursor = 0; digits.length < 107; cursor++) {
    const bytes = createHmac('sha256', serverSeed).update(`${id}:0:${cursor}`).digest();
    for (let offset = 0; offset < 32; offset += 4)
      digits.push(Math.floor((bytes.readUInt32BE(offset) / 2 ** 32) * 10));
  }
  const board: Record<string, string[]> = {};
  let index = 0;
  for (const tier of northLayout) {
    board[tier.prize] = Array.from({ length: tier.count }, () =>
      digits.slice(index, (index += tier.digits)).join(''),
    );
  }
  return board;
}

describe('a fast draw’s board', () => {
  it('is the fixed vector for a known seed and draw, and node:crypto derives the same', () => {
    const board = fastDrawBoard(seed, drawId);
    expect(board).toEqual({
      special: ['91642'],
      first: ['09137'],
      second: ['21704', '57480'],
      third: ['60743', '72353', '29019', '25313', '78740', '38325'],
      fourth: ['9683', '2308', '0458', '4582'],
      fifth: ['5409', '2106', '6759', '6310', '5766', '3588'],
      sixth: ['974', '852', '951'],
      seventh: ['49', '87', '19', '38'],
    });
    expect(board).toEqual(boardByNodeCrypto(seed, drawId));
    expect(fastDrawSeedHash(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });

  it('is shaped like the north’s, the same every time, and another for another draw id', () => {
    const board = fastDrawBoard('another seed', 'F5-20261126-0935');
    expect(boardShapeProblems(northLayout, board)).toEqual([]);
    expect(fastDrawBoard('another seed', 'F5-20261126-0935')).toEqual(board);
    expect(fastDrawBoard('another seed', 'F5-20261126-0940')).not.toEqual(board);
    expect(fastDrawBoard('another seed', 'F5-20261126-0935')).toEqual(
      boardByNodeCrypto('another seed', 'F5-20261126-0935'),
    );
  });

  it('draws the last two digits uniformly (chi-square over 2,000 draws, 54,000 numbers)', () => {
    const counts = new Array<number>(100).fill(0);
    for (let draw = 0; draw < 2_000; draw++) {
      const board = fastDrawBoard(`uniformity-${draw}`, 'F1-20261126-0931');
      for (const values of Object.values(board)) {
        for (const value of values) counts[Number(lastDigits(value, 2))]! += 1;
      }
    }
    const expected = 54_000 / 100;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 99 degrees of freedom: 148.2 is the 0.1 % upper tail and 61.1 the 0.1 % lower one (a board too
    // even to be random fails too).
    expect(chiSquare).toBeLessThan(148.2);
    expect(chiSquare).toBeGreaterThan(61.1);
  });

  it('is confirmed by the verifier from the revealed seed, and a changed board or hash is not', () => {
    const board = fastDrawBoard(seed, drawId);
    const seedHash = fastDrawSeedHash(seed);
    expect(verifyFastDraw({ drawId, serverSeed: seed, seedHash, board })).toEqual({
      seedMatches: true,
      boardMatches: true,
    });
    const changed = { ...board, seventh: ['49', '87', '19', '39'] };
    expect(verifyFastDraw({ drawId, serverSeed: seed, seedHash, board: changed }).boardMatches).toBe(false);
    expect(verifyFastDraw({ drawId, serverSeed: 'other', seedHash, board }).seedMatches).toBe(false);
    expect(
      verifyFastDraw({ drawId: 'F1-20261126-0932', serverSeed: seed, seedHash, board }).boardMatches,
    ).toBe(false);
  });
});
