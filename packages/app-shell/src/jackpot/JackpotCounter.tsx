import { useQuery } from '@tanstack/react-query';
import { jackpot } from '../api.ts';
import { JackpotCard } from './JackpotCard.tsx';
import { jackpotQueryKey, jackpotRefetchMs } from './jackpot-query.ts';

/**
 * The real progressive jackpot as the server reports it: asked for every 15 s (and written into the
 * same cache entry by a live event, where the site follows them), eased between reported values.
 */
export function JackpotCounter() {
  const pool = useQuery({
    queryKey: jackpotQueryKey,
    queryFn: jackpot.current,
    refetchInterval: jackpotRefetchMs,
  });
  return <JackpotCard pool={pool.isPending ? 'loading' : pool.isError ? 'failed' : pool.data} />;
}
