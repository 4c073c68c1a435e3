import type { PlaceLotterySlip } from '@lotus/contract/lottery';
import { randomUUID } from 'node:crypto';
import { bearer, nextClientAddress } from './auth-helpers.ts';
import type { TestSites } from './test-sites.ts';
import { runDrawsPass } from '../src/lottery/draws-job.ts';
import { createFinalNotices } from '../src/lottery/final-notices.ts';
import { createLedger } from '../src/wallet/ledger/service.ts';
import { fundMember } from './vendor-wallet-helpers.ts';
import { registerWalletMember } from './wallet-helpers.ts';

/** The test brand's id, currency and prize mode. */
export async function lotteryBrandOf(
  sites: TestSites,
): Promise<{ id: number; currency: string; lottery_type: string }> {
  const { rows } = await sites.database.pool.query<{ id: number; currency: string; lottery_type: string }>(
    'select id, currency, lottery_type from brands where code = $1',
    [sites.config.BRAND_CODE],
  );
  return rows[0]!;
}

/**
 * Creates the coming draws as the job does at `now` (that day's and the next day's regional draws,
 * and the next fast ones).
 */
export async function createComingDraws(sites: TestSites, brandId: number, now = new Date()): Promise<void> {
  const pool = sites.database.pool;
  await runDrawsPass({ pool, brandId, notices: createFinalNotices({ pool, brandId }) }, now);
}

/**
 * The key of a draw of `game` taking bets now: the next one not closed, its betting window opened
 * now and closing in ten minutes (the test owns the clock: no job draws it meanwhile). When every
 * coming draw of the game is used (the north has one station a day, and after today's closes only
 * tomorrow's is left), the job's pass as of a day later creates the next day's.
 */
export async function openDrawOf(sites: TestSites, brandId: number, game: string): Promise<string> {
  for (let daysAhead = 0; daysAhead <= 2; daysAhead++) {
    if (daysAhead > 0) await createComingDraws(sites, brandId, new Date(Date.now() + daysAhead * 86_400_000));
    const key = await takeComingDraw(sites, brandId, game);
    if (key !== undefined) return key;
  }
  throw new Error(`no open ${game} draw`);
}

async function takeComingDraw(sites: TestSites, brandId: number, game: string): Promise<string | undefined> {
  const { rows } = await sites.database.pool.query<{ draw_key: string }>(
    `update lottery_draws set opens_at = now() - interval '1 minute', closes_at = now() + interval '10 minutes',
            draws_at = now() + interval '11 minutes'
      where id = (select id from lottery_draws where brand_id = $1 and game_code = $2 and status = 'open'
                    and closes_at > now() order by draws_at limit 1)
     returning draw_key`,
    [brandId, game],
  );
  return rows[0]?.draw_key;
}

/** Places a slip as the member site does (a fresh key unless one is given). */
export function placeSlip(
  sites: TestSites,
  token: string,
  slip: Omit<PlaceLotterySlip, 'idempotencyKey'> & { idempotencyKey?: string },
) {
  return sites.member.inject({
    method: 'POST',
    url: '/lotto/lgw/bets',
    remoteAddress: nextClientAddress(),
    headers: { ...bearer(token), 'accept-language': 'en' },
    payload: { idempotencyKey: randomUUID(), ...slip },
  });
}

/** Whether the books balance: every journal, every system account, no member below zero. */
export async function ledgerBalanced(sites: TestSites): Promise<boolean> {
  const brand = await lotteryBrandOf(sites);
  return (await createLedger({ pool: sites.database.pool, brand }).reconcile()).balanced;
}

/**
 * A new member holding `funds` on the main wallet, given in adjustments under the operator's
 * approval threshold (10,000,000 each).
 */
export async function fundedLotteryMember(sites: TestSites, funds: bigint) {
  const member = await registerWalletMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY);
  for (let left = funds; left > 0n; left -= 10_000_000n)
    await fundMember(sites.operator, member.username, left < 10_000_000n ? left : 10_000_000n);
  return member;
}
