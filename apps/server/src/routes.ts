import { checkHealth } from '@lotus/contract/health';
import type { FastifyInstance } from 'fastify';
import type { Composition } from './composition.ts';
import type { Config } from './platform/config.ts';
import { installCallGuards, registerCall, requireDeclarations } from './platform/http/calls.ts';
import { operatorGuard } from './platform/http/operator-auth.ts';

/**
 * The API of one site: the scopes' guards, the health check and every domain's plugin. Below this
 * plugin no route can be registered without its declaration.
 */
export function registerDomainRoutes(
  config: Config,
  composition: Composition,
  health: () => Promise<{ database: 'up' | 'down' }>,
) {
  const { domains } = composition;
  const operatorKeyGuard = operatorGuard(config.OPERATOR_API_KEY);
  return async (app: FastifyInstance) => {
    requireDeclarations(app);
    installCallGuards(app, {
      authenticate: (request, options) => domains.auth.service.authenticate(request, options),
      authorizeOperator: async (request) => {
        await operatorKeyGuard(request);
        return { requestId: request.id };
      },
      isInMaintenance: () => domains.system.service.isInMaintenance(),
      payloadKey: config.PAYLOAD_KEY,
    });
    await registerCall(app, checkHealth, async (_input, _request, reply) => {
      const { database } = await health();
      reply.code(database === 'up' ? 200 : 503);
      return { status: database === 'up' ? ('ok' as const) : ('degraded' as const), database };
    });
    for (const plugin of composition.plugins) await app.register(plugin);
  };
}
