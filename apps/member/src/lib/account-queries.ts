/** Query keys of the member's own records, shared by the header and the account pages. */
export const profileQueryKey = ['member', 'profile'] as const;
export const memberIconQueryKey = ['member', 'icon'] as const;

/**
 * Query keys of the inbox: invalidating `all` refreshes the list and the header badge together
 * (the live stream and a confirmed deposit do).
 */
export const inboxQueryKeys = {
  all: ['inbox'] as const,
  unread: ['inbox', 'unread-count'] as const,
  page: (page: number) => ['inbox', 'list', page] as const,
};
