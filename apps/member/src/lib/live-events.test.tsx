import type { WalletBalance } from '@lotus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { walletQueryKeys } from '../features/wallet/wallet-queries.ts';
import { serveFakeApiKeepingCalls } from '../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../test/render-page.tsx';
import { useLiveEvents, useLiveTopic } from './live-events.ts';

/** Stands in for the browser's EventSource: the test fires its events by hand. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly url: string;
  readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
    }
  }
}

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
});
