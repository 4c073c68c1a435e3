import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { operatorHeaders, playerAt, vendorCall } from '../../test/vendor-wallet-helpers.ts';
import { createSecretBox } from '../platform/crypto/secret-box.ts';
import { createLogger } from '../platform/logger.ts';
import { createVendorService } from '../vendor-wallet/vendors/service.ts';
import { createSimulatorSecrets } from './secrets.ts';

let sites: TestSites;
let brandId: number;
const log = createLogger({ LOG_LEVEL: 'silent', LOG_PRETTY: false });

beforeAll(async () => {
  sites = await createTestSites();
  const { rows } = await sites.database.pool.query<{ id: number }>(
    'select id from brands order by id limit 1',
  );
  brandId = (rows[0] as { id: number }).id;
});

afterAll(async () => {
  await sites.close();
});

const simulatorOf = () =>
  createSimulatorSecrets({
    pool: sites.database.pool,
    brandId,
    secretKey: sites.config.SECRET_KEY,
    vendors: createVendorService({
      pool: sites.database.pool,
      brandId,
      box: createSecretBox(sites.config.SECRET_KEY),
    }),
  });

async function rotations(code: string): Promise<Array<string | null>> {
  const { rows } = await sites.database.pool.query<{ request_id: string | null }>(
    `select request_id from operator_audit where action = 'vendors.rotateSecret' and target = $1 order by id`,
    [`vendor ${code}`],
  );
  return rows.map((row) => row.request_id);
}

describe('the simulator’s signing secrets', () => {
  it('issues a secret once for a vendor seeded without one, even from several instances at once', async () => {
    const secrets = await Promise.all(
      [simulatorOf(), simulatorOf(), simulatorOf()].map((s) => s.secretOf('SIM_SLOTS', log)),
    );
    expect(secrets[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(secrets).size).toBe(1);
    expect(await rotations('SIM_SLOTS')).toEqual(['vendor-simulator']);
    // The copy is sealed in the simulator's table, not kept in clear.
    const { rows } = await sites.database.pool.query<{ secret_sealed: string }>(
      `select secret_sealed from vendor_simulator_secrets where vendor_code = 'SIM_SLOTS'`,
    );
    expect(rows[0]?.secret_sealed).not.toContain(secrets[0]);
    // A restarted instance reads it back without rotating again.
    expect(await simulatorOf().secretOf('SIM_SLOTS', log)).toBe(secrets[0]);
    expect(await rotations('SIM_SLOTS')).toHaveLength(1);
  });

  it('signs calls the platform accepts', async () => {
    const secret = await simulatorOf().secretOf('SIM_SLOTS', log);
    const vendor = { code: 'SIM_SLOTS', secret };
    const player = await playerAt(sites, vendor, 50_000n);
    const response = await vendorCall(sites.member, vendor, 'balance', { playerId: player.playerId });
    expect(response.json()).toMatchObject({ success: true, value: { balance: '50000' } });
  });

  it('re-syncs after the operator rotates the secret, and never signs for a real vendor', async () => {
    const before = await simulatorOf().secretOf('SIM_LIVE', log);
    const rotated = await sites.operator.inject({
      method: 'POST',
      url: '/admin/vendors/SIM_LIVE/secret',
      headers: operatorHeaders,
    });
    expect(rotated.statusCode).toBe(200);
    const after = await simulatorOf().secretOf('SIM_LIVE', log);
    expect(after).not.toBe(before);
    expect(after).not.toBe(rotated.json().value.secret);
    expect(await rotations('SIM_LIVE')).toEqual(['vendor-simulator', expect.any(String), 'vendor-simulator']);
    await expect(simulatorOf().secretOf('ACME', log)).rejects.toThrow();
    await expect(simulatorOf().secretOf('SIM_NOBODY', log)).rejects.toThrow();
  });
});
