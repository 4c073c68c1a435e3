import type {
  CrashBetRequest,
  CrashBetResult,
  CrashCashOutResult,
  CrashRoundPage,
  CrashState,
} from '@lotus/contract/crash';
import type { LiveTicket } from '@lotus/contract/live-events';
import type { ApiClient } from './client.ts';

/** PAPPU, the multiplayer Crash room: its state (public), a bet, a cash-out, and past rounds to verify. */
export function crashApi(client: ApiClient) {
  return {
    state: () => client.get<CrashState>('/wps/relay/house/crash'),
    bet: (request: CrashBetRequest) =>
      client.post<CrashBetResult>('/wps/relay/house/crash/bets', { json: request }),
    cashOut: () => client.post<CrashCashOutResult>('/wps/relay/house/crash/cashout'),
    rounds: (page: { page: number; size: number }) =>
      client.get<CrashRoundPage>('/wps/relay/house/crash/rounds', { searchParams: { ...page } }),
  };
}

export type CrashApi = ReturnType<typeof crashApi>;

/** The live stream's ticket: the page opens `GET /wps/relay/events?ticket=` with it (EventSource has no headers). */
export function liveEventsApi(client: ApiClient) {
  return {
    ticket: () => client.post<LiveTicket>('/wps/relay/events/ticket'),
    /** The stream's path, with the ticket when there is one (relative to the site). */
    streamPath: (ticket?: string) =>
      ticket === undefined ? '/wps/relay/events' : `/wps/relay/events?ticket=${encodeURIComponent(ticket)}`,
  };
}

export type LiveEventsApi = ReturnType<typeof liveEventsApi>;
