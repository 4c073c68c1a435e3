import { jackpot } from '../api.ts';
import { useServerRead } from '../server-read/use-server-read.ts';
import { JackpotCard } from './JackpotCard.tsx';
import { jackpotRefetchMs } from './jackpot-query.ts';

/**
 * The jackpot counter of a page without a query client and without live events (the line-detection
 * page): the same card, its pool asked for every 15 s by the counter itself.
 */
export function PolledJackpotCounter() {
  const pool = useServerRead(jackpot.current, { refetchEveryMs: jackpotRefetchMs });
  return <JackpotCard pool={pool.isPending ? 'loading' : pool.isError ? 'failed' : pool.data} />;
}
