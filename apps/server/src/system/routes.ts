import {
  getDomainRoute,
  getHelpCenter,
  getRegisterRules,
  getSystemStatus,
  getWhitelabel,
  pingLine,
} from '@lotus/contract/system';
import { isLanguageCode, pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance } from 'fastify';
import { callerResolver } from '../platform/http/caller.ts';
import type { ProxyTrust } from '../platform/http/caller.ts';
import { registerCall } from '../platform/http/calls.ts';
import type { SystemService } from './service.ts';

/** The spec's system calls, for every visitor: status, switches, field rules, lines, ping, help. */
export function systemRoutes(deps: { system: SystemService; proxyTrust: ProxyTrust; countryHeader: string }) {
  const callerOf = callerResolver({ trust: deps.proxyTrust, countryHeader: deps.countryHeader });
  return async (app: FastifyInstance) => {
    // The caller's IP and country (believed only from a trusted proxy) decide the region restriction.
    await registerCall(app, getSystemStatus, async (_input, request) =>
      deps.system.status(callerOf(request)),
    );
    await registerCall(app, getWhitelabel, async () => deps.system.whitelabel());
    await registerCall(app, getRegisterRules, async () => deps.system.registerRules());
    await registerCall(app, getDomainRoute, async ({ query }) => deps.system.domainRoute(query.device));
    await registerCall(app, pingLine, async (_input, _request, reply) => {
      reply.header('access-control-allow-origin', '*');
      // Lets the measuring page read the request's timing phases, not only its total.
      reply.header('timing-allow-origin', '*');
      return { pong: true as const, serverTime: new Date().toISOString() };
    });
    await registerCall(app, getHelpCenter, async ({ query }, request) => {
      const asked = query.language;
      const language =
        asked && isLanguageCode(asked) ? asked : pickLanguage(request.headers['accept-language']);
      return deps.system.helpCenter(language);
    });
  };
}
