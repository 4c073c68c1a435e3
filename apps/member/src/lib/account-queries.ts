/** Query keys of the member's own records, shared by the header and the account pages. */
export const profileQueryKey = ['member', 'profile'] as const;
export const memberIconQueryKey = ['member', 'icon'] as const;
