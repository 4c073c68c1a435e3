import type { Jackpot } from '@lotus/contract/content';
import type { LiveTopic } from '@lotus/contract/live-events';
import type { WalletBalance } from '@lotus/contract/wallet';
import { jackpotQueryKey, liveEvents, useSessionStore } from '@lotus/app-shell';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { inboxQueryKeys } from './account-queries.ts';
import { walletQueryKeys } from './wallet-queries.ts';

/**
 * The site's one wrapper around the live stream (Server-Sent Events, `GET /wps/relay/events`): one
 * EventSource per page, whatever number of screens listen. Signed in, the stream opens with a fresh
 * one-use ticket (an EventSource cannot send the token), so it also carries the member's balance.
 * A failed or dropped stream is reopened by hand with a back-off (the browser's own retry would
 * reuse a spent ticket); every (re)opening announces `ready`, on which screens refetch what they show.
 */
type Topic = LiveTopic | 'ready';
type Handler = (data: unknown) => void;

const handlers = new Map<Topic, Set<Handler>>();
const topics: readonly Topic[] = [
  'ready',
  'balance',
  'session',
  'cashier',
  'winner',
  'jackpot',
  'crash',
  'chat',
  'inbox',
];
let users = 0;
let token: string | null = null;
let source: EventSource | undefined;
let generation = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryMs = 1_000;
const maxRetryMs = 30_000;

function dispatch(topic: Topic, raw: string): void {
  let data: unknown;
  try {
    data = JSON.parse(raw) as unknown;
  } catch {
    return;
  }
  for (const handler of [...(handlers.get(topic) ?? [])]) handler(data);
}

function closeStream(): void {
  generation += 1;
  if (retryTimer !== undefined) clearTimeout(retryTimer);
  retryTimer = undefined;
  source?.close();
  source = undefined;
}

async function openStream(): Promise<void> {
  closeStream();
  if (users === 0 || typeof EventSource === 'undefined') return;
  const mine = generation;
  let ticket: string | undefined;
  if (token !== null) {
    // Without a ticket (the session ended, the server is down) the page still gets the public topics.
    ticket = await liveEvents.ticket().then(
      (answer) => answer.ticket,
      () => undefined,
    );
  }
  if (mine !== generation) return;
  const stream = new EventSource(liveEvents.streamPath(ticket));
  source = stream;
  for (const topic of topics) {
    stream.addEventListener(topic, (event) => {
      if (topic === 'ready') retryMs = 1_000;
      dispatch(topic, (event as MessageEvent<string>).data);
    });
  }
  stream.onerror = () => {
    if (mine !== generation) return;
    stream.close();
    const delay = retryMs;
    retryMs = Math.min(retryMs * 2, maxRetryMs);
    retryTimer = setTimeout(() => void openStream(), delay);
  };
}

function retain(): () => void {
  users += 1;
  if (users === 1) void openStream();
  return () => {
    users -= 1;
    if (users === 0) closeStream();
  };
}

function setToken(next: string | null): void {
  if (next === token) return;
  token = next;
  if (users > 0) void openStream();
}

/**
 * Calls `handler` with each event of `topic` while the component is mounted (and keeps the stream
 * open). `chat` arrives only on a signed-in page's stream (opened with a ticket).
 */
export function useLiveTopic(topic: Topic, handler: Handler): void {
  const latest = useRef(handler);
  latest.current = handler;
  const signedInToken = useSessionStore((state) => state.token);
  useEffect(() => setToken(signedInToken), [signedInToken]);
  useEffect(() => {
    const listener: Handler = (data) => latest.current(data);
    const set = handlers.get(topic) ?? new Set<Handler>();
    handlers.set(topic, set);
    set.add(listener);
    const release = retain();
    return () => {
      set.delete(listener);
      release();
    };
  }, [topic]);
}

/**
 * Mounted once by the layout: keeps the stream open on every page and writes each `balance` event
 * into the wallet's balance query (the header and the wallet read it), and each `jackpot` event into
 * the jackpot counter's query (it eases to the new value at once), refetching both on (re)connection;
 * an `inbox` event (new messages) refetches the inbox and the header's unread count.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  useLiveTopic('balance', (data) => {
    const balance = (data as { balance?: unknown } | null)?.balance;
    if (typeof balance !== 'string' || !/^\d+$/.test(balance)) return;
    queryClient.setQueryData<WalletBalance>(walletQueryKeys.balance, (old) =>
      old === undefined ? old : { ...old, balance },
    );
    void queryClient.invalidateQueries({ queryKey: walletQueryKeys.consolidated });
  });
  useLiveTopic('jackpot', (data) => {
    const value = (data as { value?: unknown } | null)?.value;
    if (typeof value !== 'string' || !/^\d+$/.test(value)) return;
    // Only a pool the counter has loaded: the event does not say its currency.
    queryClient.setQueryData<Jackpot>(jackpotQueryKey, (old) =>
      old === undefined ? old : { ...old, amount: value, updatedAt: new Date().toISOString() },
    );
  });
  useLiveTopic('inbox', () => void queryClient.invalidateQueries({ queryKey: inboxQueryKeys.all }));
  useLiveTopic('ready', () => {
    void queryClient.invalidateQueries({ queryKey: walletQueryKeys.balance });
    void queryClient.invalidateQueries({ queryKey: inboxQueryKeys.all });
    // Events sent while the stream was down are lost: ask for the pool as it is now.
    void queryClient.invalidateQueries({ queryKey: jackpotQueryKey });
  });
}
