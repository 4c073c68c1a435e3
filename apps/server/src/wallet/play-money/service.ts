import type { PlayMoneyTopUp, PlayMoneyTopUpRequest } from '@lotus/contract/wallet';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { fingerprintOf } from '../../platform/idempotency/fingerprint.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { playCurrency } from '../ledger/requests.ts';
import type { Ledger } from '../ledger/service.ts';
import { lockPlayAccount, selectPlayMoneySettings } from './tables.ts';

const issuer = { house: 'play_issued' } as const;

/**
 * Play money (decision 0018): a free-play guest's starting grant and top-ups, each a `play_grant`
 * journal from the brand's issuer account `play_issued` to the guest's `play` account, in XPM.
 * Only a guest holds a play account: the ledger refuses a real member's (error_operation_not_allowed).
 */
export function createPlayMoney(deps: { pool: Pool; brand: { id: number }; ledger: Ledger }) {
  const { pool, brand, ledger } = deps;

  /** The guest's starting play money, once per guest (keyed by the member). */
  async function grantStart(memberId: bigint): Promise<bigint> {
    const settings = await selectPlayMoneySettings(pool, brand.id);
    const posted = await ledger.post({
      idempotencyKey: `play:start:${memberId}`,
      kind: 'play_grant',
      memo: 'free play: starting play money',
      postings: [
        { account: { memberId, kind: 'play' }, amount: settings.play_money_grant },
        { account: issuer, amount: -settings.play_money_grant },
      ],
    });
    return posted.balances[0]?.balance ?? settings.play_money_grant;
  }

  /**
   * Back up to the starting amount: only a guest, only while the play balance is below the brand's
   * threshold, at most the brand's number of times an hour. The key is claimed first, so a repeat
   * waits for the first and answers it (the same key with another request: error_conflict).
   */
  async function topUp(
    member: { id: bigint; isDemo: boolean },
    request: PlayMoneyTopUpRequest,
  ): Promise<PlayMoneyTopUp> {
    if (!member.isDemo) throw new AppError('error_operation_not_allowed');
    const memberId = member.id;
    return inTransaction(
      pool,
      async (client) => {
        const settings = await selectPlayMoneySettings(client, brand.id);
        const posted = await ledger.postClaimedWithin(
          client,
          {
            idempotencyKey: `play:top-up:${memberId}:${request.idempotencyKey}`,
            kind: 'play_grant',
            memo: 'free play: play money topped up',
            fingerprint: fingerprintOf({ call: 'play-money-top-up', memberId: memberId.toString() }),
          },
          async (db) => {
            const { balance, topUpsLastHour } = await lockPlayAccount(db, brand.id, memberId);
            if (balance >= settings.play_money_top_up_below) throw new AppError('error_play_money_not_low');
            // This journal's own claim is counted too.
            if (topUpsLastHour > settings.play_money_top_ups_per_hour)
              throw new AppError('error_play_money_top_up_limit');
            const amount = settings.play_money_grant - balance;
            if (amount <= 0n) return [];
            return [
              { account: { memberId, kind: 'play' }, amount },
              { account: issuer, amount: -amount },
            ];
          },
        );
        if (!posted) throw new AppError('error_play_money_not_low');
        const balance = posted.balances.find((entry) => 'memberId' in entry.account)?.balance;
        return {
          balance: (balance ?? (await ledger.balanceOf(memberId, 'play', client)).balance).toString(),
          currency: playCurrency,
          replayed: posted.replayed,
        };
      },
      { retries: 5 },
    );
  }

  return { grantStart, topUp };
}

export type PlayMoney = ReturnType<typeof createPlayMoney>;
