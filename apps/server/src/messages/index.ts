import type { FastifyInstance } from 'fastify';
import type { Pool } from '../platform/database/pool.ts';
import { adminAnnouncementRoutes } from './announcements/admin-routes.ts';
import { announcementRoutes } from './announcements/routes.ts';
import { createAnnouncementService } from './announcements/service.ts';
import { adminMailRoutes } from './mail/admin-routes.ts';
import { createOperatorMail } from './mail/service.ts';
import { messageRoutes } from './routes.ts';
import { createMessageService } from './service.ts';

export type { AnnouncementService } from './announcements/service.ts';
export type { OperatorMailService } from './mail/service.ts';
export type { MessageKind, MessageService, OutgoingMessage } from './service.ts';

/** The messages domain needs nothing of another domain: other domains send into its inbox. */
export interface MessagesNeeds {
  pool: Pool;
  brandId: number;
}

/**
 * The members' inbox (one service: the cashier and feedback send into it inside their own
 * transactions), the announcements of the member site, and the operator's mail.
 */
export function createMessagesDomain(needs: MessagesNeeds) {
  const { pool, brandId } = needs;
  // The inbox, built once: hand this one to the domains that send messages (cashier, feedback).
  const service = createMessageService({ pool, brandId });
  const announcements = createAnnouncementService({ pool, brandId });
  const operatorMail = createOperatorMail({ pool, brandId });
  return {
    service,
    announcements,
    operatorMail,
    /** The member's inbox calls and the announcements relay call. */
    routes: async (app: FastifyInstance) => {
      await app.register(messageRoutes({ messages: service }));
      await app.register(announcementRoutes({ announcements }));
    },
    /** The operator's announcements and mail. */
    adminRoutes: async (app: FastifyInstance) => {
      await app.register(adminAnnouncementRoutes({ announcements }));
      await app.register(adminMailRoutes({ operatorMail }));
    },
  };
}

export type MessagesDomain = ReturnType<typeof createMessagesDomain>;
