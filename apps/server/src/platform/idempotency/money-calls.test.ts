import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { testCrashRoom } from '../../../test/crash-helpers.ts';
import { seededChannels } from '../../../test/deposit-helpers.ts';
import { callAs } from '../../../test/security-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import {
  boundAccountId,
  fund,
  newPlayer,
  paymentPassword,
  seededLedger,
} from '../../../test/withdrawal-helpers.ts';
import type { TestPlayer } from '../../../test/withdrawal-helpers.ts';
import type { Ledger } from '../../wallet/ledger/service.ts';

/**
 * One idempotency rule on every money-moving call a member makes: the same key with the same body
 * answers the first answer and moves nothing again; the same key with another body is refused with
 * 409 error_conflict and moves nothing. Each call of the table is walked the same way, through HTTP.
 */

let sites: TestSites;
let ledger: Ledger;
let brandId: number;

interface MoneyCall {
  /** What the table calls it. */
  name: string;
  method: 'POST';
  url: string;
  /** The body travels encrypted (`{ data }`), as the call's declaration says. */
  encrypted?: boolean;
  /** Anything the call needs before it can be made (a vendor wallet mode, an open betting round). */
  prepare?: (player: TestPlayer & { accountId: string }) => Promise<void>;
  valid: (player: TestPlayer & { accountId: string }) => Record<string, unknown>;
  /** The same request with something it asks changed; null: the body holds nothing but the key. */
  changed: ((player: TestPlayer & { accountId: string }) => Record<string, unknown>) | null;
  /** Fields of the answer that say it is a repeat rather than what was done (`replayed`). */
  repeatFlags?: readonly string[];
}

async function singleWallet(isSingle: boolean) {
  await sites.database.pool.query('update system_settings set single_wallet = $2 where brand_id = $1', [
    brandId,
    isSingle,
  ]);
}

const house = (game: string, path: string, valid: object, changed: object): MoneyCall => ({
  name: game,
  method: 'POST',
  url: `/wps/relay/house/${path}`,
  valid: () => ({ stake: '10000', ...valid }),
  changed: () => ({ stake: '10000', ...changed }),
});

const table: MoneyCall[] = [
  house(
    'dice bet',
    'dice/bets',
    { direction: 'under', targetHundredths: 5000 },
    {
      direction: 'under',
      targetHundredths: 4000,
    },
  ),
  house('limbo bet', 'limbo/bets', { targetMultiplier: 20_000 }, { targetMultiplier: 30_000 }),
  house('plinko drop', 'plinko/bets', { rows: 8, risk: 'low' }, { rows: 8, risk: 'high' }),
  house('mines gold round', 'mines-gold/rounds', { mines: 3 }, { mines: 5 }),
  house('tower round', 'tower/rounds', { difficulty: 'easy' }, { difficulty: 'hard' }),
  {
    name: 'PAPPU (crash) bet',
    method: 'POST',
    url: '/wps/relay/house/crash/bets',
    prepare: async () => {
      const room = await testCrashRoom(sites.database.pool, {
        timings: { bettingMs: 60_000, crashedMs: 100 },
      });
      await room.steps.step();
    },
    valid: () => ({ stake: '10000', autoCashOut: 20_000 }),
    changed: () => ({ stake: '10000', autoCashOut: 30_000 }),
  },
  {
    name: 'withdrawal',
    method: 'POST',
    url: '/wps/member/withdrawals',
    encrypted: true,
    valid: (player) => ({ bankAccountId: player.accountId, amount: '200000', paymentPassword }),
    changed: (player) => ({ bankAccountId: player.accountId, amount: '300000', paymentPassword }),
  },
  {
    name: 'deposit',
    method: 'POST',
    url: '/wps/relay/deposits',
    valid: () => ({ channelId: channels.bank, amount: '100000', payerName: 'NGUYEN VAN AN' }),
    changed: () => ({ channelId: channels.bank, amount: '150000', payerName: 'NGUYEN VAN AN' }),
  },
  {
    name: 'transfer to a vendor wallet',
    method: 'POST',
    url: '/wps/relay/wallet/transfer',
    prepare: () => singleWallet(false),
    valid: () => ({ from: 'main', to: 'SIM_SLOTS', amount: '50000' }),
    changed: () => ({ from: 'main', to: 'SIM_SLOTS', amount: '60000' }),
    repeatFlags: ['replayed'],
  },
  {
    name: 'vendor wallets back to the main wallet',
    method: 'POST',
    url: '/wps/relay/wallet/vendors/collect',
    prepare: async (player) => {
      await singleWallet(true);
      await ledger.post({
        idempotencyKey: `left-${randomBytes(6).toString('hex')}`,
        kind: 'transfer',
        memo: 'main -> LOTUS',
        postings: [
          { account: { memberId: player.memberId, kind: 'main' }, amount: -70_000n },
          { account: { memberId: player.memberId, kind: 'vendor', vendor: 'LOTUS' }, amount: 70_000n },
        ],
      });
    },
    valid: () => ({}),
    // Its body asks nothing but the key: there is no other request to make with it.
    changed: null,
    repeatFlags: ['replayed'],
  },
];

let channels: { bank: string; gateway: string };

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '1000000' });
  ({ ledger, brandId } = await seededLedger(sites));
  channels = await seededChannels(sites.database.pool);
}, 60_000);
afterAll(() => sites.close());

function send(call: MoneyCall, player: TestPlayer, body: Record<string, unknown>) {
  if (call.encrypted === true) {
    return callAs(sites.member, {
      method: call.method,
      url: call.url,
      token: player.token,
      key: sites.config.PAYLOAD_KEY,
      body,
    }).then(({ response }) => response);
  }
  return sites.member.inject({
    method: call.method,
    url: call.url,
    headers: bearer(player.token),
    payload: body,
  });
}

/** Everything a money call can change for the member: balances, journals, and the rows it keeps. */
async function moneyOf(memberId: bigint): Promise<unknown> {
  const { rows } = await sites.database.pool.query(
    `select
       (select jsonb_agg(jsonb_build_array(kind, coalesce(vendor_code, ''), balance::text)
                         order by kind, vendor_code)
          from ledger_accounts where member_id = $1) as accounts,
       (select count(distinct p.journal_id) from postings p join ledger_accounts a on a.id = p.account_id
         where a.member_id = $1)::int as journals,
       (select count(*) from house_rounds where member_id = $1)::int as house_rounds,
       (select count(*) from crash_bets where member_id = $1)::int as crash_bets,
       (select count(*) from withdrawals where member_id = $1)::int as withdrawals,
       (select count(*) from deposits where member_id = $1)::int as deposits`,
    [memberId],
  );
  return rows[0];
}

function answerOf(response: LightMyRequestResponse, flags: readonly string[] = []): unknown {
  const value = { ...(response.json() as { value: Record<string, unknown> }).value };
  for (const flag of flags) delete value[flag];
  return value;
}

describe('one idempotency rule on every money-moving member call', () => {
  for (const call of table) {
    it(`${call.name}: the same key and body answers the first answer once; another body is error_conflict`, async () => {
      const player = await newPlayer(sites, { payeeName: 'Nguyen Van An' });
      const accountId = await boundAccountId(sites, player.token);
      await fund(ledger, player.memberId, 5_000_000n);
      const subject = { ...player, accountId };
      await call.prepare?.(subject);
      const key = `same-${randomBytes(6).toString('hex')}`;
      const body = { ...call.valid(subject), idempotencyKey: key };
      const before = await moneyOf(player.memberId);

      const first = await send(call, player, body);
      expect(first.statusCode, first.body).toBe(200);
      const afterFirst = await moneyOf(player.memberId);
      // The first call did something (a balance, a journal or a row), or it is no money call.
      expect(afterFirst).not.toEqual(before);

      const again = await send(call, player, body);
      expect(again.statusCode, again.body).toBe(200);
      expect(answerOf(again, call.repeatFlags)).toEqual(answerOf(first, call.repeatFlags));
      expect(await moneyOf(player.memberId)).toEqual(afterFirst);

      if (call.changed !== null) {
        const other = await send(call, player, { ...call.changed(subject), idempotencyKey: key });
        expect(other.statusCode, other.body).toBe(409);
        expect(other.json()).toMatchObject({ success: false, error: { code: 'error_conflict' } });
        expect(await moneyOf(player.memberId)).toEqual(afterFirst);
      }
    });
  }
});
