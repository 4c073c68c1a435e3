import { apiClient } from '@lotus/app-shell';
import { feedbackApi } from '@lotus/api-client';

/** The feedback calls, over the site's one API client. */
export const feedbackClient = feedbackApi(apiClient);

/** Query keys: a sent feedback invalidates `all`, so the list shows it at once. */
export const feedbackQueryKeys = {
  all: ['feedback'] as const,
  page: (page: number) => ['feedback', 'list', page] as const,
};

export const feedbackPageSize = 10;
