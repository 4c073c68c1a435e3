import type { Queryable } from '../platform/database/pool.ts';
import { notifyLiveEvent } from '../platform/events/notify.ts';

/**
 * Tells open pages that their inbox changed, so the header's unread count rises at once instead of
 * at its next poll. Sent inside the transaction that wrote the messages (delivered on commit only).
 * One member: to that member's pages. Several (a mailing): one event to every signed-in page of the
 * brand, which refetches its own count; one NOTIFY whatever the number of recipients.
 */
export async function announceNewMail(
  db: Queryable,
  to: { brandId: number; memberId: bigint | undefined },
): Promise<void> {
  await notifyLiveEvent(db, {
    topic: 'inbox',
    brandId: to.brandId,
    ...(to.memberId === undefined ? {} : { memberId: to.memberId.toString() }),
    data: {},
  });
}
