import { checkHealth } from '@lotus/contract/health';
import type { FastifyInstance } from 'fastify';
import type { Composition } from './composition.ts';
import type { Config } from './platform/config.ts';
import { installCallGuards, registerCall, requireDeclarations } from './platform/http/calls.ts';

/**
 * The API of one listener: the scopes' guards, the health check and the domains' plugins (the
 * public calls on the member, agent and line sites; the operator calls on the operator listener).
 * Below this plugin no route can be registered without its declaration, nor on the wrong listener.
 */
export function registerDomainRoutes(
  config: Config,
  composition: Composition,
  health: () => Promise<{ database: 'up' | 'down' }>,
  listener: 'public' | 'operator',
) {
  const { domains } = composition;
  return async (app: FastifyInstance) => {
    requireDeclarations(app, listener);
    installCallGuards(app, {
      authenticate: (request, options) => domains.auth.service.authenticate(request, options),
      authorizeOperator: (request, permission) => domains.operator.access.authorize(request, permission),
      isInMaintenance: () => domains.system.service.isInMaintenance(),
      payloadKey: config.PAYLOAD_KEY,
    });
    await registerCall(app, checkHealth, async (_input, _request, reply) => {
      const { database } = await health();
      reply.code(database === 'up' ? 200 : 503);
      return { status: database === 'up' ? ('ok' as const) : ('degraded' as const), database };
    });
    const plugins = listener === 'operator' ? composition.operatorPlugins : composition.publicPlugins;
    for (const plugin of plugins) await app.register(plugin);
  };
}
