import { cashOutCrashBet, getCrashRoom, listCrashRounds, placeCrashBet } from '@lotus/contract/crash';
import type { CrashBetRequest } from '@lotus/contract/crash';
import { issueLiveTicket, openLiveStream } from '@lotus/contract/live-events';
import type { ApiClient } from './client.ts';

/** PAPPU, the multiplayer Crash room: its state (public), a bet, a cash-out, and past rounds to verify. */
export function crashApi(client: ApiClient) {
  return {
    state: () => client.call(getCrashRoom),
    bet: (request: CrashBetRequest) => client.call(placeCrashBet, { body: request }),
    cashOut: () => client.call(cashOutCrashBet),
    rounds: (page: { page: number; size: number }) => client.call(listCrashRounds, { query: page }),
  };
}

export type CrashApi = ReturnType<typeof crashApi>;

/** The live stream's ticket: the page opens `GET /wps/relay/events?ticket=` with it (EventSource has no headers). */
export function liveEventsApi(client: ApiClient) {
  return {
    ticket: () => client.call(issueLiveTicket),
    /** The stream's path, with the ticket when there is one (relative to the site). */
    streamPath: (ticket?: string) =>
      ticket === undefined
        ? openLiveStream.path
        : `${openLiveStream.path}?ticket=${encodeURIComponent(ticket)}`,
  };
}

export type LiveEventsApi = ReturnType<typeof liveEventsApi>;
