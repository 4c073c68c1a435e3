import { issueVendorToken } from '@lotus/contract/vendor-wallet';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { PlayerTokens } from './service.ts';

/** The member's launch token for a vendor (the games domain's launch hands the same token to the game). */
export function vendorTokenRoutes(deps: { tokens: Pick<PlayerTokens, 'issue'> }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, issueVendorToken, async ({ body, caller }) =>
      deps.tokens.issue(caller.member.id, body.vendor),
    );
  };
}
