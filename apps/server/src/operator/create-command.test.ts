import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorInject, signInWithTotp } from '../../test/operator-helpers.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';

const command = path.join(path.dirname(fileURLToPath(import.meta.url)), 'create-command.ts');
const run = promisify(execFile);

/** `pnpm operator:create …` as a person runs it, against `databaseUrl`: its exit code and output. */
async function operatorCreate(databaseUrl: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [command, ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failure.code ?? -1, stdout: failure.stdout ?? '', stderr: failure.stderr ?? '' };
  }
}

function printed(stdout: string, label: RegExp): string {
  const match = label.exec(stdout);
  if (!match?.[1]) throw new Error(`not printed: ${label.source}\n${stdout}`);
  return match[1];
}

let sites: TestSites;

beforeAll(async () => {
  sites = await createTestSites();
});
afterAll(() => sites.close());

// Each run is a new Node process that loads the server's modules: a few seconds on a busy machine.
describe('pnpm operator:create', { timeout: 120_000 }, () => {
  it('creates an owner with a one-time password and an API token, who signs in and enrols TOTP', async () => {
    const result = await operatorCreate(sites.database.url, [
      '--username',
      'first-owner',
      '--display-name',
      'The first owner',
      '--api-token',
      'e2e',
    ]);
    expect(result.code, result.stderr).toBe(0);
    const password = printed(result.stdout, /One-time password: (\S+)/);
    const token = printed(result.stdout, /API token "e2e": (lopt_\S+)/);

    const byToken = await operatorInject(sites, {
      method: 'GET',
      url: '/admin/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byToken.statusCode).toBe(200);
    expect(byToken.json().value).toMatchObject({
      username: 'first-owner',
      displayName: 'The first owner',
      role: 'owner',
    });
    expect(byToken.json().value.permissions).toContain('operators.manage');

    const session = await signInWithTotp(sites, 'first-owner', password);
    expect(session.recoveryCodes).toHaveLength(10);
    expect(session.operator.role).toBe('owner');
  });

  it('takes a role, and refuses a name already taken, a bad role and no name', async () => {
    const finance = await operatorCreate(sites.database.url, [
      '--username',
      'cashier-1',
      '--role',
      'finance',
    ]);
    expect(finance.code, finance.stderr).toBe(0);
    expect(finance.stdout).toContain('cashier-1 (finance)');
    expect(finance.stdout).not.toContain('API token');

    const taken = await operatorCreate(sites.database.url, ['--username', 'CASHIER-1']);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('already exists');
    const { rows } = await sites.database.pool.query(
      `select role from operators where lower(username) = 'cashier-1'`,
    );
    expect(rows).toEqual([{ role: 'finance' }]);

    const badRole = await operatorCreate(sites.database.url, ['--username', 'x-ray', '--role', 'king']);
    expect(badRole.code).toBe(64);
    expect(badRole.stderr).toContain('--role');
    const noName = await operatorCreate(sites.database.url, []);
    expect(noName.code).toBe(64);
    expect(noName.stderr).toContain('--username');
    const unknownOption = await operatorCreate(sites.database.url, ['--username', 'y-ray', '--admin']);
    expect(unknownOption.code).toBe(64);
  });

  it('brings a new database up first: migrations and the brand, as the first start would', async () => {
    const database = await createTestDatabase();
    try {
      // Migrated, with no brand yet.
      expect((await database.pool.query('select 1 from brands')).rowCount).toBe(0);
      const result = await operatorCreate(database.url, ['--username', 'boss']);
      expect(result.code, result.stderr).toBe(0);
      const { rows } = await database.pool.query<{ username: string; role: string; code: string }>(
        'select o.username, o.role, b.code from operators o join brands b on b.id = o.brand_id',
      );
      expect(rows).toEqual([{ username: 'boss', role: 'owner', code: sites.config.BRAND_CODE }]);
    } finally {
      await database.drop();
    }
  });
});
