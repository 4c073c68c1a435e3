import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcementBody,
  operatorHeaders,
  publishAnnouncement,
} from '../../../test/announcement-helpers.ts';
import { bearer, nextClientAddress } from '../../../test/auth-helpers.ts';
import { expectRefusal } from '../../../test/hostile.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { registerWalletMember } from '../../../test/wallet-helpers.ts';

/**
 * Whatever a hostile caller sends (odd queries to the member call, odd ids and bodies to the
 * operator calls), the answer is a well-formed 4xx refusal, no announcement changes, and a visitor
 * never reads a members-only popup.
 */
let sites: TestSites;
let token: string;
let existingId: number;
const runs = { numRuns: 120, interruptAfterTimeLimit: 20_000 };

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  // The demo's notice is not part of what these tests publish: start from an empty board.
  await sites.database.pool.query('delete from announcements');
  ({ token } = await registerWalletMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY));
  existingId = (await publishAnnouncement(sites, announcementBody('PL', 'members only'))).id;
  await publishAnnouncement(sites, announcementBody('B', 'notice'));
});
afterAll(() => sites.close());

async function snapshot(): Promise<unknown> {
  const { rows } = await sites.database.pool.query(
    'select jsonb_agg(to_jsonb(a) order by id) as rows from announcements a',
  );
  return rows[0]?.rows;
}

const oddText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom("B' or '1'='1", 'B;drop table announcements', '%00', 'B,PL,PU,PR,H,B,PL,PU,PR,H,B', '..'),
);

const hostileMemberQuery = fc
  .tuple(fc.constantFrom('types', 'platform', 'execution', 'lang'), oddText)
  // The valid values are not hostile; everything else must be refused.
  .filter(([key, value]) => {
    if (key === 'types') return !/^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H)){0,9}$/.test(value);
    if (key === 'platform') return value !== 'W';
    if (key === 'execution') return value !== 'B';
    return !/^[a-z]{2,3}(-[A-Z]{2})?$/.test(value);
  })
  .map(([key, value]) => `/wps/relay/announcements?${key}=${encodeURIComponent(value)}`);

const oddId = fc.oneof(
  // Anything the path schema would read as a positive whole number is an id, not hostile.
  fc
    .string({ minLength: 1, maxLength: 20 })
    .filter((text) => !(Number.isInteger(Number(text)) && Number(text) > 0)),
  fc.constantFrom('0', '-1', '1.5', '99999999999', '2147483648', "1' or '1'='1", '%00'),
);

const hostileBody = fc.oneof(
  fc.anything(),
  fc.record({
    type: fc.oneof(fc.constantFrom('B', 'PU'), fc.string({ maxLength: 5 })),
    texts: fc.oneof(
      fc.constant({ vi: { title: 'x', content: 'y' } }),
      fc.dictionary(fc.string({ maxLength: 8 }), fc.anything(), { maxKeys: 3 }),
      fc.constant({ vi: { title: '', content: 'y' }, en: { title: 'x', content: 'y' } }),
      fc.constant('<script>alert(1)</script>'),
    ),
    startAt: fc.oneof(fc.constant('2026-13-45T00:00:00Z'), fc.integer(), fc.string({ maxLength: 10 })),
  }),
);

const hostileOperatorCall = fc.oneof(
  oddId.map((id) => ({ method: 'GET' as const, url: `/admin/announcements/${encodeURIComponent(id)}` })),
  oddId.map((id) => ({ method: 'DELETE' as const, url: `/admin/announcements/${encodeURIComponent(id)}` })),
  hostileBody.map((payload) => ({ method: 'POST' as const, url: '/admin/announcements', payload })),
  hostileBody.map((payload) => ({
    method: 'PUT' as const,
    url: `/admin/announcements/${existingId}`,
    payload,
  })),
  fc
    .oneof(
      fc.constantFrom('0', '-3', '100001', 'abc', '1.5', '').map((value) => `page=${value}`),
      fc.constantFrom('0', '201', 'abc', '').map((value) => `size=${value}`),
      fc.constantFrom('X', 'pu', 'B,PU', '').map((value) => `type=${value}`),
    )
    .map((query) => ({ method: 'GET' as const, url: `/admin/announcements?${query}` })),
);

describe('hostile announcement calls', () => {
  it('odd member queries are refused', async () => {
    await fc.assert(
      fc.asyncProperty(hostileMemberQuery, fc.boolean(), async (url, signedIn) => {
        const response = await sites.member.inject({
          method: 'GET',
          url,
          headers: signedIn ? bearer(token) : {},
          remoteAddress: nextClientAddress(),
        });
        expectRefusal(response);
      }),
      runs,
    );
  });

  it('odd operator calls are refused and change nothing', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(hostileOperatorCall, async (call) => {
        const payload = 'payload' in call ? { payload: JSON.stringify(call.payload) } : {};
        const response = await sites.operator.inject({
          method: call.method,
          url: call.url,
          headers: { ...operatorHeaders, 'content-type': 'application/json' },
          ...payload,
          remoteAddress: nextClientAddress(),
        });
        expectRefusal(response);
      }),
      runs,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('a forged or broken token never reads the members-only popup', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 60 }).map((text) => `Bearer ${text}`),
          fc.constantFrom(`Bearer ${token}x`, `Basic ${token}`, token, 'Bearer', `Bearer  ${token.slice(1)}`),
        ),
        async (authorization) => {
          const response = await sites.member.inject({
            method: 'GET',
            url: '/wps/relay/announcements?types=PL,B',
            headers: { authorization },
            remoteAddress: nextClientAddress(),
          });
          expect(response.statusCode).toBe(200);
          const types = response.json().value.announcements.map((item: { type: string }) => item.type);
          expect(types).toEqual(['B']);
        },
      ),
      runs,
    );
  });
});
