import rateLimit from '@fastify/rate-limit';
import type { Call } from '@lotus/contract/call';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from '../logger.ts';
import { sendFailure } from './envelope.ts';
import { installErrorHandler } from './error-handler.ts';
import { installFormBody } from './form-body.ts';
import { siteInlineScriptSources } from './inline-scripts.ts';
import { installOpenApi } from './openapi.ts';
import type { RateLimitCounters } from './rate-limit-store.ts';
import { requestIdFor } from './request-id.ts';
import { installSecurityHeaders } from './security-headers.ts';
import type { Site } from './security-headers.ts';
import { installStaticSite } from './static-site.ts';

/** One route as registered: what the route-scope test walks. */
export interface RouteEntry {
  method: string;
  url: string;
  call: Call | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of this site, as registered (its declaration when it is an API call). */
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    /** The site the request came in on: logins and sessions differ between them. */
    site: Site;
  }
}

export interface HttpAppOptions {
  site: Site;
  logger: Logger;
  trustProxy: boolean | string[];
  /**
   * The site-wide limit per client, and where every limit counts (one budget per client for all
   * sites and instances: see rate-limit-store.ts); without `counters`, this app's own memory.
   */
  rateLimit: { max: number; windowMs: number; counters?: RateLimitCounters };
  /** The built app to serve (its `dist` folder), or undefined for the API alone. */
  distDirectory: string | undefined;
  /** Registers the API: every declared call, the same on every site (the health check included). */
  registerRoutes: (app: FastifyInstance) => Promise<void>;
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
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeTable.push({ method: String(method), url: route.url, call: route.config?.call });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await installSecurityHeaders(app, options.site, {
    inlineScripts: siteInlineScriptSources(options.distDirectory),
  });
  await installFormBody(app);
  const { counters } = options.rateLimit;
  if (counters !== undefined) app.addHook('onClose', counters.use());
  await app.register(rateLimit, {
    ...counters?.pluginOptions,
    max: options.rateLimit.max,
    timeWindow: options.rateLimit.windowMs,
    // Counters out of reach (the database or Redis) let the request through rather than fail it.
    skipOnError: true,
    // The error handler turns this into the envelope with error_rate_limited.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
  });
  await installOpenApi(app, options.site);

  await app.register(options.registerRoutes);
  await installStaticSite(app, options.distDirectory);
  return app;
}
