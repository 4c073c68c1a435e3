import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeAnswer, FakeRequest } from '../../test/fake-api.ts';
import { serveFakeApi } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { LuckyTicketPage, RedEnvelopePage, WheelPage } from './CampaignPages.tsx';
import { campaignOf, drawOf, preferReducedMotion, seedsOf } from './campaigns-fakes.ts';

function campaignsServer(options: {
  campaigns?: ReturnType<typeof campaignOf>[];
  list?: () => FakeAnswer | undefined;
  draw?: (body: Record<string, unknown>) => FakeAnswer;
}) {
  const draws: Array<Record<string, unknown>> = [];
  const handle = (request: FakeRequest): FakeAnswer | undefined => {
    const path = request.url.pathname;
    if (path === '/wps/member/info')
      return { value: { id: '1', account: 'demo_member', nickname: null, type: 0 } };
    if (path === '/wps/member/campaigns')
      return (
        options.list?.() ?? { value: { campaigns: options.campaigns ?? [campaignOf()], seeds: seedsOf() } }
      );
    if (path === '/wps/member/campaigns/draws' && request.method === 'POST') {
      const body = request.body as Record<string, unknown>;
      draws.push(body);
      return options.draw?.(body) ?? { value: drawOf() };
    }
    return undefined;
  };
  return { handle, draws };
}

signInForEachTest();
const matchMedia = window.matchMedia;
beforeEach(() => window.localStorage.setItem('lotus.language', 'en'));
afterEach(() => {
  window.matchMedia = matchMedia;
});

describe('the prize wheel', { timeout: 20_000 }, () => {
  it('spins to the segment the server drew and says the prize, with the wallet a link away', async () => {
    preferReducedMotion();
    const user = userEvent.setup();
    const server = campaignsServer({});
    serveFakeApi(server.handle);
    renderPage(<WheelPage />, '/wheel');
    const campaign = await screen.findByTestId('campaign');
    expect(within(campaign).getByRole('heading', { name: 'Lotus prize wheel' })).toBeInTheDocument();
    expect(within(campaign).getByTestId('draws-left')).toHaveTextContent('3 of 3 today');
    expect(within(campaign).getByRole('img', { name: 'A prize wheel of 3 segments' })).toBeInTheDocument();
    // Each prize with its chance: 2, 1 and 1 of 4.
    expect(campaign).toHaveTextContent(/₫5,000\s*50% chance/);
    expect(campaign).toHaveTextContent(/50 points\s*25% chance/);
    expect(screen.getByTestId('seed-hash')).toHaveTextContent('b'.repeat(64));

    await user.click(within(campaign).getByRole('button', { name: 'Spin' }));
    const result = await screen.findByTestId('draw-result');
    expect(result).toHaveTextContent('You won ₫5,000! It is in your wallet.');
    expect(within(result).getByRole('link', { name: 'See your wallet' })).toHaveAttribute('href', '/wallet');
    expect(server.draws).toEqual([
      { campaignId: '7', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
    // Segment 0 of 3 (0°–120°): its middle, 60°, comes under the pointer after five whole turns.
    expect(Number(screen.getByTestId('prize-wheel').dataset.turn)).toBe(5 * 360 + 300);
    expect(within(campaign).getByTestId('draws-left')).toHaveTextContent('2 of 3 today');
    expect(within(campaign).getByRole('button', { name: 'Play again' })).toBeEnabled();
  });

  it('says a refusal in the server’s words and keeps the key for a retry', async () => {
    preferReducedMotion();
    const user = userEvent.setup();
    let refuse = true;
    const server = campaignsServer({
      draw: () =>
        refuse
          ? { error: 'error_system', status: 500, message: 'The system is busy, try again' }
          : { value: drawOf({ prizeIndex: 2, prize: { kind: 'none', amount: '0', weight: 1 } }) },
    });
    serveFakeApi(server.handle);
    renderPage(<WheelPage />, '/wheel');
    await user.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The system is busy, try again');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByTestId('draw-result')).toHaveTextContent('Better luck next time.');
    expect(server.draws[1]!.idempotencyKey).toBe(server.draws[0]!.idempotencyKey);
  });

  it('shows a placeholder while loading, the server’s words with a retry when it fails, and an empty page', async () => {
    const user = userEvent.setup();
    let answer: 'fail' | 'empty' = 'fail';
    serveFakeApi(
      campaignsServer({
        list: () =>
          answer === 'fail'
            ? { error: 'error_system', status: 500, message: 'The system is busy, try again' }
            : { value: { campaigns: [], seeds: seedsOf() } },
      }).handle,
    );
    renderPage(<WheelPage />, '/wheel');
    expect(await screen.findByLabelText('Loading the campaigns…')).toHaveAttribute('aria-busy', 'true');
    expect(
      await screen.findByRole('heading', { name: 'The campaigns could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The system is busy, try again')).toBeInTheDocument();
    answer = 'empty';
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Nothing running right now' })).toBeInTheDocument();
  });
});

describe('the red envelope and the lucky ticket', { timeout: 20_000 }, () => {
  it('says why a member may not open an envelope yet, and offers no button to press', async () => {
    serveFakeApi(
      campaignsServer({
        campaigns: [
          campaignOf({
            kind: 'red_envelope',
            name: 'Lucky red envelope',
            drawsPer: 'campaign',
            drawsAllowed: 1,
            drawsLeft: 1,
            eligible: false,
            ineligibleReason: 'deposits',
            eligibility: { minDeposits: '100000', minValidBets: '0', windowDays: 7 },
            deposits: '20000',
          }),
        ],
      }).handle,
    );
    renderPage(<RedEnvelopePage />, '/red-envelope');
    const campaign = await screen.findByTestId('campaign');
    expect(campaign).toHaveTextContent(
      'Deposit at least ₫100,000 in the last 7 days to take part (so far: ₫20,000).',
    );
    expect(within(campaign).getByRole('button', { name: 'Open the envelope' })).toBeDisabled();
    expect(within(campaign).getByRole('img', { name: 'A red envelope' })).toBeInTheDocument();
  });

  it('puts "any member with a credited deposit" in plain words', async () => {
    serveFakeApi(
      campaignsServer({
        campaigns: [
          campaignOf({
            kind: 'red_envelope',
            eligible: false,
            ineligibleReason: 'deposits',
            eligibility: { minDeposits: '1', minValidBets: '0', windowDays: null },
          }),
        ],
      }).handle,
    );
    renderPage(<RedEnvelopePage />, '/red-envelope');
    expect(await screen.findByTestId('campaign')).toHaveTextContent('Make a first deposit to take part.');
  });

  it('opens the envelope on the drawn amount', async () => {
    preferReducedMotion();
    const user = userEvent.setup();
    serveFakeApi(
      campaignsServer({
        campaigns: [
          campaignOf({ kind: 'red_envelope', drawsPer: 'campaign', drawsAllowed: 1, drawsLeft: 1 }),
        ],
        draw: () => ({
          value: drawOf({
            kind: 'red_envelope',
            prizes: [{ kind: 'money', amount: '18888', weight: 1 }],
            prize: { kind: 'money', amount: '18888', weight: 1 },
            drawsLeft: 0,
          }),
        }),
      }).handle,
    );
    renderPage(<RedEnvelopePage />, '/red-envelope');
    await user.click(await screen.findByRole('button', { name: 'Open the envelope' }));
    expect(await screen.findByTestId('draw-result')).toHaveTextContent('You won ₫18,888!');
    expect(screen.getByRole('img', { name: 'An open red envelope' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No draws left' })).toBeDisabled();
  });

  it('scratches the ticket to the points drawn, in Vietnamese', async () => {
    preferReducedMotion();
    window.localStorage.setItem('lotus.language', 'vi');
    const user = userEvent.setup();
    serveFakeApi(
      campaignsServer({
        campaigns: [campaignOf({ kind: 'lucky_ticket', name: 'Vé số may mắn' })],
        draw: () => ({
          value: drawOf({
            kind: 'lucky_ticket',
            prizeIndex: 1,
            prize: { kind: 'points', amount: '50', weight: 1 },
          }),
        }),
      }).handle,
    );
    renderPage(<LuckyTicketPage />, '/lucky-ticket');
    await user.click(await screen.findByRole('button', { name: 'Cào vé' }));
    expect(await screen.findByTestId('draw-result')).toHaveTextContent('Bạn trúng 50 điểm!');
    expect(screen.getByRole('img', { name: 'Vé số may mắn đã cào' })).toBeInTheDocument();
  });
});

describe('motion', { timeout: 20_000 }, () => {
  it('waits for the wheel to stop before it says the prize', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      serveFakeApi(campaignsServer({}).handle);
      renderPage(<WheelPage />, '/wheel');
      await user.click(await screen.findByRole('button', { name: 'Spin' }));
      await vi.waitFor(() =>
        expect(Number(screen.getByTestId('prize-wheel').dataset.turn)).toBeGreaterThan(0),
      );
      expect(screen.queryByTestId('draw-result')).toBeNull();
      await vi.advanceTimersByTimeAsync(4_500);
      expect(await screen.findByTestId('draw-result')).toHaveTextContent('You won ₫5,000!');
    } finally {
      vi.useRealTimers();
    }
  });
});
