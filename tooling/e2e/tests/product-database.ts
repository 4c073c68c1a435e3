import pg from 'pg';
import { productDatabaseUrl } from '../product.ts';

/**
 * Runs `work` in one transaction on the product's own database. Only the journeys that must move
 * time use it (a daily salary pays the day after; points are given per ended hour), and they move
 * only their own members' rows: the product then computes, journals and shows everything itself.
 */
export async function inProductDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: productDatabaseUrl() });
  await client.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** The brand's clock (Vietnam, no daylight saving): period keys are dates and hours on it. */
export const brandOffsetMs = 7 * 3_600_000;

/** `YYYY-MM-DD-HH` of an instant on the brand's clock. */
export function brandHour(instant: Date): string {
  const wall = new Date(instant.getTime() + brandOffsetMs).toISOString();
  return `${wall.slice(0, 10)}-${wall.slice(11, 13)}`;
}
