import { simulatorVendorPattern } from '@lotus/contract/vendor-simulator/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { createSecretBox } from '../platform/crypto/secret-box.ts';
import type { Pool } from '../platform/database/pool.ts';
import { platformContext } from '../platform/database/audit.ts';
import type { VendorService } from '../vendor-wallet/index.ts';
import { selectSimulatorSecret, upsertSimulatorSecret, withSecretsLock } from './tables.ts';

/**
 * The vendor wallet's vendors, as the simulator uses them: it finds its SIM_* vendors and issues
 * their secrets through the operator's own path (handed in: the simulator builds no vendor service).
 */
export type SimulatorVendorDesk = Pick<VendorService, 'list' | 'rotateSecret'>;

export class SimulatorVendorUnknown extends Error {}

/**
 * The signing secrets of the SIM_* vendors, as the simulator (the vendor) holds them. The first
 * time a vendor is played, the simulator makes sure it has a secret: when the vendor has none, or
 * one the simulator did not issue (the operator rotated it), it issues a new one through the same
 * path as the operator's `POST /admin/vendors/<CODE>/secret` (audited) and keeps a sealed copy in
 * vendor_simulator_secrets. An advisory lock keeps several instances from rotating at once.
 */
export function createSimulatorSecrets(deps: {
  pool: Pool;
  brandId: number;
  secretKey: string;
  vendors: SimulatorVendorDesk;
}) {
  const { pool, brandId, vendors } = deps;
  const box = createSecretBox(deps.secretKey);
  const known = new Map<string, Promise<string>>();

  async function ensure(code: string, log: FastifyBaseLogger): Promise<string> {
    return withSecretsLock(pool, async () => {
      const vendor = (await vendors.list()).find((candidate) => candidate.code === code);
      if (!vendor) throw new SimulatorVendorUnknown(code);
      const kept = await selectSimulatorSecret(pool, brandId, code);
      if (kept && vendor.hasSecret && kept.vendor_rotated_at === vendor.secretRotatedAt) {
        try {
          return box.open(kept.secret_sealed);
        } catch {
          log.warn(
            { vendor: code },
            'vendor simulator: its copy of the secret does not open (SECRET_KEY changed)',
          );
        }
      } else if (vendor.hasSecret) {
        log.warn(
          { vendor: code },
          'vendor simulator: the vendor holds a secret the simulator did not issue (rotated by the operator); issuing its own',
        );
      }
      const issued = await vendors.rotateSecret(code, platformContext('vendor-simulator'));
      await upsertSimulatorSecret(pool, {
        brandId,
        vendorCode: code,
        secretSealed: box.seal(issued.secret),
        vendorRotatedAt: issued.rotatedAt,
      });
      log.info({ vendor: code }, 'vendor simulator: issued a signing secret for the vendor');
      return issued.secret;
    });
  }

  /** The secret to sign `code`'s calls with (issued on first use). */
  function secretOf(code: string, log: FastifyBaseLogger): Promise<string> {
    if (!simulatorVendorPattern.test(code)) return Promise.reject(new SimulatorVendorUnknown(code));
    let secret = known.get(code);
    if (!secret) {
      secret = ensure(code, log);
      known.set(code, secret);
      secret.catch(() => known.delete(code));
    }
    return secret;
  }

  /** Drops the remembered secret after the platform refused it: the next call re-reads (and re-syncs). */
  function forget(code: string): void {
    known.delete(code);
  }

  return { secretOf, forget };
}

export type SimulatorSecrets = ReturnType<typeof createSimulatorSecrets>;
