import { listCurrentAnnouncements } from '@lotus/contract/announcements';
import type { AnnouncementType } from '@lotus/contract/values';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { AnnouncementService } from './service.ts';

/**
 * The spec's announcements relay call, for visitors and members alike. A token only decides which
 * popups the caller may get (PL members, PR visitors); a stale token reads as a visitor, never as
 * an error, so an expired session still sees the site's notices.
 */
export function announcementRoutes(deps: { announcements: AnnouncementService }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, listCurrentAnnouncements, async ({ query, caller }, request) => {
      const { types, platform, execution, lang } = query;
      const reader = {
        signedIn: (await caller.signedIn()) !== null,
        language: lang ?? pickLanguage(request.headers['accept-language']),
      };
      const wanted = types?.split(',') as AnnouncementType[] | undefined;
      return deps.announcements.current({ types: wanted, platform, execution }, reader);
    });
  };
}
