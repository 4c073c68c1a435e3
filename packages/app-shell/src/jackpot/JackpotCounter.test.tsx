import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../AppProviders.tsx';
import { JackpotCounter } from './JackpotCounter.tsx';
import { jackpotQueryKey } from './jackpot-query.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

// Intl separates currency and number with a no-break space: compare on plain spaces.
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The jackpot call answers `answer` (an amount, or a failure); anything else is a 404. */
function serveJackpot(answer: () => string | 'fails') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const amount = url.pathname === '/wps/relay/jackpot' ? answer() : 'fails';
      const body =
        amount === 'fails'
          ? { success: false, value: null, error: { code: 'error_system', message: '' } }
          : { success: true, value: { amount, currency: 'VND', updatedAt: '2026-03-01T08:00:00.000Z' } };
      return new Response(JSON.stringify(body), {
        status: amount === 'fails' ? 500 : 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

/** Motion reduced: each new value is drawn at once instead of over 1.5 s. */
function reduceMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderCounter() {
  let queryClient: QueryClient | undefined;
  function Capture() {
    queryClient = useQueryClient();
    return null;
  }
  render(
    <AppProviders retryDelayMs={0}>
      <Capture />
      <JackpotCounter />
    </AppProviders>,
  );
  return () => queryClient as QueryClient;
}

describe('JackpotCounter', () => {
  it('shows the pool the server reports, every digit of it, from the first frame', async () => {
    serveJackpot(() => '9007199254740993');
    renderCounter();
    expect(await screen.findByRole('heading', { name: 'Hũ tích lũy' })).toBeInTheDocument();
    const amount = await screen.findByTestId('jackpot-amount');
    // Never counted up from zero: the first value drawn is the server's.
    expect(plain(amount.textContent)).toBe('9.007.199.254.740.993 ₫');
  });

  it('moves to a value written into its cache entry (a live event)', async () => {
    reduceMotion();
    serveJackpot(() => '1500000');
    const queryClient = renderCounter();
    const amount = await screen.findByTestId('jackpot-amount');
    expect(plain(amount.textContent)).toBe('1.500.000 ₫');
    act(() => {
      queryClient().setQueryData(jackpotQueryKey, {
        amount: '2750000',
        currency: 'VND',
        updatedAt: '2026-03-01T08:00:05.000Z',
      });
    });
    // The cache notifies its readers on the next tick; with motion reduced the value then jumps.
    await waitFor(() => expect(plain(screen.getByTestId('jackpot-amount').textContent)).toBe('2.750.000 ₫'));
  });

  it('eases to a new value and comes to rest exactly on it', { timeout: 15_000 }, async () => {
    serveJackpot(() => '1000000');
    const queryClient = renderCounter();
    await screen.findByTestId('jackpot-amount');
    act(() => {
      queryClient().setQueryData(jackpotQueryKey, {
        amount: '1000999',
        currency: 'VND',
        updatedAt: '2026-03-01T08:00:05.000Z',
      });
    });
    const amount = screen.getByTestId('jackpot-amount');
    // On its way the figure passes values between the two, then settles on the server's exactly.
    await waitFor(() => expect(plain(amount.textContent)).not.toBe('1.000.000 ₫'));
    // The easing lasts 1.5 s (eased-number.ts); a busy machine draws its frames late.
    await waitFor(() => expect(plain(amount.textContent)).toBe('1.000.999 ₫'), { timeout: 8_000 });
  });

  it('says so when the pool cannot be loaded, instead of showing a figure', async () => {
    serveJackpot(() => 'fails');
    renderCounter();
    expect(await screen.findByText('Không tải được giá trị hũ', {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('jackpot-amount')).not.toBeInTheDocument();
  });
});
