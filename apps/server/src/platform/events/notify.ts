import type { Queryable } from '../database/pool.ts';

/** The one PostgreSQL channel every live event travels on; each process LISTENs to it once. */
export const liveEventsChannel = 'lotus_events';

/** What a live event says: its topic, the brand, the member it is for (none: everyone), its data. */
export interface LiveEvent {
  topic: string;
  brandId: number;
  /** A member's own event (their balance): delivered to that member's pages only. */
  memberId?: string;
  data: unknown;
}

/**
 * Sends a live event to every server instance. Called inside the transaction that made the change,
 * PostgreSQL delivers it only when that transaction commits (and never if it rolls back), so a page
 * is never told of money that did not move. A NOTIFY payload holds at most 8000 bytes: send small facts.
 */
export async function notifyLiveEvent(db: Queryable, event: LiveEvent): Promise<void> {
  await db.query('select pg_notify($1, $2)', [liveEventsChannel, JSON.stringify(event)]);
}
