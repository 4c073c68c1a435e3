import { apiClient, useSessionStore } from '@lotus/app-shell';
import { messagesApi } from '@lotus/api-client';
import { useQuery } from '@tanstack/react-query';
import { inboxQueryKeys } from '../../lib/account-queries.ts';

/** The inbox calls, over the site's one API client. */
export const inboxApi = messagesApi(apiClient);

export const inboxPageSize = 20;

/** How often the header asks for new messages: a deposit confirmed by the operator shows up within it. */
const unreadPollMs = 60_000;

/** The signed-in member's unread count, shared by the header badge and the inbox page. */
export function useUnreadCount() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: inboxQueryKeys.unread,
    queryFn: inboxApi.unreadCount,
    enabled: token !== null,
    refetchInterval: unreadPollMs,
    staleTime: 15_000,
  });
}
