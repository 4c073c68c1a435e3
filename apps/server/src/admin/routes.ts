import type { FastifyInstance } from 'fastify';
import { operatorGuard } from '../platform/http/operator-auth.ts';
import type { SystemService } from '../system/service.ts';
import { adminSystemRoutes } from './system-routes.ts';

/** The operator API under /admin: every call needs the operator key. */
export function adminRoutes(deps: { operatorKey: string; system: SystemService }) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', operatorGuard(deps.operatorKey));
    await app.register(adminSystemRoutes(deps));
  };
}
