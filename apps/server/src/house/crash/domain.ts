import type { Pool } from '../../platform/database/pool.ts';
import type { Logger } from '../../platform/logger.ts';
import type { HouseMoney } from '../money/service.ts';
import { createCrashLeader } from './leader.ts';
import { createCrashRoundSteps, defaultCrashTimings } from './round-steps.ts';
import type { CrashTimings } from './round-steps.ts';
import { createCrashService, defaultCrashStakeLimits } from './service.ts';
import type { CrashStakeLimits } from './service.ts';

export interface CrashSettings {
  timings?: Partial<CrashTimings>;
  limits?: Partial<CrashStakeLimits>;
  tickMs?: number;
  electionMs?: number;
  /** Tests only: the rounds' server seeds (by default 32 random bytes in hex). */
  newServerSeed?: (roundNumber: bigint) => string;
}

/**
 * The PAPPU room of a brand: the calls (any instance) and the leader loop that runs the rounds (one
 * instance at a time). The caller starts the leader once the process serves, and stops it on close.
 */
export function createCrashDomain(deps: {
  pool: Pool;
  brand: { id: number; code: string };
  money: HouseMoney;
  /** How the room shows a player (the winners board's masking). */
  maskPlayer: (username: string) => string;
  settings?: CrashSettings;
}) {
  const settings = deps.settings ?? {};
  const steps = createCrashRoundSteps({
    pool: deps.pool,
    brandId: deps.brand.id,
    // Public and fixed: the server seed, committed before betting, is what makes each round unpredictable.
    clientSeed: `lotus-pappu-${deps.brand.code}`,
    money: deps.money,
    timings: { ...defaultCrashTimings, ...settings.timings },
    newServerSeed: settings.newServerSeed,
  });
  return {
    service: createCrashService({
      pool: deps.pool,
      brandId: deps.brand.id,
      money: deps.money,
      limits: { ...defaultCrashStakeLimits, ...settings.limits },
      maskPlayer: deps.maskPlayer,
    }),
    steps,
    /** A new leader candidate: `start()` it when the process serves, `stop()` it on close. */
    leader: (logger?: Logger) =>
      createCrashLeader({
        pool: deps.pool,
        brandId: deps.brand.id,
        steps,
        logger,
        tickMs: settings.tickMs,
        electionMs: settings.electionMs,
      }),
  };
}

export type CrashDomain = ReturnType<typeof createCrashDomain>;
