import { useSubmit } from '@lotus/app-shell';
import type { HousePlay } from '@lotus/contract/house-games';
import { useT } from '@lotus/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { walletQueryKeys } from '../../lib/wallet-queries.ts';
import { originalsQueryKeys } from './originals-queries.ts';

/**
 * One money move of a house game (bet, reveal, climb, cash out). A second call while one is in
 * flight is dropped before it reaches the network (a double click sends one request; each bet also
 * carries its own idempotency key). On success the balance, the seeds' nonce and the recall refresh.
 */
export function useHouseAction<Input>(
  send: (input: Input) => Promise<HousePlay>,
  onPlayed?: (play: HousePlay) => void,
) {
  const { t } = useT('originals');
  const queryClient = useQueryClient();
  const action = useSubmit<Input, HousePlay>({
    send,
    onSuccess: (play) => {
      onPlayed?.(play);
      void queryClient.invalidateQueries({ queryKey: walletQueryKeys.balance });
      void queryClient.invalidateQueries({ queryKey: originalsQueryKeys.seeds });
      void queryClient.invalidateQueries({ queryKey: originalsQueryKeys.allRounds });
      // A page opened later must not resume a round from the cache that has ended since.
      void queryClient.invalidateQueries({ queryKey: originalsQueryKeys.allOpenRounds });
    },
    fallback: t('originals.playError'),
    fieldsOf: null,
  });
  return {
    run: (input: Input) => {
      if (action.pending) return;
      // A new move clears the refusal of the last one.
      action.setRefusal(null);
      action.submit(input);
    },
    isPending: action.pending,
    /** The last move's refusal, in words. */
    refusal: action.refusal,
    reset: () => action.setRefusal(null),
  };
}
