import {
  adminBetRecordPageSchema,
  adminBetRecordQuerySchema,
  adminBetRoundSchema,
  betRoundParamsSchema,
} from '@lotus/contract/bet-rounds/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { responses } from '../../platform/http/responses.ts';
import type { BetRoundsService } from '../bet-rounds/service.ts';

/** The operator's game history (under the /admin guard): every round of every game, with seeds. */
export function adminBetsRoutes(deps: { betRounds: Pick<BetRoundsService, 'adminRecord' | 'adminRound'> }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const base = { tags: ['operator: bets'], security: [{ operatorKey: [] }] };

    app.get(
      '/admin/bets',
      {
        schema: {
          ...base,
          summary:
            'Every round of every game of the brand placed from `from` to `to` (days in the brand’s time zone; default the last 7), newest first, by member, vendor, game, game type and status',
          querystring: adminBetRecordQuerySchema,
          response: responses(adminBetRecordPageSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.betRounds.adminRecord(request.query));
      },
    );
    app.get(
      '/admin/bets/:id',
      {
        schema: {
          ...base,
          summary:
            'One round of any member with its details: a vendor’s transactions, or a house or PAPPU round with its server seed',
          params: betRoundParamsSchema,
          response: responses(adminBetRoundSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.betRounds.adminRound(request.params.id));
      },
    );
  };
}
