import { useQuery } from '@tanstack/react-query';
import { setPayloadKey, system } from './api.ts';

export const systemStatusQueryKey = ['system', 'status'] as const;

/**
 * The site status, refreshed every minute and when the tab regains focus, so an open page moves to
 * the maintenance page soon after the operator turns maintenance on.
 */
export function useSystemStatusQuery() {
  return useQuery({
    queryKey: systemStatusQueryKey,
    queryFn: async () => {
      const status = await system.status(window.location.host);
      setPayloadKey(status.payloadKey);
      return status;
    },
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
    retry: 1,
  });
}
