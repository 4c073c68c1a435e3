import type { HouseRound } from '@lotus/contract/house-games';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { FairnessPanel } from './FairnessPanel.tsx';
import { roundBase, serveHouseGames, testSeeds } from './originals-test-server.ts';

signInForEachTest();
beforeEach(() => window.localStorage.setItem('lotus.language', 'en'));

const revealedSeed = 'f'.repeat(64);
/** The pair played three rounds; the last (nonce 2) was an 8-row, high-risk Plinko drop. */
const rotation = {
  revealed: {
    serverSeed: revealedSeed,
    serverSeedHash: testSeeds.serverSeedHash,
    clientSeed: 'my-seed',
    nonceCount: 3,
  },
  current: { serverSeedHash: 'a'.repeat(64), clientSeed: 'my-seed', nextNonce: 0 },
};
const lastDrop: HouseRound = {
  ...roundBase,
  nonce: 2,
  serverSeed: revealedSeed,
  settledAt: roundBase.createdAt,
  game: 'plinko',
  status: 'won',
  payout: '5600',
  multiplier: 56_000,
  params: { rows: 8, risk: 'high' },
  outcome: { path: ['right', 'right', 'right', 'right', 'right', 'right', 'right', 'right'], bucket: 8 },
};

async function rotateWith(rounds: HouseRound[]) {
  serveHouseGames((call) => {
    if (call.path === '/wps/relay/house/seeds/rotate') return { value: rotation };
    if (call.path === '/wps/relay/house/rounds') {
      return { value: { content: rounds, page: 1, size: 20, total: rounds.length } };
    }
    return undefined;
  });
  renderPage(<FairnessPanel game="dice" />, '/originals/dice');
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Rotate seeds' }));
  return screen.findByRole('link', { name: 'Verify' });
}

describe('FairnessPanel', { timeout: 20_000 }, () => {
  it('links the revealed pair’s last round to the verifier with that round’s own game and parameters', async () => {
    const link = await rotateWith([lastDrop]);
    await expect
      .poll(() => new URL(link.getAttribute('href') ?? '', 'http://site').searchParams.get('game'))
      .toBe('plinko');
    const query = new URL(link.getAttribute('href') ?? '', 'http://site').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      game: 'plinko',
      serverSeed: revealedSeed,
      clientSeed: 'my-seed',
      nonce: '2',
      rows: '8',
      risk: 'high',
    });
  });

  it('falls back to the seeds and last nonce when that round is not on the recall’s first page', async () => {
    const link = await rotateWith([]);
    const query = new URL(link.getAttribute('href') ?? '', 'http://site').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      game: 'dice',
      serverSeed: revealedSeed,
      clientSeed: 'my-seed',
      nonce: '2',
    });
  });
});
