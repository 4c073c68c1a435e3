import { apiClient, useSessionStore } from '@lotus/app-shell';
import { protectionApi } from '@lotus/api-client';
import { useQuery } from '@tanstack/react-query';

/** The responsible-gaming calls, over the site's one API client. */
export const protection = protectionApi(apiClient);

/** Under ['member'], so signing out forgets them with the rest of the member's records. */
export const protectionQueryKeys = {
  limits: ['member', 'protection', 'limits'] as const,
  realityCheck: ['member', 'protection', 'reality-check'] as const,
};

export function useLimits() {
  return useQuery({ queryKey: protectionQueryKeys.limits, queryFn: protection.limits });
}

/** The reminder setting and this session's start and net result. */
export function useRealityCheck() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: protectionQueryKeys.realityCheck,
    queryFn: protection.realityCheck,
    enabled: token !== null,
  });
}
