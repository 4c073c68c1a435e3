import type { SystemStatus } from '@lotus/contract/system';
import { setPayloadKey, system } from './api.ts';
import { useServerRead } from './server-read/use-server-read.ts';

/** The status known before the first render: fetched by the entry (`requestSystemStatusEarly`) or given to the frame. */
let known: { status: SystemStatus; at: number } | undefined;
let early: Promise<SystemStatus> | undefined;

async function fetchStatus(): Promise<SystemStatus> {
  const status = await system.status(window.location.host);
  setPayloadKey(status.payloadKey);
  return status;
}

/**
 * Asks for the status once, at the entry, alongside the first page's code: the site mounts with it
 * known, so its first render is the page rather than the status gate's wait (`mountSite`).
 */
export function requestSystemStatusEarly(): Promise<SystemStatus> {
  early ??= fetchStatus().then((status) => {
    known = { status, at: Date.now() };
    return status;
  });
  return early;
}

/** The status the next render starts from (the build's frame draws the page with a status of its own). */
export function provideSystemStatus(status: SystemStatus): void {
  known = { status, at: Date.now() };
}

/**
 * The site status, refreshed every minute and when the tab regains focus, so an open page moves to
 * the maintenance page soon after the operator turns maintenance on. Read without TanStack Query
 * (only the gate reads it; others read the gate's context), so a page without a query client, the
 * line-detection page, can have the gate.
 */
export function useSystemStatusQuery() {
  return useServerRead(fetchStatus, {
    initial: () => (known ? { value: known.status, at: known.at } : undefined),
    refetchEveryMs: 60_000,
    refetchOnFocus: true,
    staleMs: 30_000,
    retries: 1,
  });
}
