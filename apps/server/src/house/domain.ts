import type { Pool } from '../platform/database/pool.ts';
import type { ProtectionService } from '../protection/service.ts';
import type { Ledger } from '../wallet/ledger/service.ts';
import { createWinnersService } from '../winners/service.ts';
import { createHouseHistory } from './rounds/history.ts';
import { createHouseMoney } from './money/service.ts';
import { createHousePlay } from './service.ts';
import { createHouseSeeds } from './seeds/service.ts';
import { createHouseSettings } from './settings/service.ts';

/** The house games' services, built once: money (shared with the PAPPU room), plays, seeds, recall, settings, winners. */
export function createHouseDomain(deps: {
  pool: Pool;
  brand: { id: number; currency: string };
  ledger: Ledger;
  protection: Pick<ProtectionService, 'assertBetAllowed'>;
}) {
  const money = createHouseMoney(deps);
  return {
    money,
    play: createHousePlay({ pool: deps.pool, brand: deps.brand, money }),
    seeds: createHouseSeeds(deps),
    history: createHouseHistory(deps),
    settings: createHouseSettings(deps),
    winners: createWinnersService(deps),
  };
}

export type HouseDomain = ReturnType<typeof createHouseDomain>;
