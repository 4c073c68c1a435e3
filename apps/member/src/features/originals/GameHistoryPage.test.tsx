import type { HouseRound } from '@lotus/contract/house-games';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageOf, serveFakeApiKeepingCalls } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { GameHistoryPage } from './GameHistoryPage.tsx';

const base = {
  status: 'won' as const,
  stake: '10000',
  payout: '10312',
  multiplier: 10_312,
  currency: 'VND',
  clientSeed: 'my-seed',
  serverSeedHash: 'd'.repeat(64),
  createdAt: '2026-11-24T10:00:00Z',
  settledAt: '2026-11-24T10:00:05Z',
};
const rounds: HouseRound[] = [
  {
    ...base,
    id: '12',
    game: 'mines-gold',
    nonce: 3,
    serverSeed: 'revealed-seed',
    params: { mines: 1 },
    outcome: { revealed: [12], mineHit: null, mineTiles: [4] },
  },
  {
    ...base,
    id: '11',
    game: 'dice',
    status: 'lost',
    payout: '0',
    multiplier: 0,
    nonce: 2,
    serverSeed: null,
    params: { direction: 'under', targetHundredths: 4950 },
    outcome: { rollHundredths: 7000 },
  },
];

signInForEachTest();
// The brand's default is Vietnamese; these tests read the English words (the stored choice wins).
beforeEach(() => window.localStorage.setItem('lotus.language', 'en'));

describe('GameHistoryPage', { timeout: 20_000 }, () => {
  it('lists the rounds and opens one to its seeds and a verify link carrying its parameters', async () => {
    const user = userEvent.setup();
    const calls = serveFakeApiKeepingCalls((call) =>
      call.path === '/wps/relay/house/rounds'
        ? { value: pageOf(rounds, new URLSearchParams({ page: '1', size: '20' })) }
        : undefined,
    );
    renderPage(<GameHistoryPage />, '/game-history');
    const entries = await screen.findAllByTestId('history-round');
    expect(entries).toHaveLength(2);
    const [mines, dice] = entries as [HTMLElement, HTMLElement];
    expect(mines).toHaveTextContent('Mines Gold');
    expect(mines).toHaveTextContent('Win');
    expect(dice).toHaveTextContent('Loss');

    await user.click(within(mines).getByRole('button', { name: 'Details' }));
    expect(within(mines).getByText('revealed-seed')).toBeInTheDocument();
    const link = within(mines).getByRole('link', { name: 'Verify this round' });
    const target = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(target.pathname).toBe('/originals/verify');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      game: 'mines-gold',
      serverSeed: 'revealed-seed',
      clientSeed: 'my-seed',
      nonce: '3',
      mines: '1',
    });

    // A round of a pair not yet rotated: its server seed is still secret, so nothing to verify yet.
    await user.click(within(dice).getByRole('button', { name: 'Details' }));
    expect(within(dice).getByText('Revealed after you rotate your seeds')).toBeInTheDocument();
    expect(within(dice).queryByRole('link')).not.toBeInTheDocument();
    expect(calls[0]?.path).toBe('/wps/relay/house/rounds');
  });

  it('says so when there are no rounds', async () => {
    serveFakeApiKeepingCalls(() => ({ value: { content: [], page: 1, size: 20, total: 0 } }));
    renderPage(<GameHistoryPage />, '/game-history');
    expect(await screen.findByText('No rounds yet')).toBeInTheDocument();
  });
});
