import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCall } from '../../../test/feedback-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { brandLedger, insertTestMember } from '../../../test/wallet-helpers.ts';

let sites: TestSites;
let brandId: number;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  ({ brandId } = await brandLedger(sites));
});
afterAll(() => sites.close());

let keyNumber = 0;
function mail(to: unknown, extra: Record<string, unknown> = {}) {
  keyNumber += 1;
  return operatorCall(sites, {
    method: 'POST',
    url: '/admin/messages/mail',
    body: { idempotencyKey: `mail-${keyNumber}`, to, title: 'News', body: 'Hello from us', ...extra },
  });
}

async function member(options: { upline?: bigint; username?: string } = {}) {
  const created = await insertTestMember(sites.database.pool, brandId, { username: options.username });
  if (options.upline !== undefined) {
    await sites.database.pool.query('update members set upline_id = $2 where id = $1', [
      created.id,
      options.upline,
    ]);
  }
  return created;
}

async function mailsOf(memberId: bigint) {
  const { rows } = await sites.database.pool.query<{ kind: string; params: Record<string, string> }>(
    'select kind, params from member_messages where member_id = $1 order by id',
    [memberId],
  );
  return rows;
}

async function mailCount(): Promise<number> {
  const { rows } = await sites.database.pool.query<{ n: number }>(
    `select count(*)::int as n from member_messages where kind = 'new_mail'`,
  );
  return rows[0]?.n ?? 0;
}

describe('POST /admin/messages/mail', () => {
  it('needs an operator’s credential', async () => {
    const { response, body } = await operatorCall(sites, {
      method: 'POST',
      url: '/admin/messages/mail',
      body: { idempotencyKey: 'k', to: { kind: 'all' }, title: 'T', body: 'B' },
      headers: {},
    });
    expect(response.statusCode).toBe(401);
    expect(body.error.code).toBe('error_operator_unauthorized');
    expect(await mailCount()).toBe(0);
  });

  it('sends to one member by username (any case), with its translations', async () => {
    const reader = await member({ username: `Reader${Date.now()}` });
    const { response, body } = await mail(
      { kind: 'member', username: reader.username.toLowerCase() },
      {
        title: ' Weekend bonus ',
        body: 'Deposit this weekend for a 10% bonus.',
        translations: {
          vi: { title: 'Thưởng cuối tuần', body: 'Nạp tiền cuối tuần này để nhận thưởng 10%.' },
          en: { title: 'Weekend bonus', body: 'Deposit this weekend for a 10% bonus.' },
        },
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(body.value).toEqual({ mailingId: expect.stringMatching(/^\d+$/), sent: 1, replayed: false });
    expect(await mailsOf(reader.id)).toEqual([
      {
        kind: 'new_mail',
        params: {
          title: 'Weekend bonus',
          body: 'Deposit this weekend for a 10% bonus.',
          title_vi: 'Thưởng cuối tuần',
          body_vi: 'Nạp tiền cuối tuần này để nhận thưởng 10%.',
          title_en: 'Weekend bonus',
          body_en: 'Deposit this weekend for a 10% bonus.',
        },
      },
    ]);
  });

  it('sends to a list of usernames once each, and refuses the list when a name is no account', async () => {
    const first = await member();
    const second = await member();
    const sent = await mail({
      kind: 'usernames',
      usernames: [first.username, second.username.toUpperCase(), first.username],
    });
    expect(sent.body.value.sent).toBe(2);
    expect(await mailsOf(first.id)).toHaveLength(1);
    expect(await mailsOf(second.id)).toHaveLength(1);

    const before = await mailCount();
    const refused = await mail({ kind: 'usernames', usernames: [first.username, 'nobody_1', 'nobody_2'] });
    expect(refused.response.statusCode).toBe(404);
    expect(refused.body.error.code).toBe('error_account_not_found');
    expect(refused.body.error.fields).toEqual({ 'to.usernames': 'nobody_1, nobody_2' });
    expect(refused.body.error.params).toEqual({ unknown: 2 });
    const single = await mail({ kind: 'member', username: 'nobody_3' });
    expect(single.body.error.fields).toEqual({ 'to.username': 'nobody_3' });
    expect(await mailCount()).toBe(before);
  });

  it('sends to an account’s whole downline, every level below it, not the account itself', async () => {
    const agent = await member();
    const direct = await member({ upline: agent.id });
    const second = await member({ upline: direct.id });
    const third = await member({ upline: second.id });
    const otherAgent = await member();
    const outsider = await member({ upline: otherAgent.id });
    const { body } = await mail({ kind: 'downline', agent: agent.username });
    expect(body.value.sent).toBe(3);
    for (const reached of [direct, second, third]) expect(await mailsOf(reached.id)).toHaveLength(1);
    for (const skipped of [agent, otherAgent, outsider]) expect(await mailsOf(skipped.id)).toHaveLength(0);
    expect((await mail({ kind: 'downline', agent: 'nobody_4' })).body.error.code).toBe(
      'error_account_not_found',
    );
  });

  it('sends to all the brand’s members, never to free-play or closed accounts, nor marketing to who declined it', async () => {
    const demo = (await insertTestMember(sites.database.pool, brandId, { demo: true })).id;
    const closed = await member();
    await sites.database.pool.query(`update members set status = 'closed' where id = $1`, [closed.id]);
    const declined = await member();
    await sites.database.pool.query(
      'insert into protection_settings (member_id, no_marketing) values ($1, true)',
      [declined.id],
    );
    // A large brand: one statement writes them all.
    await sites.database.pool.query(
      `insert into members (brand_id, username, password_hash)
       select $1, 'bulk' || n, 'not-a-hash' from generate_series(1, 3000) as n`,
      [brandId],
    );
    const { rows } = await sites.database.pool.query<{ n: number }>(
      `select count(*)::int as n from members where brand_id = $1 and status <> 'closed' and not is_demo`,
      [brandId],
    );
    const everyone = rows[0]?.n ?? 0;

    const marketing = await mail({ kind: 'all' });
    expect(marketing.body.value.sent).toBe(everyone - 1);
    expect(await mailsOf(declined.id)).toHaveLength(0);
    const notice = await mail({ kind: 'all' }, { marketing: false, title: 'Maintenance tonight' });
    expect(notice.body.value.sent).toBe(everyone);
    expect(await mailsOf(declined.id)).toHaveLength(1);
    for (const never of [demo, closed.id]) expect(await mailsOf(never)).toHaveLength(0);
  });

  it('sends once per key: a repeat answers the first, another mail under the key is refused', async () => {
    const reader = await member();
    const request = {
      idempotencyKey: 'once-only',
      to: { kind: 'member', username: reader.username },
      title: 'Once',
      body: 'Only once',
    };
    const call = (body: unknown) =>
      operatorCall(sites, { method: 'POST', url: '/admin/messages/mail', body });
    const [a, b] = await Promise.all([call(request), call(request)]);
    expect([a.body.value.replayed, b.body.value.replayed].sort()).toEqual([false, true]);
    expect(a.body.value.mailingId).toBe(b.body.value.mailingId);
    expect(a.body.value.sent).toBe(1);
    expect(b.body.value.sent).toBe(1);
    expect(await mailsOf(reader.id)).toHaveLength(1);
    const other = await call({ ...request, body: 'Something else' });
    expect(other.response.statusCode).toBe(409);
    expect(other.body.error.code).toBe('error_conflict');
    expect(await mailsOf(reader.id)).toHaveLength(1);
  });

  it('is audited with whom it reached', async () => {
    const reader = await member();
    const { body } = await mail(
      { kind: 'usernames', usernames: [reader.username] },
      { translations: { vi: { title: 'Tin', body: 'Chào' } } },
    );
    const { rows } = await sites.database.pool.query(
      `select before, after, request_id from operator_audit where action = 'messages.mail.sent' and target = $1`,
      [`mailing ${body.value.mailingId}`],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].before).toBeNull();
    expect(rows[0].after).toEqual({
      to: { kind: 'usernames', count: 1 },
      title: 'News',
      languages: ['vi'],
      marketing: true,
      sent: 1,
    });
    expect(rows[0].request_id).toEqual(expect.any(String));
  });
});
