import type { SystemStatus } from '@lotus/contract/system';
import { useQuery } from '@tanstack/react-query';
import { setPayloadKey, system } from './api.ts';

export const systemStatusQueryKey = ['system', 'status'] as const;

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
 * the maintenance page soon after the operator turns maintenance on.
 */
export function useSystemStatusQuery() {
  return useQuery({
    queryKey: systemStatusQueryKey,
    queryFn: fetchStatus,
    initialData: known?.status,
    initialDataUpdatedAt: known?.at,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
    retry: 1,
  });
}
