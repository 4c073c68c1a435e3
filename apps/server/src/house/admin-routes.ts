import {
  adminHouseRoundPageSchema,
  adminHouseRoundQuerySchema,
  adminHouseRoundSchema,
  houseRoundParamsSchema,
  houseSettingsSchema,
} from '@lotus/contract/house-games/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../platform/http/envelope.ts';
import { responses } from '../platform/http/responses.ts';
import type { HouseHistoryService } from './rounds/history.ts';
import type { HouseSettingsService } from './settings/service.ts';

/** The operator's house-game calls (under the /admin guard): rounds with seeds, and audited settings. */
export function adminHouseRoutes(deps: {
  houseHistory: HouseHistoryService;
  houseSettings: HouseSettingsService;
}) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const base = { tags: ['operator: house games'], security: [{ operatorKey: [] }] };

    app.get(
      '/admin/house/rounds',
      {
        schema: {
          ...base,
          summary: 'House rounds of every member (or one by username), newest first, with server seeds',
          querystring: adminHouseRoundQuerySchema,
          response: responses(adminHouseRoundPageSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.houseHistory.adminRounds(request.query));
      },
    );
    app.get(
      '/admin/house/rounds/:id',
      {
        schema: {
          ...base,
          summary: 'One house round with its seeds',
          params: houseRoundParamsSchema,
          response: responses(adminHouseRoundSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.houseHistory.adminRound(request.params.id));
      },
    );
    app.get(
      '/admin/house/settings',
      {
        schema: {
          ...base,
          summary: 'Jackpot share and trigger, winners threshold, max win',
          response: responses(houseSettingsSchema),
        },
      },
      async () => ok(await deps.houseSettings.get()),
    );
    app.put(
      '/admin/house/settings',
      {
        schema: {
          ...base,
          summary: 'Changes the house-game settings (audited)',
          body: houseSettingsSchema,
          response: responses(houseSettingsSchema),
        },
      },
      async (request) => ok(await deps.houseSettings.set(request.body, { requestId: request.id })),
    );
  };
}
