import { serveFakeApiKeepingCalls } from '../../test/fake-api.ts';
import type { FakeAnswer, FakeCall } from '../../test/fake-api.ts';

// What the house games' page tests share: a server with the games' limits, the member's seeds and
// balance, and the fields every round of a test has in common.

export const testSeeds = { serverSeedHash: 'e'.repeat(64), clientSeed: 'my-seed', nextNonce: 0 };

const testLimits = {
  games: ['dice', 'limbo', 'plinko', 'tower'].map((game) => ({
    game,
    minStake: '1000',
    maxStake: '10000000',
  })),
  maxWin: '1000000000',
  currency: 'VND',
};

/** A round's fields besides its game, status, payout, params and outcome: a 1,000 đồng stake. */
export const roundBase = {
  id: '5',
  stake: '1000',
  currency: 'VND',
  nonce: 0,
  serverSeedHash: testSeeds.serverSeedHash,
  clientSeed: testSeeds.clientSeed,
  serverSeed: null,
  createdAt: '2026-11-24T10:00:00Z',
  settledAt: null,
};

/** Answers the limits, the seeds and the balance; every other call goes to `handle`. Keeps the calls. */
export function serveHouseGames(handle: (call: FakeCall) => FakeAnswer | undefined): FakeCall[] {
  return serveFakeApiKeepingCalls((call) => {
    if (call.path === '/wps/relay/house/limits') return { value: testLimits };
    if (call.path === '/wps/relay/house/seeds') return { value: testSeeds };
    if (call.path === '/wps/v2/wallets/balance') {
      return { value: { balance: '100000', currency: 'VND', points: '0' } };
    }
    return handle(call);
  });
}
