import type { CrashRound } from '@lotus/contract/crash';
import { elapsedMsFor } from '@lotus/games';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { CrashCurve } from './CrashCurve.tsx';

const startedAt = Date.parse('2026-11-26T10:00:00Z');
const round: CrashRound = {
  roundNumber: 7,
  phase: 'running',
  serverSeedHash: 'a'.repeat(64),
  clientSeed: 'lotus-pappu-demo',
  nonce: 7,
  bettingEndsAt: new Date(startedAt).toISOString(),
  startedAt: new Date(startedAt).toISOString(),
  crashedAt: null,
  crashPoint: null,
  serverSeed: null,
};
const players = [
  { name: 'ab***c', stake: '20000', cashedOutAt: 15_000, payout: '30000' },
  { name: 'xy***z', stake: '10000', cashedOutAt: null, payout: null },
];
const myBet = {
  roundNumber: 7,
  stake: '5000',
  autoCashOut: null,
  cashedOutAt: 20_000,
  payout: '10000',
  settled: true,
};
afterEach(() => vi.unstubAllGlobals());

const ticks = () => Array.from(document.querySelectorAll('text')).map((text) => text.textContent);

describe('CrashCurve', () => {
  it('draws the rising curve with a rocket at its tip, time and multiplier ticks and the cash-outs so far', async () => {
    serveFakeApi(() => undefined);
    const now = startedAt + elapsedMsFor(25_000);
    renderPage(<CrashCurve round={round} now={now} players={players} myBet={myBet} />);
    expect(await screen.findByTestId('crash-multiplier')).toHaveTextContent('2,50×');
    expect(screen.getByTestId('crash-rocket')).toBeInTheDocument();
    expect(screen.queryByTestId('crash-burst')).not.toBeInTheDocument();
    // 2.5× with room above: ticks at 1×, 1,5×, 2×, 2,5×; 15.3 s in: 5 s, 10 s and 15 s across.
    expect(ticks()).toEqual(expect.arrayContaining(['1×', '1,5×', '2×', '2,5×', '5s', '10s', '15s']));
    // Another player's 1.5× on the curve; the member's own 2× marked apart with its multiplier.
    expect(document.querySelector('[data-cash-out="15000"]')).not.toBeNull();
    expect(document.querySelector('[data-cash-out="20000"][data-own="true"]')).toHaveTextContent('2,00×');
  });

  it('shows the crash with a burst where the curve stopped, and no rocket', async () => {
    serveFakeApi(() => undefined);
    const crashed: CrashRound = {
      ...round,
      phase: 'crashed',
      crashPoint: 18_400,
      crashedAt: new Date(startedAt + elapsedMsFor(18_400)).toISOString(),
    };
    renderPage(<CrashCurve round={crashed} now={Date.now()} players={players} myBet={null} />);
    expect(await screen.findByTestId('crash-multiplier')).toHaveTextContent('1,84×');
    expect(screen.getByTestId('crash-burst')).toBeInTheDocument();
    expect(screen.queryByTestId('crash-rocket')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Hệ số nhân của vòng #7' })).toHaveAttribute(
      'data-phase',
      'crashed',
    );
  });

  it('draws no curve while bets are taken', async () => {
    serveFakeApi(() => undefined);
    const betting: CrashRound = {
      ...round,
      phase: 'betting',
      startedAt: null,
      bettingEndsAt: new Date(startedAt + 5_000).toISOString(),
    };
    renderPage(<CrashCurve round={betting} now={startedAt} players={[]} myBet={null} />);
    expect(await screen.findByTestId('crash-multiplier')).toHaveTextContent('1,00×');
    expect(screen.queryByTestId('crash-curve-line')).not.toBeInTheDocument();
    expect(screen.queryByTestId('crash-rocket')).not.toBeInTheDocument();
  });
});
