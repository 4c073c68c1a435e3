import { getOwnIcon, getOwnProfile, updateOwnProfile } from '@lotus/contract/profile';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { MemberService } from '../service.ts';

/**
 * The member's own profile and picture. There is no id or name in these paths: a member can only
 * ever read or change the profile of the session's account.
 */
export function profileRoutes(deps: { members: MemberService }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, getOwnProfile, async ({ caller }) => deps.members.profile(caller.member.id));
    await registerCall(app, updateOwnProfile, async ({ caller, body }, request) =>
      deps.members.updateProfile(caller.member.id, body, pickLanguage(request.headers['accept-language'])),
    );
    await registerCall(app, getOwnIcon, async ({ caller }) => deps.members.icon(caller.member.id));
  };
}
