import { betRoundParamsSchema, betRoundSchema } from '@lotus/contract/bet-rounds/schemas';
import {
  betRecordPageSchema,
  betRecordQuerySchema,
  profitLossQuerySchema,
  profitLossSchema,
} from '@lotus/contract/bets/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthService } from '../../auth/service.ts';
import { ok } from '../../platform/http/envelope.ts';
import { responses } from '../../platform/http/responses.ts';
import type { BetRoundsService } from '../bet-rounds/service.ts';
import type { BetsService } from './service.ts';

/** The member's betting record, each round's details, and profit and loss: only the session's own rounds, ever. */
export function betsRoutes(deps: {
  bets: BetsService;
  rounds: Pick<BetRoundsService, 'round'>;
  auth: Pick<AuthService, 'authenticate'>;
}) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['bets'];

    app.get(
      '/wps/relay/bets',
      {
        schema: {
          tags,
          summary:
            'The logged-in member’s rounds placed from `from` to `to` (days in the brand’s time zone; default the last 7), newest first, paged',
          security: [{ bearer: [] }],
          querystring: betRecordQuerySchema,
          response: responses(betRecordPageSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.bets.record(member.id, request.query));
      },
    );

    app.get(
      '/wps/relay/bets/profit-loss',
      {
        schema: {
          tags,
          summary:
            'The logged-in member’s settled rounds from `from` to `to`: stake, payout and net per day (brand time zone) and per game type',
          security: [{ bearer: [] }],
          querystring: profitLossQuerySchema,
          response: responses(profitLossSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.bets.profitLoss(member.id, request.query));
      },
    );

    // `/wps/relay/bets/profit-loss` is never taken for an id: the router prefers a static segment.
    app.get(
      '/wps/relay/bets/:id',
      {
        schema: {
          tags,
          summary:
            'One of the logged-in member’s rounds with its details: a vendor’s transactions, or a house or PAPPU round’s seeds and outcome',
          security: [{ bearer: [] }],
          params: betRoundParamsSchema,
          response: responses(betRoundSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.rounds.round(member.id, request.params.id));
      },
    );
  };
}
