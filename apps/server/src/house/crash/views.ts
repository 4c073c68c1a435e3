import type {
  CrashLiveEvent,
  CrashMyBet,
  CrashPlayer,
  CrashRevealedRound,
  CrashRound,
} from '@lotus/contract/crash';
import type { Queryable } from '../../platform/database/pool.ts';
import { notifyLiveEvent } from '../../platform/events/notify.ts';
import type { CrashBetRow, CrashRoundRow } from './tables.ts';

/** The round as everyone may see it: the seed and the crash point only once it has crashed. */
export function publicRound(row: CrashRoundRow): CrashRound {
  const crashed = row.phase === 'crashed';
  return {
    roundNumber: Number(row.round_number),
    phase: row.phase,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: Number(row.round_number),
    bettingEndsAt: row.betting_ends_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    crashedAt: row.crashed_at?.toISOString() ?? null,
    crashPoint: crashed ? Number(row.crash_point) : null,
    serverSeed: crashed ? row.server_seed : null,
  };
}

export function revealedRound(row: CrashRoundRow): CrashRevealedRound {
  return {
    roundNumber: Number(row.round_number),
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: Number(row.round_number),
    crashPoint: Number(row.crash_point),
    startedAt: row.started_at?.toISOString() ?? null,
    crashedAt: (row.crashed_at ?? row.now).toISOString(),
  };
}

export function playerOf(bet: CrashBetRow): CrashPlayer {
  return {
    name: bet.masked_name,
    stake: bet.stake.toString(),
    cashedOutAt: bet.cashed_out_at === null ? null : Number(bet.cashed_out_at),
    payout: bet.cashed_out_at === null ? null : (bet.payout ?? 0n).toString(),
  };
}

export function myBetOf(bet: CrashBetRow, roundNumber: bigint): CrashMyBet {
  return {
    roundNumber: Number(roundNumber),
    stake: bet.stake.toString(),
    autoCashOut: bet.auto_cash_out === null ? null : Number(bet.auto_cash_out),
    cashedOutAt: bet.cashed_out_at === null ? null : Number(bet.cashed_out_at),
    payout: bet.payout === null ? null : bet.payout.toString(),
    settled: bet.settled_at !== null,
  };
}

/** Publishes a change of the room to every page, delivered when the caller's transaction commits. */
export async function publishCrash(db: Queryable, brandId: number, event: CrashLiveEvent): Promise<void> {
  await notifyLiveEvent(db, { topic: 'crash', brandId, data: event });
}
