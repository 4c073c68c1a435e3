import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendFailure } from './envelope.ts';

const apiPrefixes = ['/wps', '/lgw', '/lotto', '/admin', '/docs', '/health', '/media'];

/** Artwork the API's answers point at (game cards, banners): `apps/server/media`, served at /media/. */
export const mediaDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../media');

/**
 * Serves the media every site shows, and a built single-page app: hashed assets cached for a year,
 * index.html never cached, and any unknown page path answered with index.html so client-side routes
 * survive a reload; each file compressed as the build wrote it, when the browser accepts it.
 * Unknown API and media paths still answer the JSON envelope.
 */
export async function installStaticSite(
  app: FastifyInstance,
  distDirectory: string | undefined,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: mediaDirectory,
    prefix: '/media/',
    // The site's registration below owns reply.sendFile; two registrations cannot both add it.
    decorateReply: false,
    index: false,
    // Media are files: a folder path is simply not found (send would refuse it as a 403).
    allowedPath: (pathName) => !pathName.endsWith('/'),
    setHeaders: (response) => {
      // Not immutable: media names carry no content hash, so a replaced file must show within days.
      response.header('cache-control', 'public, max-age=604800');
    },
  });
  const hasSite = distDirectory !== undefined && existsSync(path.join(distDirectory, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: distDirectory,
      // Look files up per request, so a rebuild while running serves the new hashed assets.
      wildcard: true,
      // The build writes name.br and name.gz beside each text file (tooling/vite/compress-dist.ts):
      // a browser that accepts them gets those, compressed once rather than on every request.
      preCompressed: true,
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
