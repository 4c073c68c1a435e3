import { gameArt } from '@lotus/contract/games-catalog';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import { gameArtSvg } from './game-art.ts';

/**
 * Serves the generated art at `/media/games/art/<kind>/<code>.svg`, beside the media files. The
 * picture depends on the address alone, so it needs no database and caches like any media file
 * (a CDN in front keeps it as well).
 */
export function gameArtRoutes() {
  return async (app: FastifyInstance) => {
    await registerCall(app, gameArt, async ({ params }, _request, reply) => {
      const code = params.file.slice(0, -'.svg'.length);
      return reply
        .header('cache-control', 'public, max-age=604800')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('image/svg+xml')
        .send(gameArtSvg(params.kind, code));
    });
  };
}
