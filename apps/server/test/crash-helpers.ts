import { randomBytes } from 'node:crypto';
import { elapsedMsFor } from '@lotus/games';
import type { Pool } from '../src/platform/database/pool.ts';
import { createLedger } from '../src/wallet/ledger/service.ts';
import { createBetRoundBook } from '../src/wallet/bets/round-book.ts';
import { createHouseMoney } from '../src/house/money/service.ts';
import { createCrashDomain } from '../src/house/crash/domain.ts';
import type { CrashSettings } from '../src/house/crash/domain.ts';
import { crashPointOfSeed } from '../src/house/crash/round-steps.ts';
import { maskPlayer, notifyWinner } from '../src/winners/index.ts';
import { sleep } from './live-events-helpers.ts';

/**
 * Sleeps until the latest round's `betting_ends_at` or `crashes_at` has passed: tests wait for the
 * room's own clock instead of guessing how long their requests took on a busy machine.
 */
export async function untilRoundTime(pool: Pool, column: 'betting_ends_at' | 'crashes_at'): Promise<void> {
  const { rows } = await pool.query<{ wait_ms: number }>(
    `select greatest(0, extract(epoch from (${column} - clock_timestamp())) * 1000)::float8 as wait_ms
       from crash_rounds order by round_number desc limit 1`,
  );
  await sleep(rows[0]!.wait_ms + 30);
}

/**
 * A server seed whose round (at `roundNumber`, with the brand's client seed) crashes within `range`
 * (ten-thousandths): tests pick short rounds instead of waiting for whatever the seed gives.
 */
export function seedCrashingWithin(
  clientSeed: string,
  roundNumber: number,
  range: { min: number; max: number },
): string {
  for (;;) {
    const seed = randomBytes(32).toString('hex');
    const point = crashPointOfSeed(seed, clientSeed, roundNumber);
    if (point >= range.min && point <= range.max) return seed;
  }
}

/**
 * The seeded brand's PAPPU room with short phases, for tests: the settlement at the crash needs the
 * money but never checks protection (only a bet does, and bets come through the routes).
 */
export async function testCrashRoom(
  pool: Pool,
  settings: CrashSettings & { crashPoints?: { min: number; max: number } },
) {
  const { rows } = await pool.query<{ id: number; code: string; currency: string }>(
    'select id, code, currency from brands order by id limit 1',
  );
  const brand = rows[0]!;
  const clientSeed = `lotus-pappu-${brand.code}`;
  const range = settings.crashPoints;
  const domain = createCrashDomain({
    pool,
    brand,
    money: createHouseMoney({
      pool,
      brand,
      ledger: createLedger({ pool, brand }),
      bets: createBetRoundBook({ brand }),
      protection: { assertBetAllowed: async () => undefined, membersWithBetChecks: async () => new Set() },
      winners: { notifyWinner },
    }),
    maskPlayer,
    settings: {
      ...settings,
      newServerSeed: range
        ? (roundNumber: bigint) => seedCrashingWithin(clientSeed, Number(roundNumber), range)
        : undefined,
    },
  });
  return { ...domain, brand, clientSeed, crashMsOf: (point: number) => elapsedMsFor(point) };
}
