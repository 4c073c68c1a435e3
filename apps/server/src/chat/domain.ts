import type { MemberService } from '../member/service.ts';
import type { Pool } from '../platform/database/pool.ts';
import type { ProtectionService } from '../protection/service.ts';
import { createChatModeration } from './moderation.ts';
import { createChatService } from './service.ts';

/** The chat room: the members' side and the operator's moderation over the same tables. */
export function createChatDomain(deps: {
  pool: Pool;
  brand: { id: number; time_zone: string };
  protection: Pick<ProtectionService, 'assertLoginAllowed'>;
  members: Pick<MemberService, 'findForLogin'>;
}) {
  return {
    room: createChatService(deps),
    moderation: createChatModeration(deps),
  };
}

export type ChatDomain = ReturnType<typeof createChatDomain>;
