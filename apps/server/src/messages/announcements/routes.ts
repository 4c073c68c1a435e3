import { announcementsQuerySchema, announcementsSchema } from '@lotus/contract/announcements/schemas';
import type { AnnouncementType } from '@lotus/contract/values';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthService } from '../../auth/service.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { responses } from '../../platform/http/responses.ts';
import type { AnnouncementService } from './service.ts';

/**
 * The spec's announcements relay call, for visitors and members alike. A token only decides which
 * popups the caller may get (PL members, PR visitors); a stale token reads as a visitor, never as
 * an error, so an expired session still sees the site's notices.
 */
export function announcementRoutes(deps: {
  announcements: AnnouncementService;
  auth: Pick<AuthService, 'authenticate'>;
}) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    async function isSignedIn(request: FastifyRequest): Promise<boolean> {
      if (request.headers.authorization === undefined) return false;
      try {
        await deps.auth.authenticate(request);
        return true;
      } catch (error) {
        if (error instanceof AppError) return false;
        throw error;
      }
    }

    app.get(
      '/wps/relay/announcements',
      {
        schema: {
          tags: ['announcements'],
          summary:
            'The current announcements of a platform in the caller’s language (B notices, H listed notices, PU/PL/PR popups)',
          querystring: announcementsQuerySchema,
          response: responses(announcementsSchema),
        },
      },
      async (request, reply) => {
        // The answer depends on the token: no shared cache may keep one caller's popups for another.
        reply.header('cache-control', 'private, no-store');
        const { types, platform, execution, lang } = request.query;
        const reader = {
          signedIn: await isSignedIn(request),
          language: lang ?? pickLanguage(request.headers['accept-language']),
        };
        const wanted = types?.split(',') as AnnouncementType[] | undefined;
        return ok(await deps.announcements.current({ types: wanted, platform, execution }, reader));
      },
    );
  };
}
