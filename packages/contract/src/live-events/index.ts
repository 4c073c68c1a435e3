import { defineCall } from '../call.ts';

// The live-events calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/live-events/schemas).
export type { LiveTopic } from './schemas.ts';
export { sessionEndReasons } from './session-end-reasons.ts';
export type { SessionEndReason } from './session-end-reasons.ts';

const schemas = () => import('./schemas.ts');
const tag = 'live events';

export const issueLiveTicket = defineCall(schemas, {
  method: 'POST',
  path: '/wps/relay/events/ticket',
  scope: 'member',
  tag,
  summary: 'A one-use ticket (30 s) that opens the live stream with the member’s own events',
  errors: [],
  schemas: (s) => ({ value: s.liveTicketSchema }),
});

/** Not an envelope: the answer is a `text/event-stream` that stays open (EventSource cannot send headers, hence the ticket). */
export const openLiveStream = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/events',
  scope: 'visitor',
  tag,
  summary:
    'Server-Sent Events (text/event-stream, not the envelope): `winner`, `jackpot` and `crash` for everyone; with `?ticket=` also the member’s `balance`, `session` (sessions ended, and why), `cashier` (a deposit or withdrawal decided), `inbox` and the `chat` room',
  errors: ['error_live_ticket_invalid', 'error_live_streams_exceeded'],
  schemas: (s) => ({ query: s.liveStreamQuerySchema, value: s.liveStreamSchema }),
});
