import type { Queryable } from '../../platform/database/pool.ts';
import { liveEventsChannel } from '../../platform/events/notify.ts';

/**
 * Sends the brand's queued balance pushes, oldest first, up to `limit` rows: one live `balance`
 * event per member with the latest balance among them, and the rows deleted, in one statement (one
 * transaction, one commit for the whole batch). Two instances sending at once never send a row
 * twice, and never a member's older balance after a newer one: a member's rows are numbered in the
 * order their journals committed (each journal holds the member's row), so a sender that sees a
 * newer row also sees the older ones, and waits on a concurrent sender holding them until that one
 * has committed. Answers how many rows it sent.
 */
export async function sendBalancePushes(db: Queryable, brandId: number, limit: number): Promise<number> {
  const { rows } = await db.query<{ sent: number }>(
    `with sent as (
       delete from ledger_balance_pushes
        where id in (select id from ledger_balance_pushes where brand_id = $1 order by id limit $2)
       returning id, member_id, balance),
     latest as (
       select distinct on (member_id) member_id, balance from sent order by member_id, id desc)
     select (select count(*) from sent)::int as sent,
            (select count(pg_notify($3, json_build_object(
                      'topic', 'balance', 'brandId', $1::int, 'memberId', member_id::text,
                      'data', json_build_object('balance', balance::text))::text))
               from latest) as notified`,
    [brandId, limit, liveEventsChannel],
  );
  return rows[0]?.sent ?? 0;
}
