import pg from 'pg';
import { productDatabaseUrl } from '../../product.ts';

/** The brand's clock (Vietnam, no daylight saving): a period key is a date on it. */
const brandOffsetMs = 7 * 3_600_000;

/**
 * A daily salary pays the day after, and a browser test cannot wait a day: so the journey's own
 * rows are moved one day back, as if everything it did had happened yesterday. Only these move,
 * in one transaction: the settled bets of its players (what the day's figures read) and the
 * contracts its agents signed (a contract pays the periods that end while it stands). Nothing else
 * of the product is touched, and every payout is then computed, journaled and shown by the product
 * itself. Answers the key of the day the rows now fall in (`D-YYYY-MM-DD`).
 */
export async function passADay(journey: { bettors: string[]; contractHolders: string[] }): Promise<string> {
  const client = new pg.Client({ connectionString: productDatabaseUrl() });
  await client.connect();
  try {
    await client.query('begin');
    // The bets first: the settlement job could settle the day the moment a contract stands in it.
    const bets = await client.query<{ settled_at: Date }>(
      `update bets set placed_at = placed_at - interval '1 day', settled_at = settled_at - interval '1 day'
        where member_id in (select id from members where username = any($1::text[])) and status = 'settled'
        returning settled_at`,
      [journey.bettors],
    );
    await client.query(
      `update agent_contracts set offered_at = offered_at - interval '1 day', signed_at = signed_at - interval '1 day'
        where agent_id in (select id from members where username = any($1::text[]))`,
      [journey.contractHolders],
    );
    await client.query('commit');
    const days = new Set(
      bets.rows.map(
        (bet) => `D-${new Date(bet.settled_at.getTime() + brandOffsetMs).toISOString().slice(0, 10)}`,
      ),
    );
    if (days.size !== 1) throw new Error(`the journey's bets fall in ${days.size} days, not one`);
    return [...days][0]!;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
