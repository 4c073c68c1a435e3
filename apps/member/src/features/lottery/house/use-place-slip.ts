import { isApiError } from '@lotus/api-client';
import { refusalText, useSubmit } from '@lotus/app-shell';
import type { LotterySlipResult } from '@lotus/contract/lottery';
import { useT } from '@lotus/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { walletQueryKeys } from '../../../lib/wallet-queries.ts';
import type { HouseLotteryCode } from './house-codes.ts';
import { houseLottery, houseLotteryQueryKeys } from './house-queries.ts';
import type { DrawSlip } from './slip-groups.ts';
import { slipSignatureOf } from './slip-groups.ts';

/** How one slip of the confirm went: placed (the server's answer) or refused (in words), or not sent yet. */
export interface SlipOutcome {
  slip: DrawSlip;
  placed: LotterySlipResult | null;
  refusal: string | null;
}

/** The slips on screen, each with its key, and what the confirms so far did with them. */
interface Batch {
  signature: string | null;
  keys: string[];
  placed: (LotterySlipResult | null)[];
  refusals: (string | null)[];
}

const freshBatch = (signature: string | null, count: number): Batch => ({
  signature,
  keys: Array.from({ length: count }, () => newIdempotencyKey()),
  placed: Array.from({ length: count }, () => null),
  refusals: Array.from({ length: count }, () => null),
});

/**
 * Places the slips on screen, one per draw (a code box's stations each have their draw), one after
 * another: each with its own idempotency key, kept while the slips stay the same, so a retry (after
 * a time-out, a refusal) sends the same keys and the server places each once. A retry sends only
 * the slips not placed yet; any change to the slips starts over with fresh keys. A refusal is in
 * the member's words (the server's, with its figures: the limit's number); a closed draw asks for
 * the draws again.
 */
export function usePlaceSlips(game: HouseLotteryCode, slips: readonly DrawSlip[]) {
  const { t } = useT('lotteryPlay');
  const queryClient = useQueryClient();
  const signature = slips.length === 0 ? null : JSON.stringify(slips.map(slipSignatureOf));
  const [batch, setBatch] = useState<Batch>(() => freshBatch(signature, slips.length));
  const current = batch.signature === signature ? batch : freshBatch(signature, slips.length);
  if (current !== batch) setBatch(current);

  const submit = useSubmit<Batch, Batch>({
    send: async (sent) => {
      const next: Batch = { ...sent, placed: [...sent.placed], refusals: [...sent.refusals] };
      for (const [index, slip] of slips.entries()) {
        if (next.placed[index] !== null) continue;
        try {
          next.placed[index] = await houseLottery.placeSlip({
            drawId: slip.drawId,
            idempotencyKey: next.keys[index]!,
            bets: slip.bets.map((bet) => ({
              type: bet.type,
              numbers: [...bet.numbers],
              points: String(bet.points),
            })),
          });
          next.refusals[index] = null;
        } catch (failure) {
          // The server's words when it answered, else ours (a time-out, no network).
          next.refusals[index] = refusalText(failure, t, t('lotteryPlay.slip.placeFailed'));
          if (isApiError(failure) && failure.code === 'error_draw_closed') {
            void queryClient.invalidateQueries({ queryKey: houseLotteryQueryKeys.openDraws(game) });
          }
        }
      }
      return next;
    },
    onSuccess: (next) => {
      setBatch((now) => (now.signature === next.signature ? next : now));
      if (next.placed.some((result) => result !== null)) {
        // The header's balance, and the member's bets (the My bets tab lists the new ones).
        void queryClient.invalidateQueries({ queryKey: walletQueryKeys.balance });
        void queryClient.invalidateQueries({ queryKey: ['lottery', 'my-bets'] });
      }
    },
    fallback: t('lotteryPlay.slip.placeFailed'),
    fieldsOf: null,
  });

  const outcomes: SlipOutcome[] = slips.map((slip, index) => ({
    slip,
    placed: current.placed[index] ?? null,
    refusal: current.refusals[index] ?? null,
  }));
  return {
    place: () => {
      if (signature === null) return;
      submit.setRefusal(null);
      submit.submit(current);
    },
    pending: submit.pending,
    /** A failure of the confirm itself (none of the slips' own), in words. */
    refusal: submit.refusal,
    outcomes,
    /** Every slip placed: the result replaces the slip. */
    allPlaced: slips.length > 0 && outcomes.every((outcome) => outcome.placed !== null),
    /** Back to an empty slip after placed ones: the next slips take fresh keys. */
    startOver: () => setBatch(freshBatch(null, 0)),
  };
}
