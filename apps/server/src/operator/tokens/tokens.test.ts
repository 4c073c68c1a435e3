import type { OperatorApiToken } from '@lotus/contract/operators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOperator, operatorInject, signInWithTotp } from '../../../test/operator-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';

let sites: TestSites;

beforeAll(async () => {
  sites = await createTestSites();
});
afterAll(() => sites.close());

function call(
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return operatorInject(sites, { method, url, headers, ...(payload ? { payload } : {}) });
}

async function newToken(headers: Record<string, string>, name: string) {
  const response = await call(headers, 'POST', '/admin/api-tokens', { name });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ value: { id: string; name: string; token: string; createdAt: string } }>().value;
}

describe("an operator's API tokens", () => {
  it('answers a new token once; it acts as its operator until revoked, then stops at once', async () => {
    const made = await createTestOperator(sites, 'finance');
    const session = await signInWithTotp(sites, made.username, made.password);

    const created = await newToken(session.headers, 'bench');
    expect(created.token).toMatch(/^lopt_[A-Za-z0-9_-]{43}$/);
    const bench = { authorization: `Bearer ${created.token}` };
    const me = await call(bench, 'GET', '/admin/session');
    expect(me.json().value).toMatchObject({ id: made.id, role: 'finance' });
    // It has its operator's role, no more.
    expect((await call(bench, 'GET', '/admin/operators')).statusCode).toBe(403);

    const listed = await call(session.headers, 'GET', '/admin/api-tokens');
    const tokens = listed.json<{ value: OperatorApiToken[] }>().value;
    expect(tokens.map((token) => token.name)).toEqual(['bench', 'tests']);
    expect(tokens[0]).toMatchObject({ id: created.id, revokedAt: null });
    expect(tokens[0]!.lastUsedAt).not.toBeNull();
    expect(listed.body).not.toContain(created.token);

    const revoked = await call(session.headers, 'DELETE', `/admin/api-tokens/${created.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().value).toBeNull();
    const refused = await call(bench, 'GET', '/admin/session');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('error_operator_unauthorized');
    const after = (await call(session.headers, 'GET', '/admin/api-tokens')).json<{
      value: OperatorApiToken[];
    }>().value;
    expect(after[0]!.revokedAt).not.toBeNull();
    // Revoking it again is no change.
    expect((await call(session.headers, 'DELETE', `/admin/api-tokens/${created.id}`)).statusCode).toBe(200);

    const { rows } = await sites.database.pool.query<{ action: string; before: unknown; after: unknown }>(
      `select action, before, after from operator_audit where action like 'operator.apiToken.%' order by id`,
    );
    expect(rows).toEqual([
      { action: 'operator.apiToken.create', before: null, after: { id: created.id, name: 'bench' } },
      {
        action: 'operator.apiToken.revoke',
        before: { id: created.id, name: 'bench', revoked: false },
        after: { id: created.id, name: 'bench', revoked: true },
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(created.token);
  });

  it("lets an operator revoke only their own, and an owner anyone's", async () => {
    const alice = await createTestOperator(sites, 'support');
    const bob = await createTestOperator(sites, 'content');
    const bobs = await newToken(bob.headers, 'script');

    const notTheirs = await call(alice.headers, 'DELETE', `/admin/api-tokens/${bobs.id}`);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().error.code).toBe('error_not_found');
    expect((await call({ authorization: `Bearer ${bobs.token}` }, 'GET', '/admin/session')).statusCode).toBe(
      200,
    );
    // Nor does another's token show in one's list.
    const alicesList = await call(alice.headers, 'GET', '/admin/api-tokens');
    expect(alicesList.json<{ value: OperatorApiToken[] }>().value.map((token) => token.id)).not.toContain(
      bobs.id,
    );

    const owner = await createTestOperator(sites, 'owner');
    const byOwner = await call(owner.headers, 'DELETE', `/admin/api-tokens/${bobs.id}`);
    expect(byOwner.statusCode).toBe(200);
    expect((await call({ authorization: `Bearer ${bobs.token}` }, 'GET', '/admin/session')).statusCode).toBe(
      401,
    );
    expect((await call(owner.headers, 'DELETE', '/admin/api-tokens/999999')).statusCode).toBe(404);
  });
});
