import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { operatorHeaders, playerAt, vendorCall } from '../../test/vendor-wallet-helpers.ts';

let sites: TestSites;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
});
afterAll(() => sites.close());

const admin = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = operatorHeaders,
) => sites.operator.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

async function auditActions(code: string) {
  const { rows } = await sites.database.pool.query<{ action: string; before: unknown; after: unknown }>(
    `select action, before, after from operator_audit where action like 'vendors.%' and target = $1 order by id`,
    [`vendor ${code}`],
  );
  return rows;
}

describe('/admin/vendors', () => {
  it('needs an operator’s credential', async () => {
    for (const [method, url] of [
      ['GET', '/admin/vendors'],
      ['POST', '/admin/vendors'],
      ['PATCH', '/admin/vendors/SIM_SLOTS'],
      ['POST', '/admin/vendors/SIM_SLOTS/secret'],
    ] as const) {
      const response = await admin(method, url, method === 'GET' ? undefined : {}, {
        authorization: 'Bearer lopt_wrong',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('error_operator_unauthorized');
    }
  });

  it('lists the seeded simulators without a secret', async () => {
    const response = await admin('GET', '/admin/vendors');
    const listed = response.json().value as Array<Record<string, unknown>>;
    expect(listed.map((vendor) => [vendor['code'], vendor['category'], vendor['hasSecret']])).toEqual(
      expect.arrayContaining([
        ['SIM_SLOTS', 'slots', false],
        ['SIM_LIVE', 'live_casino', false],
      ]),
    );
    expect(JSON.stringify(listed)).not.toMatch(/secret"\s*:\s*"/);
  });

  it('creates a vendor with its ledger account, answers the secret once and keeps it sealed; audited', async () => {
    const response = await admin('POST', '/admin/vendors', {
      code: 'ADM_LIVE',
      name: 'Admin Live',
      category: 'live_casino',
    });
    expect(response.statusCode).toBe(200);
    const { vendor, secret } = response.json().value;
    expect(vendor).toMatchObject({
      code: 'ADM_LIVE',
      name: 'Admin Live',
      category: 'live_casino',
      enabled: true,
      hasSecret: true,
    });
    expect(secret.secret).toMatch(/^[0-9a-f]{64}$/);

    const stored = await sites.database.pool.query<{ secret_sealed: string }>(
      `select secret_sealed from vendors where code = 'ADM_LIVE'`,
    );
    expect(stored.rows[0]?.secret_sealed).not.toContain(secret.secret);
    const account = await sites.database.pool.query(
      `select 1 from ledger_accounts where code = 'vendor:ADM_LIVE'`,
    );
    expect(account.rowCount).toBe(1);
    const audit = await auditActions('ADM_LIVE');
    expect(audit.map((row) => row.action)).toEqual(['vendors.create']);
    expect(JSON.stringify(audit)).not.toContain(secret.secret);

    const again = await admin('POST', '/admin/vendors', {
      code: 'ADM_LIVE',
      name: 'Twice',
      category: 'slots',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('error_conflict');
  });

  it('refuses malformed vendors', async () => {
    for (const body of [
      { code: 'lower', name: 'x', category: 'slots' },
      { code: 'A', name: 'x', category: 'slots' },
      { code: 'OK_CODE', name: '', category: 'slots' },
      { code: 'OK_CODE', name: 'x', category: 'poker' },
      { code: 'OK_CODE', name: 'x', category: 'slots', secret: 'mine' },
    ]) {
      const response = await admin('POST', '/admin/vendors', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('error_validation');
    }
    expect(
      (await admin('GET', '/admin/vendors')).json().value.map((v: { code: string }) => v.code),
    ).not.toContain('OK_CODE');
  });

  it('changes a vendor’s fields; an unknown one is not found', async () => {
    await admin('POST', '/admin/vendors', { code: 'ADM_EDIT', name: 'Edit me', category: 'slots' });
    const changed = await admin('PATCH', '/admin/vendors/ADM_EDIT', {
      name: 'Edited',
      category: 'fishing',
      enabled: false,
      sort: 7,
    });
    expect(changed.json().value).toMatchObject({
      name: 'Edited',
      category: 'fishing',
      enabled: false,
      sort: 7,
    });
    expect((await admin('PATCH', '/admin/vendors/ADM_EDIT', {})).json().error.code).toBe('error_validation');
    const missing = await admin('PATCH', '/admin/vendors/NO_SUCH', { name: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('error_vendor_not_found');
    const edits = await auditActions('ADM_EDIT');
    expect(edits.map((row) => row.action)).toEqual(['vendors.create', 'vendors.update']);
    expect(edits[1]).toMatchObject({
      before: { name: 'Edit me', category: 'slots', enabled: true },
      after: { name: 'Edited', category: 'fishing', enabled: false, sort: 7 },
    });
  });

  it('rotates a secret: the new one signs, the old one is refused from then on', async () => {
    const created = (
      await admin('POST', '/admin/vendors', { code: 'ADM_ROT', name: 'Rotate', category: 'slots' })
    ).json().value;
    const oldVendor = { code: 'ADM_ROT', secret: created.secret.secret as string };
    const player = await playerAt(sites, oldVendor, 1_000n);
    expect(
      (await vendorCall(sites.member, oldVendor, 'balance', { playerId: player.playerId })).statusCode,
    ).toBe(200);

    const rotated = await admin('POST', '/admin/vendors/ADM_ROT/secret');
    expect(rotated.statusCode).toBe(200);
    const newVendor = { code: 'ADM_ROT', secret: rotated.json().value.secret as string };
    expect(newVendor.secret).not.toBe(oldVendor.secret);

    const old = await vendorCall(sites.member, oldVendor, 'balance', { playerId: player.playerId });
    expect(old.statusCode).toBe(401);
    expect(old.json().error.code).toBe('error_vendor_signature_invalid');
    const fresh = await vendorCall(sites.member, newVendor, 'balance', { playerId: player.playerId });
    expect(fresh.json().value.balance).toBe('1000');
    const rotations = await auditActions('ADM_ROT');
    expect(rotations.map((row) => row.action)).toEqual(['vendors.create', 'vendors.rotateSecret']);
    // That it changed and when, never the secret itself.
    expect(rotations[1]).toMatchObject({ before: { hasSecret: true }, after: { hasSecret: true } });
    expect(JSON.stringify(rotations)).not.toContain(newVendor.secret);
    expect(JSON.stringify(rotations)).not.toContain(oldVendor.secret);
    expect((await admin('POST', '/admin/vendors/NO_SUCH/secret')).json().error.code).toBe(
      'error_vendor_not_found',
    );

    // A seeded simulator gets its first secret the same way.
    const simulator = await admin('POST', '/admin/vendors/SIM_SLOTS/secret');
    const signed = await vendorCall(
      sites.member,
      { code: 'SIM_SLOTS', secret: simulator.json().value.secret },
      'balance',
      {
        playerId: player.playerId,
      },
    );
    expect(signed.statusCode).toBe(200);
  });
});
