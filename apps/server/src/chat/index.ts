import type { Pool } from '../platform/database/pool.ts';
import { adminChatRoutes } from './admin-routes.ts';
import { createChatModeration } from './moderation.ts';
import type { ChatMembers } from './moderation.ts';
import { chatRoutes } from './routes.ts';
import { createChatService } from './service.ts';
import type { ChatProtection } from './service.ts';

export type { ChatModeration, ChatMembers } from './moderation.ts';
export type { ChatProtection, ChatService } from './service.ts';

export interface ChatNeeds {
  pool: Pool;
  brand: { id: number; time_zone: string };
  /** Player protection: a member on a time-out or self-exclusion does not write. */
  protection: ChatProtection;
  /** The member domain: the operator mutes an account by its name. */
  members: ChatMembers;
}

/** The member site's chat room: the members' side and the operator's moderation over the same tables. */
export function createChatDomain(needs: ChatNeeds) {
  const room = createChatService({ pool: needs.pool, brand: needs.brand, protection: needs.protection });
  const moderation = createChatModeration({ pool: needs.pool, brand: needs.brand, members: needs.members });
  return {
    room,
    moderation,
    /** Read, write, and the reader's standing (member site only). */
    routes: chatRoutes({ chat: room }),
    /** The operator's read, delete, mute and unmute. */
    adminRoutes: adminChatRoutes({ chatModeration: moderation }),
  };
}

export type ChatDomain = ReturnType<typeof createChatDomain>;
