import type { CrashState } from '@lotus/contract/crash';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveFakeApiKeepingCalls } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { PappuPage } from './PappuPage.tsx';

const hash = 'a'.repeat(64);

function roomAt(phase: 'betting' | 'running', myBet: CrashState['myBet'] = null): CrashState {
  const now = Date.now();
  return {
    round: {
      roundNumber: 42,
      phase,
      serverSeedHash: hash,
      clientSeed: 'lotus-pappu-demo',
      nonce: 42,
      bettingEndsAt: new Date(now + (phase === 'betting' ? 5_000 : -1_000)).toISOString(),
      // Running for 11.6 s: the curve shows 2.00x (e^(0.00006 · 11553) ≥ 2).
      startedAt: phase === 'running' ? new Date(now - 11_600).toISOString() : null,
      crashedAt: null,
      crashPoint: null,
      serverSeed: null,
    },
    players: [{ name: 'ab***c', stake: '20000', cashedOutAt: 15_000, payout: '30000' }],
    serverTime: new Date(now).toISOString(),
    myBet,
    history: [
      { roundNumber: 41, crashPoint: 23_400 },
      { roundNumber: 40, crashPoint: 10_000 },
    ],
    limits: { minStake: '1000', maxStake: '100000000' },
  };
}

const revealed = {
  content: [
    {
      roundNumber: 41,
      serverSeed: 'seed-41',
      serverSeedHash: 'b'.repeat(64),
      clientSeed: 'lotus-pappu-demo',
      nonce: 41,
      crashPoint: 23_400,
      startedAt: new Date().toISOString(),
      crashedAt: new Date().toISOString(),
    },
  ],
  page: 1,
  size: 10,
  total: 1,
};

signInForEachTest();

describe('PappuPage', { timeout: 20_000 }, () => {
  it('shows the betting round, its seed hash, recent crash points and a verify link, and places a bet', async () => {
    const calls = serveFakeApiKeepingCalls((call) => {
      if (call.path === '/wps/relay/house/crash') return { value: roomAt('betting') };
      if (call.path === '/wps/relay/house/crash/rounds') return { value: revealed };
      if (call.path === '/wps/relay/house/crash/bets') {
        return {
          value: {
            bet: {
              roundNumber: 42,
              stake: '5000',
              autoCashOut: 25_000,
              cashedOutAt: null,
              payout: null,
              settled: false,
            },
            balance: '95000',
          },
        };
      }
      return undefined;
    });
    renderPage(<PappuPage />, '/originals/pappu');
    expect(await screen.findByTestId('crash-seed-hash')).toHaveTextContent(hash);
    expect(screen.getByTestId('crash-multiplier')).toHaveTextContent('1,00×');
    expect(screen.getByText('2,34×')).toBeInTheDocument();
    expect(screen.getByText('ab***c')).toBeInTheDocument();
    const verify = await screen.findByRole('link', { name: /#41/ });
    expect(verify).toHaveAttribute(
      'href',
      `/originals/verify?game=pappu&serverSeed=seed-41&clientSeed=lotus-pappu-demo&nonce=41`,
    );

    const user = userEvent.setup();
    const [stake, auto] = screen.getAllByRole('textbox');
    await user.clear(stake!);
    await user.type(stake!, '5000');
    await user.type(auto!, '2.5');
    await user.click(screen.getByRole('button', { name: /place bet|đặt cược/i }));
    await waitFor(() => expect(calls.some((call) => call.path === '/wps/relay/house/crash/bets')).toBe(true));
    const bet = calls.find((call) => call.path === '/wps/relay/house/crash/bets');
    expect(bet?.body).toMatchObject({ stake: '5000', autoCashOut: 25_000 });
    expect((bet?.body as { idempotencyKey: string }).idempotencyKey.length).toBeGreaterThanOrEqual(8);
  });

  it('offers the cash-out of a running bet at the live multiplier, and refuses a bad stake without calling', async () => {
    const myBet = {
      roundNumber: 42,
      stake: '10000',
      autoCashOut: null,
      cashedOutAt: null,
      payout: null,
      settled: false,
    };
    const calls = serveFakeApiKeepingCalls((call) => {
      if (call.path === '/wps/relay/house/crash') return { value: roomAt('running', myBet) };
      if (call.path === '/wps/relay/house/crash/rounds')
        return { value: { ...revealed, content: [], total: 0 } };
      if (call.path === '/wps/relay/house/crash/cashout')
        return { value: { cashedOutAt: 20_000, payout: '20000', balance: '110000' } };
      return undefined;
    });
    renderPage(<PappuPage />, '/originals/pappu');
    // The amount follows the live multiplier (2.00x when the room was served, a little more a moment
    // later on a busy machine): the stake times a multiplier from 2.00x up, never the stake alone.
    const cashOut = await screen.findByRole('button', { name: /^Rút \d/ });
    const offered = Number((cashOut.textContent ?? '').replace(/\D/g, ''));
    expect(offered).toBeGreaterThanOrEqual(20_000);
    expect(offered).toBeLessThan(21_000);
    await userEvent.setup().click(cashOut);
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/wps/relay/house/crash/cashout')).toBe(true),
    );
  });

  it('says when the room cannot be loaded and tries again on request', async () => {
    let fail = true;
    serveFakeApiKeepingCalls((call) => {
      if (call.path === '/wps/relay/house/crash') {
        return fail ? { error: 'error_system', status: 500 } : { value: roomAt('betting') };
      }
      if (call.path === '/wps/relay/house/crash/rounds') return { value: revealed };
      return undefined;
    });
    renderPage(<PappuPage />, '/originals/pappu');
    const retry = await screen.findByRole('button', { name: /retry|thử lại/i }, { timeout: 10_000 });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByTestId('crash-seed-hash')).toHaveTextContent(hash);
  });
});
