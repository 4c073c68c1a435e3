import { catalogPageSchema } from '@lotus/contract/games-catalog/schemas';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { expectRefusal } from '../../../test/hostile.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { operatorHeaders } from '../../../test/vendor-wallet-helpers.ts';
import { registerWalletMember } from '../../../test/wallet-helpers.ts';

/**
 * Whatever a visitor or member sends to the catalog, favourites and launch calls, the answer is a
 * well-formed page or a 4xx refusal of the catalogue (never a 5xx), no other member's favourites
 * change, and no game is added by a caller without an operator’s credential.
 */
let sites: TestSites;
let token: string;
const runs = { numRuns: 150, interruptAfterTimeLimit: 20_000 };

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  token = (await registerWalletMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY)).token;
});
afterAll(() => sites.close());

const text = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom("' or 1=1 --", '%', '_', '\\', '%%_\\%', '<script>', '__proto__', '\u0000', 'Ω≈ç√', ' '),
);
const catalogQuery: fc.Arbitrary<Record<string, string>> = fc.dictionary(
  fc.constantFrom('category', 'vendor', 'tag', 'q', 'minBet', 'minLines', 'page', 'size', 'lang', 'x'),
  fc.oneof(
    text,
    fc.integer().map(String),
    fc.constantFrom('-1', '0', '1e3', '99999999999999999999', 'slots'),
  ),
  { maxKeys: 4 },
);

async function counts() {
  const { rows } = await sites.database.pool.query(
    `select (select count(*) from games)::int as games, (select count(*) from game_favourites)::int as favourites,
            (select count(*) from game_recent)::int as recent`,
  );
  return rows[0];
}

describe('hostile catalog calls', () => {
  it('GET /lgw/games answers a valid page or a refusal for any query', async () => {
    await fc.assert(
      fc.asyncProperty(catalogQuery, async (query) => {
        const response = await sites.member.inject({
          method: 'GET',
          url: `/lgw/games?${new URLSearchParams(query).toString()}`,
        });
        if (response.statusCode === 200) {
          expect(catalogPageSchema.safeParse(response.json().value).success).toBe(true);
        } else {
          expectRefusal(response);
        }
      }),
      runs,
    );
  });

  it('favourites and launch refuse bad ids and codes, touching nothing', async () => {
    const before = await counts();
    // Never a real id: the call coerces its text to a number (' 1', '1e0' and '0x1' are game 1), and
    // favouriting a real game rightly succeeds.
    const namesAGame = (value: string) => {
      const id = Number(value);
      return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;
    };
    const poison = fc.oneof(
      text.filter((value) => !namesAGame(value)),
      fc.constantFrom('0', '-1', '1.5', '2147483648', '99999999999999999999', '', 'NaN', '1 or 1=1'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('favourites/add?nodeId=', 'favourites/remove?nodeId=', 'launch'),
        poison,
        async (call, value) => {
          const url =
            call === 'launch'
              ? `/wps/game/launchGame?code=${encodeURIComponent(`~${value}`)}`
              : `/wps/relay/games/${call}${encodeURIComponent(value)}`;
          const response = await sites.member.inject({ method: 'GET', url, headers: bearer(token) });
          // Removing a game that is not a favourite is not an error: the list is answered as it is.
          if (call.startsWith('favourites/remove') && response.statusCode === 200) return;
          expectRefusal(response);
        },
      ),
      runs,
    );
    expect(await counts()).toEqual(before);
  });

  it('an anonymous caller is refused 401 before its body is read, even one JSON refuses', async () => {
    // fast-check found it: a "__proto__" key made the JSON parser answer 400 before the scope ran.
    for (const payload of ['{"__proto__":""}', '{"code":', '{"constructor":{"prototype":{}}}']) {
      const response = await sites.operator.inject({
        method: 'POST',
        url: '/admin/games',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('operator game bodies of any shape are refused or valid, never a 5xx', async () => {
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record(
        {
          code: text,
          vendor: fc.oneof(text, fc.constant('SIM_SLOTS')),
          names: fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.record({ en: text, vi: text })),
          category: fc.oneof(text, fc.constant('slots')),
          imagePath: fc.oneof(text, fc.constant('/media/x.svg')),
          minBet: fc.oneof(text, fc.constant('1')),
          rtp: fc.oneof(fc.integer(), fc.constant(null)),
          tags: fc.array(text, { maxLength: 3 }),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await sites.operator.inject({
          method: 'POST',
          url: '/admin/games',
          headers: { ...operatorHeaders, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        if (response.statusCode !== 200) expectRefusal(response);
        const anonymous = await sites.operator.inject({
          method: 'POST',
          url: '/admin/games',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(anonymous.statusCode).toBe(401);
      }),
      { numRuns: 100, interruptAfterTimeLimit: 20_000 },
    );
  });
});
