import {
  customerServiceSchema,
  deviceParamsSchema,
  domainRouteSchema,
  fieldParamsSchema,
  fieldRuleSchema,
  maintenanceSchema,
  regionRulesSchema,
  resourceParamsSchema,
  resourceSchema,
  setCustomerServiceSchema,
  setDomainRoutesSchema,
  setFieldRuleSchema,
  setMaintenanceSchema,
  setRegionRulesSchema,
  setResourceSchema,
  setSwitchSchema,
  switchParamsSchema,
  whitelabelNodeSchema,
} from '@lotus/contract/system/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../platform/http/envelope.ts';
import { responses } from '../platform/http/responses.ts';
import type { SystemService } from './service.ts';

/**
 * Operator calls of the system domain: maintenance, region rules, switches, field rules, lines,
 * resources and customer service.
 */
export function adminSystemRoutes(deps: { system: SystemService }) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const schemaBase = { tags: ['operator: system'], security: [{ operatorKey: [] }] };

    app.put(
      '/admin/system/maintenance',
      {
        schema: {
          ...schemaBase,
          summary: 'Turn maintenance on or off',
          body: setMaintenanceSchema,
          response: responses(maintenanceSchema),
        },
      },
      async (request) => {
        await deps.system.setMaintenance(request.body, { requestId: request.id });
        return ok(request.body);
      },
    );

    app.get(
      '/admin/system/region',
      { schema: { ...schemaBase, summary: 'The region rules', response: responses(regionRulesSchema) } },
      async () => ok(await deps.system.regionRules()),
    );

    app.put(
      '/admin/system/region',
      {
        schema: {
          ...schemaBase,
          summary: 'Replace the blocked countries and CIDR blocks',
          body: setRegionRulesSchema,
          response: responses(regionRulesSchema),
        },
      },
      async (request) => ok(await deps.system.setRegionRules(request.body, { requestId: request.id })),
    );

    app.put(
      '/admin/system/switches/:modId',
      {
        schema: {
          ...schemaBase,
          summary: 'Turn a feature switch on or off',
          params: switchParamsSchema,
          body: setSwitchSchema,
          response: responses(z.array(whitelabelNodeSchema)),
        },
      },
      async (request) =>
        ok(
          await deps.system.setSwitch(request.params.modId, request.body.enabled, { requestId: request.id }),
        ),
    );

    app.put(
      '/admin/system/register-rules/:field',
      {
        schema: {
          ...schemaBase,
          summary: 'Change the rule of a registration field',
          params: fieldParamsSchema,
          body: setFieldRuleSchema,
          response: responses(z.array(fieldRuleSchema)),
        },
      },
      async (request) =>
        ok(await deps.system.setRegisterRule(request.params.field, request.body, { requestId: request.id })),
    );

    app.put(
      '/admin/system/domain-routes/:device',
      {
        schema: {
          ...schemaBase,
          summary: 'Replace the lines (alternative domains) of a device, in the given order',
          params: deviceParamsSchema,
          body: setDomainRoutesSchema,
          response: responses(domainRouteSchema),
        },
      },
      async (request) =>
        ok(
          await deps.system.setDomainRoutes(request.params.device, request.body.domains, {
            requestId: request.id,
          }),
        ),
    );

    app.put(
      '/admin/system/resources/:resourceType',
      {
        schema: {
          ...schemaBase,
          summary:
            'Set a downloadable resource (SERVICE, MOBILECONFIG, Android, ...); answers every resource',
          params: resourceParamsSchema,
          body: setResourceSchema,
          response: responses(z.array(resourceSchema)),
        },
      },
      async (request) =>
        ok(
          await deps.system.setResource(request.params.resourceType, request.body, { requestId: request.id }),
        ),
    );

    app.delete(
      '/admin/system/resources/:resourceType',
      {
        schema: {
          ...schemaBase,
          summary: 'Remove a resource; answers the resources left',
          params: resourceParamsSchema,
          response: responses(z.array(resourceSchema)),
        },
      },
      async (request) =>
        ok(await deps.system.removeResource(request.params.resourceType, { requestId: request.id })),
    );

    app.put(
      '/admin/system/customer-service',
      {
        schema: {
          ...schemaBase,
          summary: 'Replace the customer-service entries, in the given order',
          body: setCustomerServiceSchema,
          response: responses(z.array(customerServiceSchema)),
        },
      },
      async (request) =>
        ok(await deps.system.setCustomerService(request.body.entries, { requestId: request.id })),
    );
  };
}
