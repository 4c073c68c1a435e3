import type { HousePlay } from '@lotus/contract/house-games';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { walletQueryKeys } from '../wallet/wallet-queries.ts';
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
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (play) => {
      onPlayed?.(play);
      void queryClient.invalidateQueries({ queryKey: walletQueryKeys.balance });
      void queryClient.invalidateQueries({ queryKey: originalsQueryKeys.seeds });
      void queryClient.invalidateQueries({ queryKey: originalsQueryKeys.allRounds });
      // A page opened later must not resume a round from the cache that has ended since.
      void queryClient.invalidateQueries({ queryKey: originalsQueryKeys.allOpenRounds });
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  return {
    run: (input: Input) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutation.mutate(input);
    },
    isPending: mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
  };
}
