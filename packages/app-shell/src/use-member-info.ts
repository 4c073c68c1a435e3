import { useQuery } from '@tanstack/react-query';
import { auth } from './api.ts';
import { useSessionStore } from './session-store.ts';
import { memberInfoQueryKey } from './use-session.ts';

/**
 * The signed-in member's record, fetched after login (spec: "store the token and fetch member info").
 * A module of its own, apart from signing in (use-session.ts): a login page reads no query, so its
 * first load does without TanStack Query's reading half (`vendor-query-reads`, tooling/vite/chunks.ts).
 */
export function useMemberInfo() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: memberInfoQueryKey,
    queryFn: auth.memberInfo,
    enabled: token !== null,
    staleTime: 60_000,
  });
}
