import { useQuery } from '@tanstack/react-query';
import { system } from './api.ts';

export const systemStatusQueryKey = ['system', 'status'] as const;

/**
 * The site status, refreshed every minute and when the tab regains focus, so an open page moves to
 * the maintenance page soon after the operator turns maintenance on.
 */
export function useSystemStatusQuery() {
  return useQuery({
    queryKey: systemStatusQueryKey,
    queryFn: () => system.status(window.location.host),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
    retry: 1,
  });
}
