import type { DrawResult } from '@lotus/contract/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { walletQueryKeys } from '../../lib/wallet-queries.ts';
import { campaignsApi, campaignsQueryKeys } from './campaigns-queries.ts';

/**
 * One campaign's draw: `idle`, then `drawing` (asked), `showing` (answered: the art moves to the
 * prize), `shown` (the art stopped: the prize is said, the wallet and the draws are read again).
 * One idempotency key until a draw is answered, so a retry after a lost answer draws once.
 */
export function useCampaignDraw(campaignId: string, onAnswer?: (answer: DrawResult) => void) {
  const client = useQueryClient();
  const key = useRef<string | null>(null);
  const [phase, setPhase] = useState<'idle' | 'drawing' | 'showing' | 'shown'>('idle');
  const [result, setResult] = useState<DrawResult | null>(null);
  const mutation = useMutation({
    mutationFn: () => {
      key.current ??= newIdempotencyKey();
      return campaignsApi.draw({ campaignId, idempotencyKey: key.current });
    },
    onMutate: () => setPhase('drawing'),
    onSuccess: (answer) => {
      key.current = null;
      onAnswer?.(answer);
      setResult(answer);
      setPhase('showing');
    },
    onError: () => {
      setPhase('idle');
      // A refusal (no draws left, budget spent) may mean the list is out of date.
      void client.invalidateQueries({ queryKey: campaignsQueryKeys.all });
    },
  });
  const settle = useCallback(() => {
    setPhase((current) => (current === 'showing' ? 'shown' : current));
    void client.invalidateQueries({ queryKey: campaignsQueryKeys.all });
    void client.invalidateQueries({ queryKey: walletQueryKeys.all });
  }, [client]);
  const again = useCallback(() => {
    setPhase('idle');
    mutation.reset();
  }, [mutation]);
  return { phase, result, error: mutation.error, draw: () => mutation.mutate(), settle, again };
}
