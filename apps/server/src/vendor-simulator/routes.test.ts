import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../test/hostile.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { paytables, returnToPlayer } from './paytable.ts';

let sites: TestSites;
const token = 'A'.repeat(43);

beforeAll(async () => {
  sites = await createTestSites({ MEMBER_SITE_URL: 'https://www.lotus.example' });
});

afterAll(async () => {
  await sites.close();
});

function playUrl(query: Record<string, string>): string {
  return `/vendor-sim/play?${new URLSearchParams(query).toString()}`;
}

describe('the simulator game page', () => {
  it('is a page in the player’s language, framable by the member site and no one else', async () => {
    const response = await sites.member.inject({
      method: 'GET',
      url: playUrl({ vendor: 'SIM_SLOTS', game: 'lucky-lotus', token, player: '1001', lang: 'en' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>Lucky Lotus</title>');
    expect(response.body).toContain('>SPIN</button>');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'self' https://www.lotus.example");
    expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain("connect-src 'self'");
    expect(response.headers['x-frame-options']).toBeUndefined();
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(response.body).toContain(`<script nonce="${nonce}">`);
  });

  it('deals in Vietnamese at a live table', async () => {
    const response = await sites.member.inject({
      method: 'GET',
      url: playUrl({ vendor: 'SIM_LIVE', game: 'baccarat', token, player: '1001', lang: 'vi' }),
    });
    expect(response.body).toContain('<html lang="vi">');
    expect(response.body).toContain('>CHIA BÀI</button>');
    expect(response.body).toContain('Số dư');
  });

  it('escapes what the launch link carries', async () => {
    const game = `x"><img/src=x/onerror=alert(1)></script><script>alert(2)</script>`;
    const response = await sites.member.inject({
      method: 'GET',
      url: playUrl({ vendor: 'SIM_SLOTS', game, token, player: '1001', lang: 'en' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<img');
    expect(response.body).not.toContain('<script>alert');
    expect(response.body.match(/<\/script>/g)).toHaveLength(1);
  });

  it('refuses a malformed launch link, and a vendor that is not a simulator', async () => {
    const links: Array<Record<string, string>> = [
      { vendor: 'SIM_SLOTS', game: 'lucky-lotus', token: 'short', player: '1001' },
      { vendor: 'REAL_VENDOR', game: 'lucky-lotus', token, player: '1001' },
      { vendor: 'SIM_SLOTS', game: 'lucky-lotus', token, player: '-1' },
      { vendor: 'SIM_SLOTS', game: 'lucky-lotus', token, player: '1001', lang: 'fr' },
    ];
    for (const query of links) {
      const response = await sites.member.inject({ method: 'GET', url: playUrl(query) });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Invalid launch link.');
    }
  });
});

describe('the simulator backend under hostile input', () => {
  const nasty = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom(
      '',
      ' ',
      '0',
      '-5',
      '1e9',
      'SIM_',
      'sim_slots',
      '<script>',
      '9'.repeat(40),
      'A'.repeat(43),
    ),
    fc.integer(),
    fc.constant(null),
    fc.jsonValue({ maxDepth: 2 }),
  );

  it('answers a 4xx envelope to every malformed round or balance request, and moves no money', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/vendor-sim/rounds', '/vendor-sim/balance'),
        fc.record(
          { vendor: nasty, game: nasty, token: nasty, player: nasty, stake: nasty },
          { requiredKeys: [] },
        ),
        async (url, body) => {
          const response = await sites.member.inject({ method: 'POST', url, payload: body });
          expectRefusal(response);
        },
      ),
      { numRuns: 60 },
    );
    const { rows } = await sites.database.pool.query(
      'select count(*)::int as count from vendor_transactions',
    );
    expect(rows[0]).toEqual({ count: 0 });
  });
});

describe('the simulator paytables', () => {
  it('pay back 96 % of stakes on average, from weights that cover every draw', () => {
    for (const kind of ['slots', 'live'] as const) {
      expect(paytables[kind].reduce((sum, line) => sum + line.weight, 0)).toBe(10_000);
      expect(returnToPlayer(kind)).toBeCloseTo(0.96, 10);
    }
  });
});
