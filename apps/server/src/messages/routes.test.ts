import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { brandLedger, insertTestMember, registerWalletMember } from '../../test/wallet-helpers.ts';
import { createMessageService } from './service.ts';
import type { MessageService } from './service.ts';

let sites: TestSites;
let messages: MessageService;
let brandId: number;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  ({ brandId } = await brandLedger(sites));
  messages = createMessageService({ pool: sites.database.pool, brandId });
});
afterAll(() => sites.close());

async function member(): Promise<{ id: bigint; token: string }> {
  const { username, token } = await registerWalletMember(
    sites.member,
    sites.database.pool,
    sites.config.PAYLOAD_KEY,
  );
  const { rows } = await sites.database.pool.query<{ id: bigint }>(
    'select id from members where username = $1',
    [username],
  );
  return { id: (rows[0] as { id: bigint }).id, token };
}

function call(method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string) {
  return sites.member.inject({ method, url, headers: token === undefined ? {} : bearer(token) });
}

async function send(
  memberId: bigint,
  amount: string,
  kind: 'deposit_arrived' | 'deposit_failed' = 'deposit_arrived',
) {
  await messages.sendWithin(sites.database.pool, {
    memberId,
    kind,
    params: { amount, currency: 'VND', date: '2026-03-01T10:00:00.000Z' },
  });
}

describe('the inbox', () => {
  it('needs a session on every call', async () => {
    for (const [method, url] of [
      ['GET', '/wps/relay/inbox'],
      ['GET', '/wps/relay/inbox/unread-count'],
      ['PUT', '/wps/relay/inbox/read-all'],
      ['PUT', '/wps/relay/inbox/1/read'],
      ['DELETE', '/wps/relay/inbox/1'],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code).toBe('error_not_logged_in');
    }
  });

  it('lists the member’s own messages newest first, paged, with their template values', async () => {
    const reader = await member();
    for (const amount of ['100', '200', '300']) await send(reader.id, amount);
    const first = await call('GET', '/wps/relay/inbox?page=1&size=2', reader.token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const value = first.json().value;
    expect(value).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(value.content.map((m: { params: { amount: string } }) => m.params.amount)).toEqual(['300', '200']);
    expect(value.content[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      kind: 'deposit_arrived',
      params: { amount: '300', currency: 'VND', date: '2026-03-01T10:00:00.000Z' },
      createdAt: expect.stringMatching(/Z$/),
      readAt: null,
    });
    const second = await call('GET', '/wps/relay/inbox?page=2&size=2', reader.token);
    expect(second.json().value.content.map((m: { params: { amount: string } }) => m.params.amount)).toEqual([
      '100',
    ]);
  });

  it('never shows, counts, marks or deletes another member’s messages', async () => {
    const alice = await member();
    const bob = await member();
    await send(alice.id, '500');
    const aliceList = (await call('GET', '/wps/relay/inbox', alice.token)).json().value;
    const aliceMessageId = aliceList.content[0].id as string;

    const bobList = await call('GET', '/wps/relay/inbox', bob.token);
    expect(bobList.json().value).toMatchObject({ content: [], total: 0 });
    expect((await call('GET', '/wps/relay/inbox/unread-count', bob.token)).json().value).toEqual({
      count: 0,
    });

    const bobReads = await call('PUT', `/wps/relay/inbox/${aliceMessageId}/read`, bob.token);
    expect(bobReads.statusCode).toBe(404);
    expect(bobReads.json().error.code).toBe('error_not_found');
    const bobDeletes = await call('DELETE', `/wps/relay/inbox/${aliceMessageId}`, bob.token);
    expect(bobDeletes.statusCode).toBe(404);
    expect((await call('PUT', '/wps/relay/inbox/read-all', bob.token)).json().value).toEqual({ changed: 0 });

    // Alice's message is untouched by all of Bob's calls.
    const after = (await call('GET', '/wps/relay/inbox', alice.token)).json().value;
    expect(after.content).toEqual(aliceList.content);
    expect((await call('GET', '/wps/relay/inbox/unread-count', alice.token)).json().value).toEqual({
      count: 1,
    });
  });

  it('counts unread, marks one read (once), then all read', async () => {
    const reader = await member();
    for (const amount of ['1', '2', '3']) await send(reader.id, amount);
    const unread = () =>
      call('GET', '/wps/relay/inbox/unread-count', reader.token).then((r) => r.json().value.count);
    expect(await unread()).toBe(3);

    const list = (await call('GET', '/wps/relay/inbox', reader.token)).json().value.content;
    const marked = await call('PUT', `/wps/relay/inbox/${list[0].id}/read`, reader.token);
    expect(marked.json().value).toEqual({ changed: 1 });
    expect((await call('PUT', `/wps/relay/inbox/${list[0].id}/read`, reader.token)).json().value).toEqual({
      changed: 0,
    });
    expect(await unread()).toBe(2);
    const relisted = (await call('GET', '/wps/relay/inbox', reader.token)).json().value.content;
    expect(relisted[0].readAt).toEqual(expect.stringMatching(/Z$/));
    expect(relisted[1].readAt).toBeNull();

    expect((await call('PUT', '/wps/relay/inbox/read-all', reader.token)).json().value).toEqual({
      changed: 2,
    });
    expect(await unread()).toBe(0);
  });

  it('deletes one message: gone from the list and the count, a second delete is not found', async () => {
    const reader = await member();
    await send(reader.id, '10');
    await send(reader.id, '20');
    const list = (await call('GET', '/wps/relay/inbox', reader.token)).json().value.content;
    const removed = await call('DELETE', `/wps/relay/inbox/${list[0].id}`, reader.token);
    expect(removed.json().value).toEqual({ changed: 1 });
    const after = (await call('GET', '/wps/relay/inbox', reader.token)).json().value;
    expect(after.total).toBe(1);
    expect(after.content[0].params.amount).toBe('10');
    expect((await call('GET', '/wps/relay/inbox/unread-count', reader.token)).json().value.count).toBe(1);
    expect((await call('DELETE', `/wps/relay/inbox/${list[0].id}`, reader.token)).statusCode).toBe(404);
    expect((await call('PUT', `/wps/relay/inbox/${list[0].id}/read`, reader.token)).statusCode).toBe(404);
  });
});

describe('sendWithin', () => {
  it('writes inside the caller’s transaction: a rollback leaves no message', async () => {
    const reader = await member();
    const client = await sites.database.pool.connect();
    try {
      await client.query('begin');
      await messages.sendWithin(client, {
        memberId: reader.id,
        kind: 'deposit_failed',
        params: { amount: '7' },
      });
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect((await call('GET', '/wps/relay/inbox/unread-count', reader.token)).json().value.count).toBe(0);
  });

  it('refuses an unknown kind, a mail without title or body, and a member of no brand of ours', async () => {
    const reader = await insertTestMember(sites.database.pool, brandId);
    const db = sites.database.pool;
    await expect(
      messages.sendWithin(db, { memberId: reader.id, kind: 'bogus' as 'new_mail', params: {} }),
    ).rejects.toThrow(/unknown kind/);
    await expect(
      messages.sendWithin(db, { memberId: reader.id, kind: 'new_mail', params: { title: 'Hi' } }),
    ).rejects.toThrow(/title and a body/);
    await expect(
      messages.sendWithin(db, { memberId: 999_999_999n, kind: 'deposit_arrived', params: {} }),
    ).rejects.toThrow(/not one of the brand/);
    await messages.sendWithin(db, {
      memberId: reader.id,
      kind: 'new_mail',
      params: { title: 'Hi', body: 'Welcome' },
    });
    const { rows } = await db.query('select kind, params from member_messages where member_id = $1', [
      reader.id,
    ]);
    expect(rows).toEqual([{ kind: 'new_mail', params: { title: 'Hi', body: 'Welcome' } }]);
  });

  it('sends one mail to many members of the brand at once', async () => {
    const one = await insertTestMember(sites.database.pool, brandId);
    const two = await insertTestMember(sites.database.pool, brandId);
    const sent = await messages.sendToManyWithin(sites.database.pool, [one.id, two.id, 999_999_999n], {
      kind: 'new_mail',
      params: { title: 'Maintenance', body: 'Tonight at 2:00' },
    });
    expect(sent).toBe(2);
  });
});
