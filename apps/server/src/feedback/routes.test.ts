import { bothReferences } from '../../test/operator-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMember, memberCall, sendFeedback } from '../../test/feedback-helpers.ts';
import { freePlayToken } from '../../test/security-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { feedbackPerHour } from './service.ts';

let sites: TestSites;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
});
afterAll(() => sites.close());

describe('POST /wps/feedback', () => {
  it('needs a session, on every feedback call', async () => {
    for (const [method, url] of [
      ['POST', '/wps/feedback'],
      ['GET', '/wps/relay/feedback'],
      ['GET', '/wps/relay/feedback/1'],
    ] as const) {
      const { response, body } = await memberCall(sites, {
        method,
        url,
        ...(method === 'POST'
          ? { body: { questionType: 'game', content: 'A fair complaint here', idempotencyKey: 'k' } }
          : {}),
      });
      expect(response.statusCode, url).toBe(401);
      expect(body.error.code).toBe('error_not_logged_in');
    }
  });

  it('records the feedback open, trimmed and in NFC, and promises a reply within 24 hours', async () => {
    const member = await feedbackMember(sites);
    const content = `  ${'Tiền nạp chưa về tài khoản'.normalize('NFD')}  `;
    const { response, body } = await sendFeedback(sites, member.token, {
      questionType: 'deposit',
      content,
      contact: '  zalo 0901234567 ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const feedback = body.value;
    expect(feedback).toEqual({
      id: expect.stringMatching(/^\d+$/),
      questionType: 'deposit',
      content: 'Tiền nạp chưa về tài khoản',
      contact: 'zalo 0901234567',
      status: 'open',
      reply: null,
      repliedAt: null,
      closedAt: null,
      createdAt: expect.stringMatching(/Z$/),
      replyDueAt: expect.stringMatching(/Z$/),
    });
    expect(Date.parse(feedback.replyDueAt) - Date.parse(feedback.createdAt)).toBe(24 * 3_600_000);
    const { rows } = await sites.database.pool.query(
      'select content, contact, status from feedback where id = $1',
      [feedback.id],
    );
    expect(rows[0]).toEqual({
      content: 'Tiền nạp chưa về tài khoản',
      contact: 'zalo 0901234567',
      status: 'open',
    });
  });

  it('counts 10 to 140 characters as a person sees them, and says which field is wrong', async () => {
    const member = await feedbackMember(sites);
    const tooShort = await sendFeedback(sites, member.token, { content: '   ệệệệệệệệệ   ' });
    expect(tooShort.response.statusCode).toBe(400);
    expect(tooShort.body.error.code).toBe('error_validation');
    expect(Object.keys(tooShort.body.error.fields)).toEqual(['content']);
    // 140 Vietnamese letters typed decomposed: 420 code units, still 140 characters.
    const longest = await sendFeedback(sites, member.token, { content: 'ệ'.repeat(140).normalize('NFD') });
    expect(longest.response.statusCode).toBe(200);
    const tooLong = await sendFeedback(sites, member.token, { content: 'a'.repeat(141) });
    expect(tooLong.body.error.code).toBe('error_validation');
    const badType = await sendFeedback(sites, member.token, { questionType: 'bribe' });
    expect(Object.keys(badType.body.error.fields)).toEqual(['questionType']);
    const noContact = await sendFeedback(sites, member.token, { contact: '   ' });
    expect(noContact.body.value.contact).toBeNull();
  });

  it('answers the first feedback to a repeat of its key, and refuses the key for other words', async () => {
    const member = await feedbackMember(sites);
    const first = await sendFeedback(sites, member.token, { idempotencyKey: 'submit-1' });
    const again = await sendFeedback(sites, member.token, { idempotencyKey: 'submit-1' });
    expect(again.body.value).toEqual(first.body.value);
    const other = await sendFeedback(sites, member.token, {
      idempotencyKey: 'submit-1',
      content: 'Something else entirely',
    });
    expect(other.response.statusCode).toBe(409);
    expect(other.body.error.code).toBe('error_conflict');
    // The same key is another member's own: it makes a second feedback.
    const stranger = await feedbackMember(sites);
    const theirs = await sendFeedback(sites, stranger.token, { idempotencyKey: 'submit-1' });
    expect(theirs.body.value.id).not.toBe(first.body.value.id);
    const { rows } = await sites.database.pool.query(
      'select count(*)::int as n from feedback where member_id = $1',
      [member.id],
    );
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('takes a few per hour, then refuses with a stable code and when to come back', async () => {
    const member = await feedbackMember(sites);
    const kept = { idempotencyKey: 'kept', content: 'The first feedback of the hour' };
    expect((await sendFeedback(sites, member.token, kept)).response.statusCode).toBe(200);
    // The rest at once: the member's lock makes them take turns over the limit.
    const sends = await Promise.all(
      Array.from({ length: feedbackPerHour + 2 }, (_, index) =>
        sendFeedback(sites, member.token, { content: `Feedback number ${index + 2}` }),
      ),
    );
    const refused = sends.filter((send) => send.response.statusCode !== 200);
    expect(sends.length - refused.length).toBe(feedbackPerHour - 1);
    expect(refused).toHaveLength(3);
    for (const { response, body } of refused) {
      expect(response.statusCode).toBe(429);
      expect(body.error.code).toBe('error_feedback_limit_reached');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(3500);
      expect(body.error.message).toMatch(/try again in \d+ minutes/);
    }
    // A repeat of an accepted key is still answered: retrying a lost answer is never refused.
    expect((await sendFeedback(sites, member.token, kept)).response.statusCode).toBe(200);
    // An hour later the oldest have left the window.
    await sites.database.pool.query(
      `update feedback set created_at = created_at - interval '61 minutes' where member_id = $1`,
      [member.id],
    );
    expect((await sendFeedback(sites, member.token)).response.statusCode).toBe(200);
  });

  it('refuses free-play accounts', async () => {
    const token = await freePlayToken(sites);
    const { response, body } = await sendFeedback(sites, token);
    expect(response.statusCode).toBe(403);
    expect(body.error.code).toBe('error_operation_not_allowed');
  });
});

describe('the member’s own feedback', () => {
  it('lists their own, newest first, paged', async () => {
    const member = await feedbackMember(sites);
    for (const word of ['first', 'second', 'third']) {
      await sendFeedback(sites, member.token, { content: `This is the ${word} one` });
    }
    const page1 = await memberCall(sites, {
      method: 'GET',
      url: '/wps/relay/feedback?page=1&size=2',
      token: member.token,
    });
    expect(page1.response.headers['cache-control']).toBe('no-store');
    expect(page1.body.value).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(page1.body.value.content.map((f: { content: string }) => f.content)).toEqual([
      'This is the third one',
      'This is the second one',
    ]);
    const page2 = await memberCall(sites, {
      method: 'GET',
      url: '/wps/relay/feedback?page=2&size=2',
      token: member.token,
    });
    expect(page2.body.value.content.map((f: { content: string }) => f.content)).toEqual([
      'This is the first one',
    ]);
  });

  it('never shows another member’s feedback: not found, like an id never used', async () => {
    const alice = await feedbackMember(sites);
    const bob = await feedbackMember(sites);
    const sent = await sendFeedback(sites, alice.token);
    const id = sent.body.value.id as string;
    const own = await memberCall(sites, {
      method: 'GET',
      url: `/wps/relay/feedback/${id}`,
      token: alice.token,
    });
    expect(own.body.value).toEqual(sent.body.value);
    const others = await memberCall(sites, {
      method: 'GET',
      url: `/wps/relay/feedback/${id}`,
      token: bob.token,
    });
    expect(others.response.statusCode).toBe(404);
    expect(others.body.error.code).toBe('error_not_found');
    const never = await memberCall(sites, {
      method: 'GET',
      url: '/wps/relay/feedback/999999999',
      token: bob.token,
    });
    expect(never.body).toEqual(others.body);
    const bobs = await memberCall(sites, { method: 'GET', url: '/wps/relay/feedback', token: bob.token });
    expect(bobs.body.value).toMatchObject({ content: [], total: 0 });
  });
});

describe('the API reference', () => {
  it('describes the feedback and mail calls, member and operator', async () => {
    const paths = Object.keys((await bothReferences(sites)).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/wps/feedback',
        '/wps/relay/feedback',
        '/wps/relay/feedback/{id}',
        '/admin/feedback',
        '/admin/feedback/{id}',
        '/admin/feedback/{id}/answer',
        '/admin/feedback/{id}/close',
        '/admin/messages/mail',
      ]),
    );
  });
});
