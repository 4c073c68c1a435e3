import { apiClient } from '@lotus/app-shell';
import { depositsApi } from '@lotus/api-client';

/** The deposit calls, over the site's one API client. */
export const deposits = depositsApi(apiClient);

/** Query keys of deposits: creating one invalidates `all` (the list and the details). */
export const depositQueryKeys = {
  all: ['deposits'] as const,
  channels: ['deposits', 'channels'] as const,
  list: (size: number) => ['deposits', 'list', size] as const,
  one: (id: string) => ['deposits', 'one', id] as const,
};

/** While a deposit waits for its money, its page asks again this often. */
export const pendingRefreshMs = 5000;
