import { apiClient, useSessionStore } from '@lotus/app-shell';
import { announcementsApi } from '@lotus/api-client';
import { useT } from '@lotus/i18n';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The announcements call, over the site's one API client. */
export const announcementsCalls = announcementsApi(apiClient);

/**
 * The current announcements in the reader's language: one call feeds the notice line (B, and H in
 * its list) and the popups (PU, PL, PR). Signing in or out asks again, since the server answers
 * members' popups (PL) only to members and visitors' (PR) only to visitors.
 */
export function useAnnouncements() {
  const { language } = useT();
  const signedIn = useSessionStore((state) => state.token !== null);
  return useQuery({
    queryKey: ['announcements', language, signedIn],
    queryFn: () => announcementsCalls.current({ lang: language }),
    staleTime: 60_000,
    // A language switch keeps the words on screen until the new ones arrive (no flicker, no reopened popup).
    placeholderData: keepPreviousData,
  });
}
