import {
  getRegionRules,
  removeResource,
  setCustomerService,
  setDomainRoutes,
  setFeatureSwitch,
  setMaintenance,
  setRegionRules,
  setRegisterRule,
  setResource,
} from '@lotus/contract/system';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../platform/http/calls.ts';
import type { SystemService } from './service.ts';

/**
 * Operator calls of the system domain: maintenance, region rules, switches, field rules, lines,
 * resources and customer service.
 */
export function adminSystemRoutes(deps: { system: SystemService }) {
  const { system } = deps;
  return async (app: FastifyInstance) => {
    await registerCall(app, setMaintenance, async ({ body, caller }) => {
      await system.setMaintenance(body, caller);
      return body;
    });
    await registerCall(app, getRegionRules, async () => system.regionRules());
    await registerCall(app, setRegionRules, async ({ body, caller }) => system.setRegionRules(body, caller));
    await registerCall(app, setFeatureSwitch, async ({ params, body, caller }) =>
      system.setSwitch(params.modId, body.enabled, caller),
    );
    await registerCall(app, setRegisterRule, async ({ params, body, caller }) =>
      system.setRegisterRule(params.field, body, caller),
    );
    await registerCall(app, setDomainRoutes, async ({ params, body, caller }) =>
      system.setDomainRoutes(params.device, body.domains, caller),
    );
    await registerCall(app, setResource, async ({ params, body, caller }) =>
      system.setResource(params.resourceType, body, caller),
    );
    await registerCall(app, removeResource, async ({ params, caller }) =>
      system.removeResource(params.resourceType, caller),
    );
    await registerCall(app, setCustomerService, async ({ body, caller }) =>
      system.setCustomerService(body.entries, caller),
    );
  };
}
