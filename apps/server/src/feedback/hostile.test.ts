import { feedbackAnswerSchema, feedbackRequestSchema } from '@lotus/contract/feedback/schemas';
import { operatorMailRequestSchema } from '@lotus/contract/operator-mail/schemas';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers.ts';
import { feedbackMember, operatorHeaders, sendFeedback } from '../../test/feedback-helpers.ts';
import { expectRefusal, jsonBody, sendHostile } from '../../test/hostile.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';

/**
 * Whatever a hostile member sends to the feedback calls, or a careless operator to the feedback and
 * mail calls, the answer is a well-formed 4xx refusal and nothing is written: no feedback, no
 * answer, no message, no mailing.
 */
let sites: TestSites;
let token: string;
let othersId: string;
const runs = { numRuns: 150, interruptAfterTimeLimit: 20_000 };

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  ({ token } = await feedbackMember(sites));
  // Someone else's feedback: it must stay untouched and unseen by every call below.
  const other = await feedbackMember(sites);
  othersId = (await sendFeedback(sites, other.token)).body.value.id as string;
  await sites.database.pool.query(`update feedback set status = 'closed', closed_at = now() where id = $1`, [
    othersId,
  ]);
});
afterAll(() => sites.close());

async function snapshot(): Promise<unknown> {
  const result: Record<string, unknown> = {};
  for (const table of ['feedback', 'member_messages', 'operator_mailings']) {
    const { rows } = await sites.database.pool.query(
      `select jsonb_agg(to_jsonb(t) order by id) as rows from ${table} t`,
    );
    result[table] = rows[0]?.rows;
  }
  return result;
}

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.constantFrom(
    "' or 1=1 --",
    "x'); update feedback set status = 'answered'; --",
    'ab\u0000cd efgh ijkl',
    'ten chars\u001b!',
    '\ud800 broken surrogate',
    '__proto__',
    '<script>alert(1)</script>',
    '\u202eevil override text',
    `a${'\u0301'.repeat(3000)}`,
  ),
  fc.integer({ min: 141, max: 70_000 }).map((size) => 'x'.repeat(size)),
);
const anyValue = fc.oneof(nasty, fc.jsonValue({ maxDepth: 2 }));

const notJsonBodies = fc.oneof(
  fc
    .jsonValue({ maxDepth: 3 })
    .filter((value) => typeof value !== 'object' || value === null || Array.isArray(value))
    .map(jsonBody),
  fc
    .tuple(nasty, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded'))
    .map(([payload, type]) => ({ payload, headers: { 'content-type': type } })),
  fc.constant({ payload: '{"content":', headers: { 'content-type': 'application/json' } }),
);

const validFeedback = {
  questionType: 'complaint',
  content: 'A perfectly fine complaint',
  contact: 'zalo 0901',
  idempotencyKey: 'hostile',
};
// Each body breaks at least one rule of the contract (the filter keeps only those it refuses).
const feedbackBodies = fc.oneof(
  fc
    .record(
      {
        questionType: anyValue,
        content: anyValue,
        contact: anyValue,
        idempotencyKey: anyValue,
        role: anyValue,
      },
      { requiredKeys: [] },
    )
    .map((poison) => ({ ...validFeedback, ...poison }))
    .filter((body) => !feedbackRequestSchema.safeParse(body).success)
    .map(jsonBody),
  notJsonBodies,
);

const answerBodies = fc.oneof(
  fc
    .record({ reply: anyValue, extra: anyValue }, { requiredKeys: [] })
    .filter((body) => !feedbackAnswerSchema.safeParse(body).success)
    .map(jsonBody),
  notJsonBodies,
);

const mailBodies = fc.oneof(
  fc
    .record(
      {
        idempotencyKey: anyValue,
        to: fc.oneof(
          anyValue,
          fc.record({
            kind: fc.constantFrom('member', 'usernames', 'downline', 'all', 'vip'),
            username: anyValue,
          }),
          fc.record({ kind: fc.constant('usernames'), usernames: fc.array(anyValue, { maxLength: 3 }) }),
        ),
        title: anyValue,
        body: anyValue,
        translations: fc.oneof(
          anyValue,
          fc.dictionary(fc.string({ maxLength: 8 }), anyValue, { maxKeys: 3 }),
        ),
        marketing: anyValue,
      },
      { requiredKeys: [] },
    )
    .filter((body) => !operatorMailRequestSchema.safeParse(body).success)
    .map(jsonBody),
  notJsonBodies,
  // Well formed, but a name no account has: refused, and nothing sent.
  fc
    .string({ minLength: 1, maxLength: 20 })
    .filter((name) => name.trim() !== '')
    .map((name) =>
      jsonBody({
        idempotencyKey: `k-${name}`,
        to: { kind: 'member', username: `nobody ${name}` },
        title: 'T',
        body: 'B',
      }),
    ),
);

const path = (id: string) => encodeURIComponent(id.toWellFormed()) || '%20';
const foreignId = fc
  .oneof(
    nasty.filter((value) => !/^[1-9]\d{0,17}$/.test(value)),
    fc.constantFrom('0', '-1', '1.5', '1e3', '99999999999999999999', '00012'),
    fc.bigInt({ min: 100_000_000_000n, max: 999_999_999_999_999_999n }).map(String),
  )
  .filter((value) => path(value).length <= 200 && !/^\.{1,2}$/.test(value));

const send = (request: Parameters<typeof sendHostile>[1]) => sendHostile(sites.member, request);

describe('hostile feedback calls', () => {
  const member = () => ({ ...bearer(token), 'accept-language': 'en' });

  it('POST /wps/feedback refuses every body that breaks a rule, and writes nothing', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(feedbackBodies, async (body) => {
        expectRefusal(await send({ method: 'POST', url: '/wps/feedback', headers: member(), body }));
      }),
      runs,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('GET /wps/relay/feedback/:id refuses odd ids and another member’s', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(foreignId, fc.constant(othersId)), async (id) => {
        expectRefusal(
          await send({ method: 'GET', url: `/wps/relay/feedback/${path(id)}`, headers: member() }),
        );
      }),
      runs,
    );
  });

  it('the operator’s answer, close and list refuse odd ids, bodies and filters', async () => {
    const before = await snapshot();
    const calls = fc.oneof(
      answerBodies.map((body) => ({
        method: 'POST' as const,
        url: `/admin/feedback/${othersId}/answer`,
        body,
      })),
      // The other member's feedback is closed: even a good answer is refused.
      fc.constant({
        method: 'POST' as const,
        url: `/admin/feedback/${othersId}/answer`,
        body: jsonBody({ reply: 'A good reply' }),
      }),
      foreignId.map((id) => ({
        method: 'POST' as const,
        url: `/admin/feedback/${path(id)}/answer`,
        body: jsonBody({ reply: 'A good reply' }),
      })),
      foreignId.map((id) => ({ method: 'POST' as const, url: `/admin/feedback/${path(id)}/close` })),
      fc
        .tuple(
          fc.constantFrom('status', 'questionType', 'overdue', 'page', 'size', 'username'),
          fc.oneof(
            fc.constantFrom('pending', 'yes', '0', '201', '', 'x'.repeat(65)),
            fc.string({ maxLength: 8 }),
          ),
        )
        .filter(([key, value]) => !(key === 'username' && value.trim() !== '' && value.length <= 64))
        .filter(([key, value]) => !(key === 'status' && ['open', 'answered', 'closed'].includes(value)))
        .filter(([key, value]) => !(key === 'overdue' && ['true', 'false'].includes(value)))
        .filter(([key, value]) => !(key === 'page' && /^\d+$/.test(value.trim()) && Number(value) >= 1))
        .filter(
          ([key, value]) =>
            !(key === 'size' && /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= 200),
        )
        .filter(
          ([key, value]) =>
            !(
              key === 'questionType' &&
              /^(deposit|withdrawal|game|account|promotion|suggestion|complaint|other)$/.test(value)
            ),
        )
        .map(([key, value]) => ({
          method: 'GET' as const,
          url: `/admin/feedback?${key}=${encodeURIComponent(value)}`,
        })),
    );
    await fc.assert(
      fc.asyncProperty(calls, async (call) => {
        expectRefusal(await send({ ...call, headers: operatorHeaders }));
      }),
      runs,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('POST /admin/messages/mail refuses every malformed mail, and sends nothing', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(mailBodies, async (body) => {
        expectRefusal(
          await send({ method: 'POST', url: '/admin/messages/mail', headers: operatorHeaders, body }),
        );
      }),
      runs,
    );
    expect(await snapshot()).toEqual(before);
  });
});
