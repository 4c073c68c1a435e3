import {
  openSimulatorGame,
  playSimulatorRound,
  simulatorBalance,
  simulatorStats,
} from '@lotus/contract/vendor-simulator';
import { simulatorPlayQuerySchema } from '@lotus/contract/vendor-simulator/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../platform/http/app-error.ts';
import { registerCall } from '../platform/http/calls.ts';
import { escapeHtml, gamePage } from './page.ts';
import { SimulatorVendorUnknown } from './secrets.ts';
import type { VendorSimulator } from './simulator.ts';
import { picksFor, simulatorGameOf } from './kinds.ts';

/** A vendor the simulator does not play (not a SIM_* vendor of the brand): error_vendor_not_found. */
function unknownVendor(error: unknown): never {
  if (error instanceof SimulatorVendorUnknown) throw new AppError('error_vendor_not_found');
  throw error;
}

/**
 * The simulator's site, under `/vendor-sim/`: the game page the member site frames at launch, and
 * the page's backend (a round, a balance), which plays through the platform's wallet API over
 * HTTP. Mounted when VENDOR_SIMULATOR is on (docs/vendor-simulator.md). Every call is a visitor's:
 * the simulator is a third party, its player is named by the launch link, not by a session.
 */
export function vendorSimulatorRoutes(deps: { simulator: VendorSimulator }) {
  const { simulator } = deps;
  const memberOrigin = new URL(simulator.settings.memberSiteUrl).origin;

  return async (app: FastifyInstance) => {
    function html(reply: FastifyReply, status: number, body: string, nonce: string | null): FastifyReply {
      const scripts = nonce === null ? "'none'" : `'nonce-${nonce}'`;
      // Framed by the member site (launch) or opened on its own; X-Frame-Options cannot name
      // another origin, so it is dropped and frame-ancestors decides.
      reply.removeHeader('x-frame-options');
      return reply
        .code(status)
        .header('referrer-policy', 'no-referrer')
        .header(
          'content-security-policy',
          `default-src 'none'; script-src ${scripts}; style-src ${scripts}; connect-src 'self'; ` +
            `frame-ancestors 'self' ${memberOrigin}; base-uri 'none'; form-action 'none'`,
        )
        .type('text/html; charset=utf-8')
        .send(body);
    }

    // The launch link is checked here, not by the declaration: a bad one is a page saying so.
    await registerCall(app, openSimulatorGame, async (_input, request, reply) => {
      const query = simulatorPlayQuerySchema.safeParse(request.query);
      if (!query.success) {
        return html(
          reply,
          400,
          `<!doctype html><meta charset="utf-8"><title>Lotus simulator</title><p>${escapeHtml('Invalid launch link.')}</p>`,
          null,
        );
      }
      const page = gamePage({ ...query.data, table: simulatorGameOf(query.data.vendor, query.data.game) });
      return html(reply, 200, page.html, page.nonce);
    });

    // The platform's answer as it came: its value, or its refusal with 409.
    await registerCall(app, simulatorBalance, async ({ body }, request, reply) => {
      const answer = await simulator.balance(body.vendor, body.player, request.log).catch(unknownVendor);
      return reply.code(answer.success ? 200 : 409).send(answer);
    });

    await registerCall(app, playSimulatorRound, async ({ body }, request) => {
      const { vendor: code, game, token: launchToken, player: playerId, stake, pick } = body;
      // A table's pick must be one of its game's (the first when none is given); the lottery's a
      // number or a quick pick; a game without a choice takes none. Refused before money moves.
      const table = simulatorGameOf(code, game);
      const sides = picksFor(table);
      const number = pick !== undefined && /^\d{2}$/.test(pick);
      let side: string | undefined;
      if (sides.length > 0) {
        if (pick !== undefined && pick !== 'random' && !sides.includes(pick))
          throw new AppError('error_validation');
        side = pick === undefined || pick === 'random' ? sides[0] : pick;
      } else if (
        table.kind !== 'lotto'
          ? pick !== undefined && pick !== 'random'
          : pick !== undefined && pick !== 'random' && !number
      ) {
        throw new AppError('error_validation');
      }
      return simulator
        .play(
          {
            vendor: code,
            game,
            token: launchToken,
            playerId,
            stake: BigInt(stake),
            ...(number ? { pick: Number(pick) } : {}),
            ...(side === undefined ? {} : { side }),
          },
          request.log,
        )
        .catch(unknownVendor);
    });

    // The process's counters (no player data): what the big run prints.
    await registerCall(app, simulatorStats, async () => simulator.stats());
  };
}
