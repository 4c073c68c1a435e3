import type { LiveTopic } from '@lotus/contract/live-events';
import type { QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveTopic } from './live-events.ts';

/**
 * Asks again for what a screen shows whenever the live stream says it changed (`topic`), and on
 * every (re)connection, since events sent while the stream was down are lost. For lists whose events
 * carry only a hint (`cashier`: a deposit or withdrawal was decided), not the data itself.
 */
export function useRefetchOnLive(topic: LiveTopic, queryKeys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  const refetch = () => {
    for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
  };
  useLiveTopic(topic, refetch);
  useLiveTopic('ready', refetch);
}
