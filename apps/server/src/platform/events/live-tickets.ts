import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../database/pool.ts';

/** How long a ticket is good for: a page asks for one right before it opens its stream. */
export const liveTicketSeconds = 30;

function ticketHash(ticket: string): Buffer {
  return createHash('sha256').update(ticket).digest();
}

/**
 * One-use tickets for the live stream (an EventSource cannot send the bearer token). Kept in the
 * database, not in memory, so a ticket issued by one instance opens a stream on another.
 */
export function createLiveTickets(deps: { db: Queryable; brandId: number }) {
  return {
    async issue(memberId: bigint): Promise<{ ticket: string; expiresAt: Date }> {
      // Expired tickets go as new ones come: the table stays as small as the pages opening right now.
      await deps.db.query('delete from live_event_tickets where expires_at < now()');
      const ticket = randomBytes(32).toString('base64url');
      const { rows } = await deps.db.query<{ expires_at: Date }>(
        `insert into live_event_tickets (ticket_hash, brand_id, member_id, expires_at)
         values ($1, $2, $3, now() + make_interval(secs => $4)) returning expires_at`,
        [ticketHash(ticket), deps.brandId, memberId, liveTicketSeconds],
      );
      return { ticket, expiresAt: rows[0]!.expires_at };
    },

    /** The member of a live ticket, deleting it (used once); undefined when unknown, used or expired. */
    async redeem(ticket: string): Promise<bigint | undefined> {
      const { rows } = await deps.db.query<{ member_id: bigint }>(
        `delete from live_event_tickets
          where ticket_hash = $1 and brand_id = $2 and expires_at >= now()
         returning member_id`,
        [ticketHash(ticket), deps.brandId],
      );
      return rows[0]?.member_id;
    },
  };
}

export type LiveTickets = ReturnType<typeof createLiveTickets>;
