import { floatSourceOf, hashServerSeed } from '../fair/fair-random.ts';
import type { LotteryBoard } from './board.ts';
import { northLayout } from './prize-layouts.ts';

/**
 * The board of one of the house's fast draws (1, 3 or 5 minutes), on the north's layout: the
 * draw's fair floats (HMAC-SHA256 keyed by the server seed, the draw id standing as the client
 * seed, nonce 0: the house games' rule, fair/fair-random.ts) give the digits one by one, each
 * floor(float × 10), prize by prize from the special down, each number's digits left to right
 * (107 digits). Leading zeros are kept. The seed's SHA-256 is published before betting opens; once
 * the seed is revealed anyone recomputes the board with this function.
 */
export function fastDrawBoard(serverSeed: string, drawId: string): LotteryBoard {
  const next = floatSourceOf({ serverSeed, clientSeed: drawId, nonce: 0 });
  const board: Record<string, string[]> = {};
  for (const tier of northLayout) {
    board[tier.prize] = Array.from({ length: tier.count }, () =>
      Array.from({ length: tier.digits }, () => String(Math.floor(next() * 10))).join(''),
    );
  }
  return board;
}

/** The commitment published before betting opens: the server seed's SHA-256 in hex. */
export function fastDrawSeedHash(serverSeed: string): string {
  return hashServerSeed(serverSeed);
}

/**
 * What the verifier checks once the seed is revealed: that it is the one committed to, and that
 * it gives exactly the board the house settled on.
 */
export function verifyFastDraw(draw: {
  drawId: string;
  serverSeed: string;
  seedHash: string;
  board: LotteryBoard;
}): { seedMatches: boolean; boardMatches: boolean } {
  const seedMatches = fastDrawSeedHash(draw.serverSeed) === draw.seedHash.toLowerCase();
  const expected = fastDrawBoard(draw.serverSeed, draw.drawId);
  const boardMatches = northLayout.every((tier) => {
    const shown = draw.board[tier.prize] ?? [];
    const drawn = expected[tier.prize] ?? [];
    return shown.length === drawn.length && shown.every((value, index) => value === drawn[index]);
  });
  return { seedMatches, boardMatches: boardMatches && Object.keys(draw.board).length === northLayout.length };
}
