import {
  diceBetSchema,
  houseCashOutSchema,
  houseLimitsSchema,
  houseOpenRoundSchema,
  housePlaySchema,
  houseRoundPageSchema,
  houseRoundParamsSchema,
  houseRoundQuerySchema,
  houseRoundSchema,
  houseSeedsSchema,
  limboBetSchema,
  minesRevealSchema,
  minesStartSchema,
  plinkoBetSchema,
  seedRotationSchema,
  setClientSeedSchema,
  towerClimbSchema,
  towerStartSchema,
} from '@lotus/contract/house-games/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthService } from '../auth/service.ts';
import { ok } from '../platform/http/envelope.ts';
import { responses } from '../platform/http/responses.ts';
import type { HouseHistoryService } from './rounds/history.ts';
import type { HousePlayService } from './service.ts';
import type { HouseSeedsService } from './seeds/service.ts';
import type { HouseSettingsService } from './settings/service.ts';

/** The member's house-game calls: every one needs the session and acts on the session's own member. */
export function houseRoutes(deps: {
  play: HousePlayService;
  seeds: HouseSeedsService;
  history: HouseHistoryService;
  settings: HouseSettingsService;
  auth: Pick<AuthService, 'authenticate'>;
}) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const base = { tags: ['house games'], security: [{ bearer: [] }] };
    const memberOf = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      return (await deps.auth.authenticate(request)).member.id;
    };

    app.get(
      '/wps/relay/house/limits',
      {
        schema: {
          tags: base.tags,
          summary: 'Each house game’s stake range and the max win per round',
          response: responses(houseLimitsSchema),
        },
      },
      async () => ok(await deps.settings.limits()),
    );

    app.get(
      '/wps/relay/house/seeds',
      {
        schema: {
          ...base,
          summary: 'The current server seed’s SHA-256, the client seed and the next nonce',
          response: responses(houseSeedsSchema),
        },
      },
      async (request, reply) => ok(await deps.seeds.current(await memberOf(request, reply))),
    );
    app.put(
      '/wps/relay/house/seeds/client',
      {
        schema: {
          ...base,
          summary: 'Sets the client seed (refused while a Mines Gold or Tower round is open)',
          body: setClientSeedSchema,
          response: responses(houseSeedsSchema),
        },
      },
      async (request, reply) =>
        ok(await deps.seeds.setClientSeed(await memberOf(request, reply), request.body.clientSeed)),
    );
    app.post(
      '/wps/relay/house/seeds/rotate',
      {
        schema: {
          ...base,
          summary: 'Reveals the current server seed and starts a new pair (refused while a round is open)',
          response: responses(seedRotationSchema),
        },
      },
      async (request, reply) => ok(await deps.seeds.rotate(await memberOf(request, reply))),
    );

    const instant = { ...base, response: responses(housePlaySchema) };
    app.post(
      '/wps/relay/house/dice/bets',
      { schema: { ...instant, summary: 'A Dice bet, settled at once', body: diceBetSchema } },
      async (request, reply) => ok(await deps.play.dice(await memberOf(request, reply), request.body)),
    );
    app.post(
      '/wps/relay/house/limbo/bets',
      { schema: { ...instant, summary: 'A Limbo bet, settled at once', body: limboBetSchema } },
      async (request, reply) => ok(await deps.play.limbo(await memberOf(request, reply), request.body)),
    );
    app.post(
      '/wps/relay/house/plinko/bets',
      { schema: { ...instant, summary: 'A Plinko drop, settled at once', body: plinkoBetSchema } },
      async (request, reply) => ok(await deps.play.plinko(await memberOf(request, reply), request.body)),
    );

    const openRound = { ...base, response: responses(houseOpenRoundSchema) };
    app.get(
      '/wps/relay/house/mines-gold/round',
      { schema: { ...openRound, summary: 'The open Mines Gold round, to resume (null: none)' } },
      async (request, reply) => ok(await deps.play.openRound(await memberOf(request, reply), 'mines-gold')),
    );
    app.post(
      '/wps/relay/house/mines-gold/rounds',
      {
        schema: {
          ...instant,
          summary: 'Starts a Mines Gold round (the stake is taken)',
          body: minesStartSchema,
        },
      },
      async (request, reply) => ok(await deps.play.startMines(await memberOf(request, reply), request.body)),
    );
    app.post(
      '/wps/relay/house/mines-gold/reveal',
      { schema: { ...instant, summary: 'Reveals a tile of the open round', body: minesRevealSchema } },
      async (request, reply) =>
        ok(
          await deps.play.revealMines(
            await memberOf(request, reply),
            request.body.roundId,
            request.body.tile,
          ),
        ),
    );
    app.post(
      '/wps/relay/house/mines-gold/cash-out',
      { schema: { ...instant, summary: 'Cashes out the open round', body: houseCashOutSchema } },
      async (request, reply) =>
        ok(await deps.play.cashOutMines(await memberOf(request, reply), request.body.roundId)),
    );

    app.get(
      '/wps/relay/house/tower/round',
      { schema: { ...openRound, summary: 'The open Tower round, to resume (null: none)' } },
      async (request, reply) => ok(await deps.play.openRound(await memberOf(request, reply), 'tower')),
    );
    app.post(
      '/wps/relay/house/tower/rounds',
      {
        schema: { ...instant, summary: 'Starts a Tower round (the stake is taken)', body: towerStartSchema },
      },
      async (request, reply) => ok(await deps.play.startTower(await memberOf(request, reply), request.body)),
    );
    app.post(
      '/wps/relay/house/tower/climb',
      { schema: { ...instant, summary: 'Chooses a column on the next level', body: towerClimbSchema } },
      async (request, reply) =>
        ok(await deps.play.climb(await memberOf(request, reply), request.body.roundId, request.body.column)),
    );
    app.post(
      '/wps/relay/house/tower/cash-out',
      { schema: { ...instant, summary: 'Cashes out the open round', body: houseCashOutSchema } },
      async (request, reply) =>
        ok(await deps.play.cashOutTower(await memberOf(request, reply), request.body.roundId)),
    );

    app.get(
      '/wps/relay/house/rounds',
      {
        schema: {
          ...base,
          summary: 'The member’s own house rounds, newest first (game recall)',
          querystring: houseRoundQuerySchema,
          response: responses(houseRoundPageSchema),
        },
      },
      async (request, reply) => ok(await deps.history.rounds(await memberOf(request, reply), request.query)),
    );
    app.get(
      '/wps/relay/house/rounds/:id',
      {
        schema: {
          ...base,
          summary: 'One of the member’s rounds with its seeds (the server seed once rotated)',
          params: houseRoundParamsSchema,
          response: responses(houseRoundSchema),
        },
      },
      async (request, reply) =>
        ok(await deps.history.round(await memberOf(request, reply), request.params.id)),
    );
  };
}
