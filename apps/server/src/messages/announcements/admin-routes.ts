import {
  changeAnnouncement,
  deleteAnnouncement,
  getAnnouncementForOperator,
  listAnnouncementsForOperator,
  publishAnnouncement,
} from '@lotus/contract/announcements';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { AnnouncementService } from './service.ts';

/** Operator calls of the announcements (under /admin, behind an operator’s credential; every change audited). */
export function adminAnnouncementRoutes(deps: { announcements: AnnouncementService }) {
  const { announcements } = deps;
  return async (app: FastifyInstance) => {
    await registerCall(app, listAnnouncementsForOperator, async ({ query }) => announcements.page(query));
    await registerCall(app, getAnnouncementForOperator, async ({ params }) => announcements.one(params.id));
    await registerCall(app, publishAnnouncement, async ({ body, caller }) =>
      announcements.create(body, caller),
    );
    await registerCall(app, changeAnnouncement, async ({ params, body, caller }) =>
      announcements.change(params.id, body, caller),
    );
    await registerCall(app, deleteAnnouncement, async ({ params, caller }) => {
      await announcements.remove(params.id, caller);
      return { deleted: true as const };
    });
  };
}
