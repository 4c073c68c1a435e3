import type { OperatorAccount } from '@lotus/contract/operators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOperator, operatorInject, signInWithTotp } from '../../../test/operator-helpers.ts';
import type { TestSignIn } from '../../../test/operator-helpers.ts';
import { createTestSites, testOwnerUsername } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';

let sites: TestSites;
/** An owner signed in on the console with TOTP (besides the test owner and its API token). */
let owner: TestSignIn;
let ownerId: string;

beforeAll(async () => {
  sites = await createTestSites();
  const made = await createTestOperator(sites, 'owner');
  ownerId = made.id;
  owner = await signInWithTotp(sites, made.username, made.password);
});
afterAll(() => sites.close());

function call(
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return operatorInject(sites, { method, url, headers, ...(payload ? { payload } : {}) });
}

async function accounts(): Promise<OperatorAccount[]> {
  const response = await call(owner.headers, 'GET', '/admin/operators');
  expect(response.statusCode).toBe(200);
  return response.json<{ value: OperatorAccount[] }>().value;
}

async function auditRows(action: string) {
  const { rows } = await sites.database.pool.query<{
    operator_username: string;
    target: string;
    before: unknown;
    after: unknown;
  }>('select operator_username, target, before, after from operator_audit where action = $1 order by id', [
    action,
  ]);
  return rows;
}

describe('the owner and the operators', () => {
  it('creates a finance operator who signs in with the one-time password and enrols TOTP', async () => {
    const created = await call(owner.headers, 'POST', '/admin/operators', {
      username: 'Thu.Finance',
      displayName: 'Thu (finance)',
      role: 'finance',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { operator, initialPassword } = created.json<{
      value: { operator: OperatorAccount; initialPassword: string };
    }>().value;
    expect(operator).toMatchObject({
      username: 'Thu.Finance',
      displayName: 'Thu (finance)',
      role: 'finance',
      status: 'active',
      totpEnrolled: false,
      lastSignInAt: null,
    });
    expect(initialPassword).toMatch(/^[A-Za-z0-9]{16}$/);

    const audit = await auditRows('operator.create');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operator_username: owner.operator.username,
      target: 'operator Thu.Finance',
      before: null,
      after: { id: operator.id, username: 'Thu.Finance', role: 'finance', status: 'active' },
    });
    expect(JSON.stringify(audit)).not.toContain(initialPassword);

    const finance = await signInWithTotp(sites, 'thu.finance', initialPassword);
    expect(finance.recoveryCodes).toHaveLength(10);
    expect(finance.operator.role).toBe('finance');
    const listed = (await accounts()).find((account) => account.id === operator.id);
    expect(listed).toMatchObject({ totpEnrolled: true, status: 'active' });
    expect(listed?.lastSignInAt).not.toBeNull();

    // The same name, in any case, is taken.
    const taken = await call(owner.headers, 'POST', '/admin/operators', {
      username: 'THU.FINANCE',
      displayName: 'Another',
      role: 'support',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('error_username_taken');
  });

  it('refuses a role without the permission with 403, and changes nothing', async () => {
    const finance = await createTestOperator(sites, 'finance');
    const support = await createTestOperator(sites, 'support');
    const before = await sites.database.pool.query('select * from operators order by id');
    const auditBefore = await sites.database.pool.query('select count(*)::int as n from operator_audit');
    for (const [method, url, payload] of [
      ['GET', '/admin/operators', undefined],
      ['GET', '/admin/roles', undefined],
      ['POST', '/admin/operators', { username: 'sneaky', displayName: 'Sneaky', role: 'owner' }],
      ['PATCH', `/admin/operators/${finance.id}`, { role: 'owner' }],
      ['PATCH', `/admin/operators/${support.id}`, { role: 'owner' }],
      ['POST', `/admin/operators/${support.id}/disable`, undefined],
      ['POST', `/admin/operators/${ownerId}/disable`, undefined],
      ['POST', `/admin/operators/${support.id}/enable`, undefined],
    ] as const) {
      const response = await call(finance.headers, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error.code).toBe('error_operator_forbidden');
    }
    expect((await sites.database.pool.query('select * from operators order by id')).rows).toEqual(
      before.rows,
    );
    const auditAfter = await sites.database.pool.query('select count(*)::int as n from operator_audit');
    expect(auditAfter.rows).toEqual(auditBefore.rows);
  });

  it('lists the roles and their permissions as the tables hold them', async () => {
    const response = await call(owner.headers, 'GET', '/admin/roles');
    expect(response.statusCode).toBe(200);
    const roles = response.json<{
      value: Array<{ role: string; description: string; permissions: string[] }>;
    }>().value;
    expect(roles.map((entry) => entry.role)).toEqual(['owner', 'finance', 'support', 'content', 'risk']);
    expect(roles[0]!.permissions).toContain('operators.manage');
    expect(roles[1]).toMatchObject({ role: 'finance' });
    expect(roles[1]!.permissions).toEqual([
      'self',
      'members.read',
      'cashier.deposits',
      'cashier.withdrawals',
      'cashier.settings',
      'wallet.read',
      'wallet.adjust',
      'wallet.approve',
      'rewards.review',
      'rewards.read',
    ]);
    expect(roles.every((entry) => entry.description.length > 0)).toBe(true);
  });

  it('changes a role and a display name, with the audit before and after', async () => {
    const support = await createTestOperator(sites, 'support');
    expect((await call(support.headers, 'GET', '/admin/feedback')).statusCode).toBe(200);
    const changed = await call(owner.headers, 'PATCH', `/admin/operators/${support.id}`, {
      role: 'content',
      displayName: 'Lan (content)',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().value).toMatchObject({ role: 'content', displayName: 'Lan (content)' });
    const audit = (await auditRows('operator.update')).at(-1);
    expect(audit).toMatchObject({
      before: { role: 'support', displayName: `Test support ${support.username.split('-')[1]}` },
      after: { role: 'content', displayName: 'Lan (content)' },
    });
    // The new role holds at once: content answers no feedback.
    const feedback = await call(support.headers, 'GET', '/admin/feedback');
    expect(feedback.statusCode).toBe(403);

    const empty = await call(owner.headers, 'PATCH', `/admin/operators/${support.id}`, {});
    expect(empty.statusCode).toBe(400);
    const unknown = await call(owner.headers, 'PATCH', '/admin/operators/999999', { role: 'risk' });
    expect(unknown.statusCode).toBe(404);
  });

  it('disables an operator: their session and API token stop at once; enabled, they sign in anew', async () => {
    const made = await createTestOperator(sites, 'risk');
    const signedIn = await signInWithTotp(sites, made.username, made.password);
    expect((await call(signedIn.headers, 'GET', '/admin/session')).statusCode).toBe(200);
    expect((await call(made.headers, 'GET', '/admin/session')).statusCode).toBe(200);

    const disabled = await call(owner.headers, 'POST', `/admin/operators/${made.id}/disable`);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().value).toMatchObject({ status: 'disabled' });
    for (const headers of [signedIn.headers, made.headers]) {
      const refused = await call(headers, 'GET', '/admin/session');
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.code).toBe('error_operator_unauthorized');
    }
    expect((await auditRows('operator.disable')).at(-1)).toMatchObject({
      before: { status: 'active' },
      after: { status: 'disabled' },
    });
    // Disabling again changes nothing and writes nothing.
    const count = (await auditRows('operator.disable')).length;
    expect((await call(owner.headers, 'POST', `/admin/operators/${made.id}/disable`)).statusCode).toBe(200);
    expect(await auditRows('operator.disable')).toHaveLength(count);

    const enabled = await call(owner.headers, 'POST', `/admin/operators/${made.id}/enable`);
    expect(enabled.json().value).toMatchObject({ status: 'active' });
    // The old credentials stay ended; a new sign-in works.
    expect((await call(signedIn.headers, 'GET', '/admin/session')).statusCode).toBe(401);
    expect((await call(made.headers, 'GET', '/admin/session')).statusCode).toBe(401);
    const again = await signInWithTotp(sites, made.username, made.password, {
      secret: signedIn.secret,
      at: Date.now() + 30_000,
    });
    expect((await call(again.headers, 'GET', '/admin/session')).statusCode).toBe(200);
  });

  it('lets no owner disable or demote themselves', async () => {
    for (const [url, payload] of [
      [`/admin/operators/${ownerId}/disable`, undefined],
      [`/admin/operators/${ownerId}`, { role: 'finance' }],
    ] as const) {
      const response = await call(owner.headers, payload ? 'PATCH' : 'POST', url, payload);
      expect(response.statusCode, url).toBe(409);
      expect(response.json().error.code).toBe('error_operator_self_change');
    }
    // Their own display name is theirs to change.
    const renamed = await call(owner.headers, 'PATCH', `/admin/operators/${ownerId}`, {
      displayName: 'Boss',
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('keeps the last active owner: neither disabled nor demoted', async () => {
    // A second owner may be disabled by the first (two were active).
    const testOwner = (await accounts()).find((account) => account.username === testOwnerUsername)!;
    const second = await call(owner.headers, 'POST', `/admin/operators/${testOwner.id}/disable`);
    expect(second.statusCode, second.body).toBe(200);
    // Now the owner is the last active one. Only owners manage operators as seeded; when the grid
    // lets another role do it, that role still cannot remove the last owner.
    await sites.database.pool.query(
      `insert into operator_role_permissions (role, permission) values ('support', 'operators.manage')`,
    );
    try {
      const support = await createTestOperator(sites, 'support');
      for (const [method, url, payload] of [
        ['POST', `/admin/operators/${ownerId}/disable`, undefined],
        ['PATCH', `/admin/operators/${ownerId}`, { role: 'support' }],
      ] as const) {
        const response = await call(support.headers, method, url, payload);
        expect(response.statusCode, url).toBe(409);
        expect(response.json().error.code).toBe('error_operator_last_owner');
      }
      // A disabled owner is no active owner: demoting them is allowed.
      const demoted = await call(support.headers, 'PATCH', `/admin/operators/${testOwner.id}`, {
        role: 'risk',
      });
      expect(demoted.statusCode).toBe(200);
    } finally {
      await sites.database.pool.query(
        `delete from operator_role_permissions where role = 'support' and permission = 'operators.manage'`,
      );
    }
    expect((await accounts()).find((account) => account.id === ownerId)).toMatchObject({
      role: 'owner',
      status: 'active',
    });
  });
});
