import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendFailure } from './envelope.ts';

const apiPrefixes = ['/wps', '/lgw', '/lotto', '/admin', '/docs', '/health'];

/**
 * Serves a built single-page app: hashed assets cached for a year, index.html never cached, and
 * any unknown page path answered with index.html so client-side routes survive a reload.
 * Unknown API paths still answer the JSON envelope.
 */
export async function installStaticSite(
  app: FastifyInstance,
  distDirectory: string | undefined,
): Promise<void> {
  const hasSite = distDirectory !== undefined && existsSync(path.join(distDirectory, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: distDirectory,
      // Look files up per request, so a rebuild while running serves the new hashed assets.
      wildcard: true,
      index: ['index.html'],
      setHeaders: (response, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = apiPrefixes.some(
      (prefix) => request.url === prefix || request.url.startsWith(`${prefix}/`),
    );
    const wantsPage = request.method === 'GET' && !isApi && !path.extname(request.url.split('?')[0] ?? '');
    if (hasSite && wantsPage) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return sendFailure(request, reply, 'error_not_found');
  });
}
