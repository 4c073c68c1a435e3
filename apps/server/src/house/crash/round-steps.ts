import { randomBytes } from 'node:crypto';
import { cashOutMultiplierAt, crashPointOf, elapsedMsFor, floatSourceOf, hashServerSeed } from '@lotus/games';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import type { HouseMoney } from '../money/service.ts';
import { settleCrashBet } from './settlement.ts';
import {
  hasDueAutoCashOut,
  insertRound,
  markCrashed,
  markRunning,
  selectLatestRound,
  selectOpenBets,
} from './tables.ts';
import type { CrashRoundRow } from './tables.ts';
import { playerOf, publicRound, publishCrash } from './views.ts';

export interface CrashTimings {
  /** How long bets are taken before the multiplier starts. */
  bettingMs: number;
  /** How long the crashed round stays on screen before the next one opens. */
  crashedMs: number;
}

export const defaultCrashTimings: CrashTimings = { bettingMs: 6_000, crashedMs: 3_000 };

/** The round's crash point: the first fair float of (server seed, client seed, nonce = round number). */
export function crashPointOfSeed(serverSeed: string, clientSeed: string, roundNumber: number): number {
  return crashPointOf(floatSourceOf({ serverSeed, clientSeed, nonce: roundNumber }));
}

/**
 * One step of the room, run by the leader every few tens of milliseconds. Each step is one
 * transaction that locks the latest round and moves it on if its time has come, reading only the
 * database's clock: a new leader (or, for a moment, two) continues from whatever the rows say, and a
 * step run twice changes nothing the second time.
 */
export function createCrashRoundSteps(deps: {
  pool: Pool;
  brandId: number;
  clientSeed: string;
  money: HouseMoney;
  timings: CrashTimings;
  /** A fresh secret server seed per round (tests pass their own to get chosen crash points). */
  newServerSeed?: (roundNumber: bigint) => string;
}) {
  const { pool, brandId, money, timings } = deps;

  async function openRound(previous: CrashRoundRow | undefined) {
    const roundNumber = (previous?.round_number ?? 0n) + 1n;
    const serverSeed = deps.newServerSeed?.(roundNumber) ?? randomBytes(32).toString('hex');
    await inTransaction(pool, async (client) => {
      const round = await insertRound(client, {
        brandId,
        roundNumber,
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        clientSeed: deps.clientSeed,
        crashPoint: crashPointOfSeed(serverSeed, deps.clientSeed, Number(roundNumber)),
        bettingMs: timings.bettingMs,
      });
      await publishCrash(client, brandId, { kind: 'round', round: publicRound(round) });
    }).catch((error: unknown) => {
      // Another instance opened this round number a moment ago: theirs stands.
      if ((error as { code?: string }).code !== '23505') throw error;
    });
  }

  /** One step; answers whether the room moved (for tests and logs). */
  async function step(): Promise<'opened' | 'started' | 'crashed' | 'cashed-out' | 'idle'> {
    const latest = await selectLatestRound(pool, brandId);
    if (
      !latest ||
      (latest.phase === 'crashed' && latest.now.getTime() - latest.crashed_at!.getTime() >= timings.crashedMs)
    ) {
      await openRound(latest);
      return 'opened';
    }
    if (latest.phase === 'crashed') return 'idle';
    if (latest.phase === 'betting' && latest.now < latest.betting_ends_at) return 'idle';
    // While the curve climbs, most steps have nothing to do: no lock is taken (cash-outs wait on it)
    // unless an automatic cash-out is due.
    if (
      latest.phase === 'running' &&
      latest.now < latest.crashes_at! &&
      !(await hasDueAutoCashOut(pool, latest.id, cashOutMultiplierAt(latest.elapsed_ms ?? 0)))
    ) {
      return 'idle';
    }
    return inTransaction(pool, async (client) => {
      const round = await selectLatestRound(client, brandId, 'update');
      if (!round || round.id !== latest.id) return 'idle';
      if (round.phase === 'betting') {
        if (round.now < round.betting_ends_at) return 'idle';
        const running = await markRunning(client, round.id, elapsedMsFor(Number(round.crash_point)));
        await publishCrash(client, brandId, { kind: 'round', round: publicRound(running) });
        return 'started';
      }
      if (round.phase !== 'running') return 'idle';
      const crashing = round.now >= round.crashes_at!;
      // While the curve climbs, the automatic cash-outs it has passed are paid at their target; at the
      // crash every bet left is settled, those whose target the crash point reached as wins.
      const reached = crashing ? Number(round.crash_point) : cashOutMultiplierAt(round.elapsed_ms ?? 0);
      let moved = false;
      for (const bet of await selectOpenBets(client, round.id)) {
        const autoTarget = bet.auto_cash_out === null ? null : Number(bet.auto_cash_out);
        const due = autoTarget !== null && autoTarget <= reached;
        if (!due && !crashing) continue;
        const result = await settleCrashBet(client, money, round, bet, due ? autoTarget : null);
        if (result && due) {
          moved = true;
          await publishCrash(client, brandId, {
            kind: 'cashout',
            roundNumber: Number(round.round_number),
            player: playerOf(result.settled),
          });
        }
      }
      if (!crashing) return moved ? 'cashed-out' : 'idle';
      const crashed = await markCrashed(client, round.id);
      await publishCrash(client, brandId, { kind: 'round', round: publicRound(crashed) });
      return 'crashed';
    });
  }

  return { step };
}

export type CrashRoundSteps = ReturnType<typeof createCrashRoundSteps>;
