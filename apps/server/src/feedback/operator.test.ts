import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ageFeedback,
  feedbackMember,
  memberCall,
  operatorCall,
  sendFeedback,
} from '../../test/feedback-helpers.ts';
import type { FeedbackMember } from '../../test/feedback-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';

let sites: TestSites;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
});
afterAll(() => sites.close());

async function sent(member: FeedbackMember, body: Record<string, unknown> = {}): Promise<string> {
  const { body: answer } = await sendFeedback(sites, member.token, body);
  if (!answer.success) throw new Error(JSON.stringify(answer));
  return answer.value.id as string;
}

async function inbox(member: FeedbackMember, language = 'en') {
  const { body } = await memberCall(sites, {
    method: 'GET',
    url: '/wps/relay/inbox',
    token: member.token,
    language,
  });
  return body.value.content as Array<{ kind: string; params: Record<string, string> }>;
}

const answer = (id: string, reply: string) =>
  operatorCall(sites, { method: 'POST', url: `/admin/feedback/${id}/answer`, body: { reply } });
const close = (id: string) => operatorCall(sites, { method: 'POST', url: `/admin/feedback/${id}/close` });

describe('the operator’s feedback', () => {
  it('needs an operator’s credential on every call', async () => {
    for (const [method, url, body] of [
      ['GET', '/admin/feedback', undefined],
      ['GET', '/admin/feedback/1', undefined],
      ['POST', '/admin/feedback/1/answer', { reply: 'Hello' }],
      ['POST', '/admin/feedback/1/close', undefined],
    ] as const) {
      for (const headers of [{}, { authorization: 'Bearer lopt_wrong' }] as Record<string, string>[]) {
        const { response, body: refusal } = await operatorCall(sites, { method, url, body, headers });
        expect(response.statusCode, url).toBe(401);
        expect(refusal.error.code).toBe('error_operator_unauthorized');
      }
    }
    // A member's session is no operator credential, and the member site does not serve the call.
    const member = await feedbackMember(sites);
    const asMember = await operatorCall(sites, {
      method: 'GET',
      url: '/admin/feedback',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(asMember.response.statusCode).toBe(401);
    const onMemberSite = await memberCall(sites, {
      method: 'GET',
      url: '/admin/feedback',
      token: member.token,
    });
    expect(onMemberSite.response.statusCode).toBe(404);
  });

  it('lists by status, type and member, newest first, and flags the open ones past 24 hours', async () => {
    const member = await feedbackMember(sites);
    const fresh = await sent(member, { questionType: 'game', content: 'Fresh open feedback' });
    const late = await sent(member, { questionType: 'withdrawal', content: 'Late open feedback' });
    const lateAnswered = await sent(member, { content: 'Late but answered' });
    const almost = await sent(member, { content: 'Open for 23 hours' });
    await ageFeedback(sites, late, 25);
    await ageFeedback(sites, lateAnswered, 30);
    await ageFeedback(sites, almost, 23);
    await answer(lateAnswered, 'Done, sorry for the wait');

    const mine = `username=${member.username.toUpperCase()}`;
    const all = await operatorCall(sites, { method: 'GET', url: `/admin/feedback?${mine}` });
    expect(all.response.headers['cache-control']).toBe('no-store');
    expect(all.body.value.total).toBe(4);
    const rows = all.body.value.content as Array<{ id: string; overdue: boolean; username: string }>;
    expect(rows.map((row) => row.id)).toEqual([fresh, almost, late, lateAnswered]);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.overdue]))).toEqual({
      [fresh]: false,
      [almost]: false,
      [late]: true,
      [lateAnswered]: false,
    });
    expect(rows[0]).toMatchObject({
      username: member.username,
      memberId: member.id.toString(),
      status: 'open',
    });

    const overdue = await operatorCall(sites, { method: 'GET', url: `/admin/feedback?overdue=true&${mine}` });
    expect(overdue.body.value.content.map((row: { id: string }) => row.id)).toEqual([late]);
    const notOverdue = await operatorCall(sites, {
      method: 'GET',
      url: `/admin/feedback?overdue=false&${mine}`,
    });
    expect(notOverdue.body.value.total).toBe(3);
    const answered = await operatorCall(sites, {
      method: 'GET',
      url: `/admin/feedback?status=answered&${mine}`,
    });
    expect(answered.body.value.content.map((row: { id: string }) => row.id)).toEqual([lateAnswered]);
    const games = await operatorCall(sites, {
      method: 'GET',
      url: `/admin/feedback?questionType=game&${mine}`,
    });
    expect(games.body.value.content.map((row: { id: string }) => row.id)).toEqual([fresh]);
    const paged = await operatorCall(sites, { method: 'GET', url: `/admin/feedback?page=2&size=3&${mine}` });
    expect(paged.body.value).toMatchObject({ page: 2, size: 3, total: 4 });
    expect(paged.body.value.content.map((row: { id: string }) => row.id)).toEqual([lateAnswered]);

    const one = await operatorCall(sites, { method: 'GET', url: `/admin/feedback/${late}` });
    expect(one.body.value).toMatchObject({ id: late, overdue: true, questionType: 'withdrawal' });
    const none = await operatorCall(sites, { method: 'GET', url: '/admin/feedback/999999999' });
    expect(none.body.error.code).toBe('error_not_found');
  });

  it('answers: the member sees the reply in their list and gets an inbox message, once per reply', async () => {
    const member = await feedbackMember(sites);
    const id = await sent(member, { content: 'Where is my withdrawal?' });
    const first = await answer(id, '  It was paid this morning.  ');
    expect(first.response.statusCode).toBe(200);
    expect(first.body.value).toMatchObject({
      replayed: false,
      feedback: { id, status: 'answered', reply: 'It was paid this morning.', overdue: false },
    });
    const repeat = await answer(id, 'It was paid this morning.');
    expect(repeat.body.value.replayed).toBe(true);

    const own = await memberCall(sites, {
      method: 'GET',
      url: `/wps/relay/feedback/${id}`,
      token: member.token,
    });
    expect(own.body.value).toMatchObject({ status: 'answered', reply: 'It was paid this morning.' });
    expect(own.body.value.repliedAt).toMatch(/Z$/);

    const messages = await inbox(member);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      kind: 'feedback_replied',
      params: { reply: 'It was paid this morning.', feedbackId: id, date: own.body.value.createdAt },
    });

    // A corrected answer replaces the reply and tells the member again.
    const corrected = await answer(id, 'It was paid at 10:00; allow an hour for your bank.');
    expect(corrected.body.value.replayed).toBe(false);
    expect(await inbox(member)).toHaveLength(2);

    const audit = await sites.database.pool.query(
      `select before, after, detail, request_id from operator_audit where action = 'feedback.answered' and target = $1 order by id`,
      [`feedback ${id}`],
    );
    expect(audit.rows).toHaveLength(2);
    expect(audit.rows[0]).toMatchObject({
      before: { status: 'open', reply: null },
      after: { status: 'answered', reply: 'It was paid this morning.' },
      detail: { username: member.username },
      request_id: expect.any(String),
    });
    expect(audit.rows[1]).toMatchObject({
      before: { status: 'answered', reply: 'It was paid this morning.' },
      after: { status: 'answered', reply: 'It was paid at 10:00; allow an hour for your bank.' },
    });
  });

  it('closes, once; a closed feedback takes no answer', async () => {
    const member = await feedbackMember(sites);
    const id = await sent(member);
    const closed = await close(id);
    expect(closed.body.value).toMatchObject({ replayed: false, feedback: { status: 'closed', reply: null } });
    expect(closed.body.value.feedback.closedAt).toMatch(/Z$/);
    expect((await close(id)).body.value.replayed).toBe(true);
    const late = await answer(id, 'Too late?');
    expect(late.response.statusCode).toBe(409);
    expect(late.body.error.code).toBe('error_feedback_closed');
    expect(await inbox(member)).toHaveLength(0);
    // Closed long ago is never overdue.
    await ageFeedback(sites, id, 48);
    const row = await operatorCall(sites, { method: 'GET', url: `/admin/feedback/${id}` });
    expect(row.body.value.overdue).toBe(false);
    const audit = await sites.database.pool.query(
      `select 1 from operator_audit where action = 'feedback.closed' and target = $1`,
      [`feedback ${id}`],
    );
    expect(audit.rows).toHaveLength(1);
  });

  it('takes two answers at once in turn: one message, one audit row', async () => {
    const member = await feedbackMember(sites);
    const id = await sent(member);
    const both = await Promise.all([answer(id, 'Same reply'), answer(id, 'Same reply')]);
    expect(both.map((call) => call.body.value.replayed).sort()).toEqual([false, true]);
    expect(await inbox(member)).toHaveLength(1);
    const audit = await sites.database.pool.query(
      `select 1 from operator_audit where action = 'feedback.answered' and target = $1`,
      [`feedback ${id}`],
    );
    expect(audit.rows).toHaveLength(1);
  });

  it('answers not found for an id never used, and refuses an empty reply', async () => {
    expect((await answer('999999999', 'Hello')).body.error.code).toBe('error_not_found');
    expect((await close('999999999')).body.error.code).toBe('error_not_found');
    const member = await feedbackMember(sites);
    const id = await sent(member);
    const empty = await answer(id, '    ');
    expect(empty.response.statusCode).toBe(400);
    expect(empty.body.error.code).toBe('error_validation');
  });
});
