import type { SessionEndReason } from '@lotus/contract/live-events';
import type { Queryable } from '../platform/database/pool.ts';
import { notifyLiveEvent } from '../platform/events/notify.ts';

/**
 * Tells the member's open pages that some of their sessions ended, and why (the live stream's
 * `session` topic, the member's own). A page cannot tell from the event whether its own session
 * was one of them, so it asks the server with its token, and says it was signed out only when
 * refused: a session ended from the security page leaves the page that ended it signed in.
 */
export async function notifySessionsEnded(
  db: Queryable,
  event: { brandId: number; memberId: bigint; reason: SessionEndReason },
): Promise<void> {
  await notifyLiveEvent(db, {
    topic: 'session',
    brandId: event.brandId,
    memberId: event.memberId.toString(),
    data: { reason: event.reason },
  });
}
