import { brandHour, inProductDatabase } from '../product-database.ts';

/**
 * A daily salary pays the day after, and a browser test cannot wait a day: so the journey's own
 * rows are moved one day back, as if everything it did had happened yesterday. Only these move,
 * in one transaction: the settled bets of its players (what the day's figures read) and the
 * contracts its agents signed (a contract pays the periods that end while it stands). Answers the
 * key of the day the rows now fall in (`D-YYYY-MM-DD`).
 */
export async function passADay(journey: { bettors: string[]; contractHolders: string[] }): Promise<string> {
  return inProductDatabase(async (client) => {
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
    const days = new Set(bets.rows.map((bet) => `D-${brandHour(bet.settled_at).slice(0, 10)}`));
    if (days.size !== 1) throw new Error(`the journey's bets fall in ${days.size} days, not one`);
    return [...days][0]!;
  });
}
