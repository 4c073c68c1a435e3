import {
  memberIconSchema,
  memberProfileSchema,
  updateProfileRequestSchema,
} from '@lotus/contract/profile/schemas';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthService } from '../../auth/service.ts';
import { ok } from '../../platform/http/envelope.ts';
import { responses } from '../../platform/http/responses.ts';
import type { MemberService } from '../service.ts';

/**
 * The member's own profile and picture. There is no id or name in these paths: a member can only
 * ever read or change the profile of the session's account.
 */
export function profileRoutes(deps: { members: MemberService; auth: AuthService }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['member'];

    app.get(
      '/wps/member/profile',
      {
        schema: {
          tags,
          summary: 'The logged-in member’s profile (email and mobile number masked)',
          response: responses(memberProfileSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.members.profile(member.id));
      },
    );

    app.put(
      '/wps/member/profile',
      {
        schema: {
          tags,
          summary:
            'Change some profile fields (empty string clears one; the real name only while unset); answers the new profile',
          body: updateProfileRequestSchema,
          response: responses(memberProfileSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        const language = pickLanguage(request.headers['accept-language']);
        return ok(await deps.members.updateProfile(member.id, request.body, language));
      },
    );

    app.get(
      '/wps/member/info/icon',
      {
        schema: {
          tags,
          summary: 'The logged-in member’s picture: its number and its path on the member site',
          response: responses(memberIconSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.members.icon(member.id));
      },
    );
  };
}
