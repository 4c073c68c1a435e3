import pg from 'pg';
import type { Logger } from '../logger.ts';
import type { Pool } from '../database/pool.ts';
import { liveEventsChannel } from './notify.ts';
import type { LiveEvent } from './notify.ts';

export type LiveEventListener = (event: LiveEvent) => void;

export interface LiveEventHub {
  /** Calls `listener` with every live event of this process's brand until the returned function runs. */
  subscribe(listener: LiveEventListener): () => void;
  /**
   * Calls `listener` with true each time the LISTEN connection is up, and with false when it drops or
   * the hub closes (events sent meanwhile are lost), until the returned function runs. Opens the
   * connection if it is not open yet. What a process keeps in memory on the strength of these events
   * must be dropped on false.
   */
  watchConnection(listener: (connected: boolean) => void): () => void;
  /** Resolves once the LISTEN connection is up (at once when it already is). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface LiveEventHubOptions {
  pool: Pool;
  brandId: number;
  logger?: Logger;
  /** First and longest wait before reconnecting a dropped LISTEN connection. */
  reconnectMs?: { first: number; max: number };
}

function parseLiveEvent(payload: string | undefined): LiveEvent | undefined {
  if (payload === undefined) return undefined;
  try {
    const value = JSON.parse(payload) as Partial<LiveEvent>;
    if (typeof value.topic !== 'string' || typeof value.brandId !== 'number') return undefined;
    if (value.memberId !== undefined && typeof value.memberId !== 'string') return undefined;
    return { topic: value.topic, brandId: value.brandId, memberId: value.memberId, data: value.data };
  } catch {
    return undefined;
  }
}

/**
 * One LISTEN connection per process on `lotus_events`, fanned out in memory to every open stream.
 * The connection is its own (not a pool client: it never returns to the pool) and opens with the first
 * subscriber. When it drops it is reopened with a doubling back-off; events sent meanwhile are lost, so
 * pages refetch what they show when their stream reconnects.
 */
export function createLiveEventHub(options: LiveEventHubOptions): LiveEventHub {
  const listeners = new Set<LiveEventListener>();
  const connectionWatchers = new Set<(connected: boolean) => void>();
  const tellWatchers = (connected: boolean) => {
    for (const watcher of [...connectionWatchers]) watcher(connected);
  };
  const backoff = options.reconnectMs ?? { first: 250, max: 10_000 };
  let client: pg.Client | undefined;
  let started = false;
  let closed = false;
  let nextDelay = backoff.first;
  let retryTimer: NodeJS.Timeout | undefined;
  let readyWaiters: Array<() => void> = [];
  let connected = false;

  const deliver = (message: pg.Notification) => {
    const event = parseLiveEvent(message.payload);
    if (!event || event.brandId !== options.brandId) return;
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        options.logger?.warn({ err: error }, 'live event listener failed');
      }
    }
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const delay = nextDelay;
    nextDelay = Math.min(nextDelay * 2, backoff.max);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
  };

  const dropped = (candidate: pg.Client, reason: string) => {
    if (client !== candidate) return;
    client = undefined;
    connected = false;
    tellWatchers(false);
    options.logger?.warn({ reason }, 'live events connection lost, reconnecting');
    candidate.end().catch(() => undefined);
    scheduleReconnect();
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const candidate = new pg.Client({
      connectionString: options.pool.options.connectionString,
      application_name: 'lotus-live-events',
    });
    candidate.on('error', (error) => dropped(candidate, error.message));
    candidate.on('end', () => dropped(candidate, 'connection ended'));
    candidate.on('notification', deliver);
    client = candidate;
    try {
      await candidate.connect();
      await candidate.query(`listen ${liveEventsChannel}`);
    } catch (error) {
      dropped(candidate, error instanceof Error ? error.message : 'connect failed');
      return;
    }
    if (closed || client !== candidate) {
      await candidate.end().catch(() => undefined);
      return;
    }
    connected = true;
    tellWatchers(true);
    nextDelay = backoff.first;
    const waiters = readyWaiters;
    readyWaiters = [];
    for (const resolve of waiters) resolve();
  }

  const start = () => {
    if (started || closed) return;
    started = true;
    void connect();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      start();
      return () => listeners.delete(listener);
    },
    watchConnection(watcher) {
      connectionWatchers.add(watcher);
      start();
      if (connected) watcher(true);
      return () => connectionWatchers.delete(watcher);
    },
    ready() {
      start();
      if (connected || closed) return Promise.resolve();
      return new Promise((resolve) => readyWaiters.push(resolve));
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      listeners.clear();
      const open = client;
      client = undefined;
      connected = false;
      tellWatchers(false);
      connectionWatchers.clear();
      for (const resolve of readyWaiters) resolve();
      readyWaiters = [];
      await open?.end().catch(() => undefined);
    },
  };
}
