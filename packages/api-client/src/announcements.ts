import { listCurrentAnnouncements } from '@lotus/contract/announcements';
import type { AnnouncementType } from '@lotus/contract/values';
import type { ApiClient } from './client.ts';

/**
 * The site's current announcements (spec: types B, PL, PU, PR, H; execution B; platform W), worded
 * in `lang`. The session token, when there is one, decides which popups come back (PL members, PR
 * visitors); the call works without one.
 */
export function announcementsApi(client: ApiClient) {
  return {
    current: (query: { types?: readonly AnnouncementType[]; lang?: string } = {}) =>
      client.call(listCurrentAnnouncements, {
        query: {
          ...(query.types ? { types: query.types.join(',') } : {}),
          platform: 'W',
          execution: 'B',
          ...(query.lang === undefined ? {} : { lang: query.lang }),
        },
      }),
  };
}

export type AnnouncementsApi = ReturnType<typeof announcementsApi>;
