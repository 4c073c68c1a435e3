import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, nextClientAddress } from '../../test/auth-helpers.ts';
import { expectRefusal } from '../../test/hostile.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { brandLedger, insertTestMember, registerWalletMember } from '../../test/wallet-helpers.ts';
import { createMessageService } from './service.ts';

/**
 * Whatever a hostile member sends to the inbox calls (odd ids, another member's ids, bad paging),
 * the answer is a well-formed 4xx refusal and no message changes.
 */
let sites: TestSites;
let token: string;
let othersIds: string[];
const runs = { numRuns: 150, interruptAfterTimeLimit: 20_000 };

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  const { brandId } = await brandLedger(sites);
  ({ token } = await registerWalletMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY));
  // Someone else's inbox: their messages must stay untouched by every call below.
  const other = await insertTestMember(sites.database.pool, brandId);
  const messages = createMessageService({ pool: sites.database.pool, brandId });
  for (const amount of ['1', '2', '3']) {
    await messages.sendWithin(sites.database.pool, {
      memberId: other.id,
      kind: 'deposit_arrived',
      params: { amount, currency: 'VND' },
    });
  }
  const { rows } = await sites.database.pool.query<{ id: bigint }>(
    'select id from member_messages where member_id = $1',
    [other.id],
  );
  othersIds = rows.map((row) => row.id.toString());
});
afterAll(() => sites.close());

async function snapshot(): Promise<unknown> {
  const { rows } = await sites.database.pool.query(
    'select jsonb_agg(to_jsonb(m) order by id) as rows from member_messages m',
  );
  return rows[0]?.rows;
}

const oddId = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }).filter((text) => !/^[1-9]\d{0,17}$/.test(text)),
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '99999999999999999999',
    '00012',
    ' 1',
    "1' or '1'='1",
    '%00',
    '..',
  ),
);

const hostileCall = fc.oneof(
  oddId.map((id) => ({ method: 'PUT' as const, url: `/wps/relay/inbox/${encodeURIComponent(id)}/read` })),
  oddId.map((id) => ({ method: 'DELETE' as const, url: `/wps/relay/inbox/${encodeURIComponent(id)}` })),
  fc
    .constantFrom(0, 1, 2)
    .chain((index) =>
      fc.constantFrom(
        { method: 'PUT' as const, url: `/wps/relay/inbox/${othersIds[index]}/read` },
        { method: 'DELETE' as const, url: `/wps/relay/inbox/${othersIds[index]}` },
      ),
    ),
  // 201 is a page that exists, but no page holds 201 messages.
  fc.constant({ method: 'GET' as const, url: '/wps/relay/inbox?size=201' }),
  fc
    .tuple(
      fc.constantFrom('page', 'size'),
      fc.oneof(
        fc.constantFrom('0', '-3', '100001', 'abc', '1.5', '', '1e9'),
        fc.string({ maxLength: 10 }).map((s) => `x${s}`),
      ),
    )
    .map(([key, value]) => ({
      method: 'GET' as const,
      url: `/wps/relay/inbox?${key}=${encodeURIComponent(value)}`,
    })),
);

describe('hostile inbox calls', () => {
  it('are all refused, and no message changes', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(hostileCall, async (call) => {
        const response = await sites.member.inject({
          ...call,
          headers: bearer(token),
          remoteAddress: nextClientAddress(),
        });
        expectRefusal(response);
      }),
      runs,
    );
    expect(await snapshot()).toEqual(before);
  });
});
