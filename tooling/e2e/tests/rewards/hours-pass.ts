import { brandHour, inProductDatabase } from '../product-database.ts';

/**
 * Points are given per ended hour, by a job from the hour the table was first set (when the product
 * under test started): a browser test cannot wait an hour, so the member's settled bets are moved
 * into the middle of the hour before last, an hour no job gives (the suite runs well within an
 * hour of the start), which the operator then gives (`POST /admin/points/earnings`). Only that
 * member's bets move, keeping how long each took. Answers the hour's key (`HR-YYYY-MM-DD-HH`).
 */
export async function betsIntoHourBeforeLast(username: string): Promise<string> {
  return inProductDatabase(async (client) => {
    const bets = await client.query<{ settled_at: Date }>(
      `update bets
          set placed_at = date_trunc('hour', now()) - interval '90 minutes' - (settled_at - placed_at),
              settled_at = date_trunc('hour', now()) - interval '90 minutes'
        where member_id = (select id from members where username = $1) and status = 'settled'
        returning settled_at`,
      [username],
    );
    const hours = new Set(bets.rows.map((bet) => `HR-${brandHour(bet.settled_at)}`));
    if (hours.size !== 1) throw new Error(`the member's bets fall in ${hours.size} hours, not one`);
    return [...hours][0]!;
  });
}
