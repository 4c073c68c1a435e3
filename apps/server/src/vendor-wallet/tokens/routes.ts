import { vendorTokenRequestSchema, vendorTokenSchema } from '@lotus/contract/vendor-wallet/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthService } from '../../auth/service.ts';
import { ok } from '../../platform/http/envelope.ts';
import { responses } from '../../platform/http/responses.ts';
import type { PlayerTokens } from './service.ts';

/** The member's launch token for a vendor (the games issue's launch hands the same token to the game). */
export function vendorTokenRoutes(deps: {
  tokens: Pick<PlayerTokens, 'issue'>;
  auth: Pick<AuthService, 'authenticate'>;
}) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/wps/relay/vendor-wallet/token',
      {
        schema: {
          tags: ['vendor wallet'],
          summary:
            'A short-lived launch token of the logged-in member at a vendor, with the playerId the vendor names them by (shown once)',
          security: [{ bearer: [] }],
          body: vendorTokenRequestSchema,
          response: responses(vendorTokenSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.tokens.issue(member.id, request.body.vendor));
      },
    );
  };
}
