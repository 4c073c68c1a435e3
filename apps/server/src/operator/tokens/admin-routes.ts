import {
  createOperatorApiToken,
  listOperatorApiTokens,
  revokeOperatorApiToken,
} from '@lotus/contract/operators';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { OperatorTokens } from './service.ts';

/** The signed-in operator's API tokens: list, create (shown once), revoke. */
export function tokenRoutes(deps: { tokens: OperatorTokens }) {
  return async (app: FastifyInstance) => {
    const { tokens } = deps;
    await registerCall(app, listOperatorApiTokens, async ({ caller }) => tokens.list(caller));
    await registerCall(app, createOperatorApiToken, async ({ caller, body }) =>
      tokens.create(caller, body.name),
    );
    await registerCall(app, revokeOperatorApiToken, async ({ caller, params }) =>
      tokens.revoke(caller, BigInt(params.id)),
    );
  };
}
