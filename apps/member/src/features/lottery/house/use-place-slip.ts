import { isApiError } from '@lotus/api-client';
import { useSubmit } from '@lotus/app-shell';
import type { LotterySlipResult } from '@lotus/contract/lottery';
import type { LotteryBet } from '@lotus/games';
import { useT } from '@lotus/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { walletQueryKeys } from '../../../lib/wallet-queries.ts';
import type { HouseLotteryCode } from './house-codes.ts';
import { houseLottery, houseLotteryQueryKeys } from './house-queries.ts';

/** What one slip is: its draw and its bets, written out (two equal slips read the same). */
function signatureOf(drawId: string, bets: readonly LotteryBet[]): string {
  return JSON.stringify([drawId, bets.map((bet) => [bet.type, bet.numbers, String(bet.points)])]);
}

/**
 * Places the slip on screen: one call per confirm, with the slip's own idempotency key. A retry of
 * the same slip (after a time-out, a refusal) sends the same key, so the server places it once;
 * any change to the slip, or a slip placed, takes a fresh key. A refusal is in the member's words
 * (the server's, with its figures: the limit's number); a closed draw asks for the draws again.
 */
export function usePlaceSlip(game: HouseLotteryCode, drawId: string | null, bets: readonly LotteryBet[]) {
  const { t } = useT('lotteryPlay');
  const queryClient = useQueryClient();
  const signature = drawId === null ? null : signatureOf(drawId, bets);
  const [keyed, setKeyed] = useState<{ signature: string | null; key: string }>(() => ({
    signature,
    key: newIdempotencyKey(),
  }));
  if (keyed.signature !== signature) setKeyed({ signature, key: newIdempotencyKey() });
  const [placed, setPlaced] = useState<LotterySlipResult | null>(null);

  const submit = useSubmit<{ drawId: string; key: string }, LotterySlipResult>({
    send: ({ drawId: draw, key }) =>
      houseLottery.placeSlip({
        drawId: draw,
        idempotencyKey: key,
        bets: bets.map((bet) => ({ type: bet.type, numbers: [...bet.numbers], points: String(bet.points) })),
      }),
    onSuccess: (result) => {
      setPlaced(result);
      setKeyed({ signature: null, key: newIdempotencyKey() });
      // The header's balance, and the member's bets (the My bets tab lists the new ones).
      void queryClient.invalidateQueries({ queryKey: walletQueryKeys.balance });
      void queryClient.invalidateQueries({ queryKey: ['lottery', 'my-bets'] });
    },
    onRefused: (failure) => {
      if (isApiError(failure) && failure.code === 'error_draw_closed') {
        void queryClient.invalidateQueries({ queryKey: houseLotteryQueryKeys.openDraws(game) });
      }
    },
    fallback: t('lotteryPlay.slip.placeFailed'),
    fieldsOf: null,
  });

  return {
    place: () => {
      if (drawId === null || bets.length === 0) return;
      submit.setRefusal(null);
      submit.submit({ drawId, key: keyed.key });
    },
    pending: submit.pending,
    refusal: submit.refusal,
    placed,
    /** Back to an empty slip after a placed one. */
    startOver: () => setPlaced(null),
  };
}
