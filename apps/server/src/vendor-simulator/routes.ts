import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { failure, ok } from '../platform/http/envelope.ts';
import { escapeHtml, gamePage } from './page.ts';
import { SimulatorVendorUnknown, simulatorVendorPattern } from './secrets.ts';
import type { VendorSimulator } from './simulator.ts';
import { gameKindOf } from './simulator.ts';

/** The simulator's own requests (it is a third party: its API is not the platform's contract). */
const idText = z.string().regex(/^[\x21-\x7e]{1,100}$/);
const vendor = z.string().regex(simulatorVendorPattern);
const player = z.string().regex(/^[1-9]\d{0,18}$/);
const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

const playQuerySchema = z.object({
  vendor,
  game: idText,
  token,
  player,
  lang: z.enum(['vi', 'en']).default('vi'),
});
const balanceBodySchema = z.object({ vendor, player });
const roundBodySchema = z.object({
  vendor,
  game: idText,
  token,
  player,
  stake: z.string().regex(/^[1-9]\d{0,14}$/),
  // The lottery's number: two digits 00-99, or "random" (also when left out) for the vendor's quick pick.
  pick: z.union([z.literal('random'), z.string().regex(/^\d{2}$/)]).optional(),
});

function fieldsOf(error: z.ZodError): Record<string, string> {
  return Object.fromEntries(error.issues.map((issue) => [issue.path.join('.') || 'body', 'invalid']));
}

/**
 * The simulator's site, under `/vendor-sim/`: the game page the member site frames at launch, and
 * the page's backend (a round, a balance), which plays through the platform's wallet API over
 * HTTP. Mounted when VENDOR_SIMULATOR is on (docs/vendor-simulator.md).
 */
export function vendorSimulatorRoutes(deps: { simulator: VendorSimulator }) {
  const { simulator } = deps;
  const memberOrigin = new URL(simulator.settings.memberSiteUrl).origin;

  return async (app: FastifyInstance) => {
    const hide = { hide: true };

    function html(reply: FastifyReply, status: number, body: string, nonce: string | null): FastifyReply {
      const scripts = nonce === null ? "'none'" : `'nonce-${nonce}'`;
      // Framed by the member site (launch) or opened on its own; X-Frame-Options cannot name
      // another origin, so it is dropped and frame-ancestors decides.
      reply.removeHeader('x-frame-options');
      return reply
        .code(status)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header(
          'content-security-policy',
          `default-src 'none'; script-src ${scripts}; style-src ${scripts}; connect-src 'self'; ` +
            `frame-ancestors 'self' ${memberOrigin}; base-uri 'none'; form-action 'none'`,
        )
        .type('text/html; charset=utf-8')
        .send(body);
    }

    function unknownVendor(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
      if (error instanceof SimulatorVendorUnknown) {
        return reply.code(404).send(failure(request, 'error_vendor_not_found'));
      }
      throw error;
    }

    app.get('/vendor-sim/play', { schema: hide }, async (request, reply) => {
      const query = playQuerySchema.safeParse(request.query);
      if (!query.success) {
        return html(
          reply,
          400,
          `<!doctype html><meta charset="utf-8"><title>Lotus simulator</title><p>${escapeHtml('Invalid launch link.')}</p>`,
          null,
        );
      }
      const page = gamePage({ ...query.data, kind: gameKindOf(query.data.vendor) });
      return html(reply, 200, page.html, page.nonce);
    });

    app.post('/vendor-sim/balance', { schema: hide }, async (request, reply) => {
      const body = balanceBodySchema.safeParse(request.body);
      if (!body.success)
        return reply.code(400).send(failure(request, 'error_validation', { fields: fieldsOf(body.error) }));
      try {
        const answer = await simulator.balance(body.data.vendor, body.data.player, request.log);
        return reply.code(answer.success ? 200 : 409).send(answer);
      } catch (error) {
        return unknownVendor(request, reply, error);
      }
    });

    app.post('/vendor-sim/rounds', { schema: hide }, async (request, reply) => {
      const body = roundBodySchema.safeParse(request.body);
      if (!body.success)
        return reply.code(400).send(failure(request, 'error_validation', { fields: fieldsOf(body.error) }));
      const { vendor: code, game, token: launchToken, player: playerId, stake, pick } = body.data;
      try {
        const round = await simulator.play(
          {
            vendor: code,
            game,
            token: launchToken,
            playerId,
            stake: BigInt(stake),
            ...(pick === undefined || pick === 'random' ? {} : { pick: Number(pick) }),
          },
          request.log,
        );
        return ok(round);
      } catch (error) {
        return unknownVendor(request, reply, error);
      }
    });

    // The process's counters (no player data): what the big run prints.
    app.get('/vendor-sim/stats', { schema: hide }, async () => ok(simulator.stats()));
  };
}
