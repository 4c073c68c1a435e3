import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from '../platform/database/pool.ts';
import { simulatorGameOf } from './kinds.ts';
import { createRoundPlayer } from './rounds.ts';
import type { RoundLog, RoundRequest } from './rounds.ts';
import { createSimulatorSecrets } from './secrets.ts';
import type { SimulatorVendorDesk } from './secrets.ts';
import type { SimulatorSettings, SimulatorTally } from './settings.ts';
import { emptyTally } from './settings.ts';
import { createWalletClient } from './wallet-client.ts';
import type { WalletEnvelope } from './wallet-client.ts';

/**
 * The vendor simulator of one server process: a third party that talks to the platform only over
 * HTTP, with signed calls to `/vendor-wallet/<VENDOR>/…` (the one thing it shares with the platform
 * in-process is the bootstrap of its signing secret, see secrets.ts).
 */
export function createVendorSimulator(deps: {
  pool: Pool;
  brandId: number;
  secretKey: string;
  settings: SimulatorSettings;
  vendors: SimulatorVendorDesk;
}) {
  const { settings } = deps;
  const tally = emptyTally();
  const secrets = createSimulatorSecrets(deps);
  const wallet = createWalletClient({
    walletUrl: settings.walletUrl,
    secrets,
    faults: settings.faults,
    tally,
  });
  const rounds = createRoundPlayer({ wallet, faults: settings.faults, tally });

  async function play(request: Omit<RoundRequest, 'table'>, log: FastifyBaseLogger): Promise<RoundLog> {
    const entry = await rounds.play(
      { ...request, table: simulatorGameOf(request.vendor, request.game) },
      log,
    );
    // The round log: what the vendor believes happened, kept in the server's log (and answered to the page).
    log.info({ simulatorRound: entry }, 'vendor simulator round');
    return entry;
  }

  /** The player's balance as the vendor sees it (a signed `balance` call), or the platform's refusal. */
  async function balance(vendor: string, playerId: string, log: FastifyBaseLogger): Promise<WalletEnvelope> {
    const answer = await wallet.send(vendor, 'balance', { playerId }, log);
    if (answer.lost) {
      return {
        success: false,
        value: null,
        error: { code: 'error_system', message: 'The platform’s wallet did not answer.' },
      };
    }
    return answer.envelope;
  }

  function stats(): SimulatorTally {
    return { ...tally };
  }

  return { play, balance, stats, settings };
}

export type VendorSimulator = ReturnType<typeof createVendorSimulator>;
