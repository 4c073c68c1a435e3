import type { MemberMessagePage } from '@lotus/contract/messages';
import type { QueryClient } from '@tanstack/react-query';
import { inboxQueryKeys } from '../../lib/account-queries.ts';

/**
 * Shows a message as read at once, before the server answers: in every list page the site holds,
 * and one fewer in the unread count (the header's badge and the inbox link read that query). The
 * server's answer, or its refusal, then refetches both, so a failed call puts the truth back.
 */
export function showReadAtOnce(queryClient: QueryClient, id: string): void {
  let changed = false;
  const readAt = new Date().toISOString();
  queryClient.setQueriesData<MemberMessagePage>({ queryKey: ['inbox', 'list'] }, (page) => {
    if (page === undefined) return page;
    return {
      ...page,
      content: page.content.map((message) => {
        if (message.id !== id || message.readAt !== null) return message;
        changed = true;
        return { ...message, readAt };
      }),
    };
  });
  if (!changed) return;
  queryClient.setQueryData<{ count: number }>(inboxQueryKeys.unread, (old) =>
    old === undefined ? old : { count: Math.max(0, old.count - 1) },
  );
}
