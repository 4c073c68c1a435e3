import { jackpotQueryKey } from '@lotus/app-shell';
import type { Jackpot } from '@lotus/contract/content';
import type { WalletBalance } from '@lotus/contract/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { walletQueryKeys } from './wallet-queries.ts';
import { FakeEventSource } from '../test/fake-event-source.ts';
import { serveFakeApiKeepingCalls } from '../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../test/render-page.tsx';
import { useLiveEvents, useLiveTopic } from './live-events.ts';

const balance: WalletBalance = { balance: '1000', currency: 'VND', points: '0' };
const winners: unknown[] = [];

function Probe() {
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient.setQueryData(walletQueryKeys.balance, balance);
  }, [queryClient]);
  useLiveEvents();
  useLiveTopic('winner', (data) => winners.push(data));
  const shown = queryClient.getQueryData<WalletBalance>(walletQueryKeys.balance);
  return <p data-testid="balance">{shown?.balance}</p>;
}

signInForEachTest();

describe('the live events wrapper', () => {
  it('opens one stream with a ticket, writes pushed balances into the wallet query and hands out public topics', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.opened = [];
    const calls = serveFakeApiKeepingCalls((call) =>
      call.path === '/wps/relay/events/ticket'
        ? { value: { ticket: 'T'.repeat(43), expiresAt: new Date().toISOString() } }
        : undefined,
    );
    let queryClient: ReturnType<typeof useQueryClient> | undefined;
    function Capture() {
      queryClient = useQueryClient();
      return null;
    }
    renderPage(
      <>
        <Capture />
        <Probe />
      </>,
    );
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;
    expect(stream.url).toBe(`/wps/relay/events?ticket=${'T'.repeat(43)}`);
    expect(calls.filter((call) => call.path === '/wps/relay/events/ticket')).toHaveLength(1);

    stream.emit('balance', { balance: '4321' });
    expect(queryClient?.getQueryData<WalletBalance>(walletQueryKeys.balance)).toEqual({
      ...balance,
      balance: '4321',
    });
    stream.emit('winner', { player: 'ab***c', prize: '900000' });
    expect(winners).toEqual([{ player: 'ab***c', prize: '900000' }]);
  });

  it('writes a pushed jackpot into the counter’s query, and ignores one that is not an amount', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.opened = [];
    serveFakeApiKeepingCalls((call) =>
      call.path === '/wps/relay/events/ticket'
        ? { value: { ticket: 'T'.repeat(43), expiresAt: new Date().toISOString() } }
        : undefined,
    );
    const pool: Jackpot = { amount: '5000000', currency: 'VND', updatedAt: '2026-03-01T08:00:00.000Z' };
    let queryClient: ReturnType<typeof useQueryClient> | undefined;
    function Capture() {
      const client = useQueryClient();
      queryClient = client;
      useEffect(() => {
        client.setQueryData(jackpotQueryKey, pool);
      }, [client]);
      return null;
    }
    renderPage(
      <>
        <Capture />
        <Probe />
      </>,
    );
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;
    stream.emit('jackpot', { value: '5012345' });
    expect(queryClient?.getQueryData<Jackpot>(jackpotQueryKey)).toMatchObject({
      amount: '5012345',
      currency: 'VND',
    });
    stream.emit('jackpot', { value: 'lots' });
    expect(queryClient?.getQueryData<Jackpot>(jackpotQueryKey)?.amount).toBe('5012345');
  });
});
