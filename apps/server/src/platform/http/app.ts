import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from '../logger.ts';
import { sendFailure } from './envelope.ts';
import { installErrorHandler } from './error-handler.ts';
import { installFormBody } from './form-body.ts';
import { installOpenApi } from './openapi.ts';
import { requestIdFor } from './request-id.ts';
import { installSecurityHeaders } from './security-headers.ts';
import type { Site } from './security-headers.ts';
import { installStaticSite } from './static-site.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site the request came in on: logins and sessions differ between them. */
    site: Site;
  }
}

export interface HttpAppOptions {
  site: Site;
  logger: Logger;
  trustProxy: boolean | string[];
  rateLimit: { max: number; windowMs: number };
  /** The built app to serve (its `dist` folder), or undefined for the API alone. */
  distDirectory: string | undefined;
  /** Registers the domain routes (the API is the same on every site). */
  registerRoutes: (app: FastifyInstance) => Promise<void>;
  health: () => Promise<{ database: 'up' | 'down' }>;
}

/** One site's HTTP server: the shared API plumbing, the domain routes, and that site's pages. */
export async function buildHttpApp(options: HttpAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // pino's Logger is a FastifyBaseLogger; naming the base type keeps the instance type the default one.
    loggerInstance: options.logger.child({ site: options.site }) as FastifyBaseLogger,
    genReqId: requestIdFor,
    trustProxy: options.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Refusals Fastify makes before routing (a malformed URL, a path parameter past maxParamLength)
    // leave in the envelope like every other one, not as Fastify's own JSON.
    frameworkErrors: (_error, request, reply) => {
      void sendFailure(request, reply, 'error_bad_request');
    },
  });
  app.decorateRequest('site', options.site);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await installSecurityHeaders(app, options.site);
  await installFormBody(app);
  await app.register(rateLimit, {
    max: options.rateLimit.max,
    timeWindow: options.rateLimit.windowMs,
    // The error handler turns this into the envelope with error_rate_limited.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
  });
  await installOpenApi(app);

  app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
    const { database } = await options.health();
    reply.header('cache-control', 'no-store');
    return reply
      .code(database === 'up' ? 200 : 503)
      .send({ status: database === 'up' ? 'ok' : 'degraded', database });
  });

  await app.register(options.registerRoutes);
  await installStaticSite(app, options.distDirectory);
  return app;
}
