import {
  crashBetRequestSchema,
  crashBetResultSchema,
  crashCashOutResultSchema,
  crashRoundPageSchema,
  crashRoundsQuerySchema,
  crashStateSchema,
} from '@lotus/contract/crash/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthService } from '../../auth/service.ts';
import { isAppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { responses } from '../../platform/http/responses.ts';
import type { CrashService } from './service.ts';

/** PAPPU, the multiplayer Crash room: public state and past rounds, a member's bet and cash-out. */
export function crashRoutes(deps: { crash: CrashService; auth: Pick<AuthService, 'authenticate'> }) {
  /**
   * The member behind the token when there is a valid one: the state is public, the own bet is not.
   * A stale token is answered as a visitor (the room stays watchable), never with another's bet.
   */
  const optionalMember = async (request: FastifyRequest) => {
    if (request.headers.authorization === undefined) return undefined;
    try {
      return (await deps.auth.authenticate(request)).member.id;
    } catch (error) {
      if (isAppError(error)) return undefined;
      throw error;
    }
  };

  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['house games'];

    app.get(
      '/wps/relay/house/crash',
      {
        schema: {
          tags,
          summary:
            'The PAPPU room now: the round (seed hash; seed and crash point once crashed), its players, the last 20 crash points, and with a token the member’s own bet',
          security: [{}, { bearer: [] }],
          response: responses(crashStateSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.crash.state(await optionalMember(request)));
      },
    );

    app.post(
      '/wps/relay/house/crash/bets',
      {
        schema: {
          tags,
          summary:
            'A bet on the coming round (betting phase only, one a round), with an optional automatic cash-out',
          security: [{ bearer: [] }],
          body: crashBetRequestSchema,
          response: responses(crashBetResultSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.crash.placeBet(member, request.body));
      },
    );

    app.post(
      '/wps/relay/house/crash/cashout',
      {
        schema: {
          tags,
          summary: 'Cashes out the member’s bet of the running round at the server’s multiplier now',
          security: [{ bearer: [] }],
          response: responses(crashCashOutResultSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.crash.cashOut(member.id));
      },
    );

    app.get(
      '/wps/relay/house/crash/rounds',
      {
        schema: {
          tags,
          summary: 'Crashed rounds, newest first, with their revealed server seeds to verify',
          querystring: crashRoundsQuerySchema,
          response: responses(crashRoundPageSchema),
        },
      },
      async (request) => ok(await deps.crash.rounds(request.query)),
    );
  };
}
