import {
  domainRouteQuerySchema,
  domainRouteSchema,
  fieldRuleSchema,
  helpCenterQuerySchema,
  helpCenterSchema,
  pingQuerySchema,
  pingSchema,
  systemStatusQuerySchema,
  systemStatusSchema,
  whitelabelNodeSchema,
} from '@lotus/contract/system/schemas';
import { isLanguageCode, pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerResolver } from '../platform/http/caller.ts';
import type { ProxyTrust } from '../platform/http/caller.ts';
import { ok } from '../platform/http/envelope.ts';
import { responses } from '../platform/http/responses.ts';
import type { SystemService } from './service.ts';

export function systemRoutes(deps: { system: SystemService; proxyTrust: ProxyTrust; countryHeader: string }) {
  const callerOf = callerResolver({ trust: deps.proxyTrust, countryHeader: deps.countryHeader });
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['system'];

    app.get(
      '/wps/system/status',
      {
        schema: {
          tags,
          summary: 'Site status: 0 normal, 1 maintenance, 2 region restricted',
          querystring: systemStatusQuerySchema,
          response: responses(systemStatusSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.system.status(callerOf(request)));
      },
    );

    app.get(
      '/wps/system/whitelabel',
      {
        schema: {
          tags,
          summary: 'The feature switches as the modId/enabled/childrenNodes tree',
          response: responses(z.array(whitelabelNodeSchema)),
        },
      },
      async () => ok(await deps.system.whitelabel()),
    );

    app.get(
      '/wps/system/setting/register',
      {
        schema: {
          tags,
          summary: 'The per-field rules of the registration form',
          response: responses(z.array(fieldRuleSchema)),
        },
      },
      async () => ok(await deps.system.registerRules()),
    );

    app.get(
      '/wps/system/domainRoute',
      {
        schema: {
          tags,
          summary: 'The alternative domains (lines) for a device',
          querystring: domainRouteQuerySchema,
          response: responses(domainRouteSchema),
        },
      },
      async (request) => ok(await deps.system.domainRoute(request.query.device)),
    );

    app.get(
      '/wps/system/test/ping',
      {
        schema: {
          tags,
          summary: 'Line detection: answers at once, from any origin, never cached',
          querystring: pingQuerySchema,
          response: responses(pingSchema),
        },
      },
      async (_request, reply) => {
        reply.header('access-control-allow-origin', '*');
        // Lets the measuring page read the request's timing phases, not only its total.
        reply.header('timing-allow-origin', '*');
        reply.header('cache-control', 'no-store, max-age=0');
        return ok({ pong: true as const, serverTime: new Date().toISOString() });
      },
    );

    app.get(
      '/wps/system/helpCenter',
      {
        schema: {
          tags,
          summary: 'Help centre categories and articles in the caller’s language',
          querystring: helpCenterQuerySchema,
          response: responses(helpCenterSchema),
        },
      },
      async (request) => {
        const asked = request.query.language;
        const language =
          asked && isLanguageCode(asked) ? asked : pickLanguage(request.headers['accept-language']);
        return ok(await deps.system.helpCenter(language));
      },
    );
  };
}
