import { defineCall } from '../call.ts';

// The system calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/system/schemas).
export type {
  Brand,
  CustomerServiceEntry,
  DomainRoute,
  FieldRuleValue,
  HelpCenter,
  Maintenance,
  Resource,
  SystemStatus,
  WhitelabelNode,
} from './schemas.ts';

const schemas = () => import('./schemas.ts');
const tag = 'system';
const operatorTag = 'operator: system';

// ---- The spec's system calls (section 7), for every visitor ----

/** The caller's IP and country (from a trusted proxy) decide the region restriction: never cached. */
export const getSystemStatus = defineCall(schemas, {
  method: 'GET',
  path: '/wps/system/status',
  scope: 'visitor',
  noStore: true,
  tag,
  summary: 'Site status: 0 normal, 1 maintenance, 2 region restricted',
  errors: [],
  schemas: (s) => ({ query: s.systemStatusQuerySchema, value: s.systemStatusSchema }),
});

export const getWhitelabel = defineCall(schemas, {
  method: 'GET',
  path: '/wps/system/whitelabel',
  scope: 'visitor',
  tag,
  summary: 'The feature switches as the modId/enabled/childrenNodes tree',
  errors: [],
  schemas: (s) => ({ value: s.whitelabelTreeSchema }),
});

export const getRegisterRules = defineCall(schemas, {
  method: 'GET',
  path: '/wps/system/setting/register',
  scope: 'visitor',
  tag,
  summary: 'The per-field rules of the registration form',
  errors: [],
  schemas: (s) => ({ value: s.fieldRulesSchema }),
});

export const getDomainRoute = defineCall(schemas, {
  method: 'GET',
  path: '/wps/system/domainRoute',
  scope: 'visitor',
  tag,
  summary: 'The alternative domains (lines) for a device',
  errors: [],
  schemas: (s) => ({ query: s.domainRouteQuerySchema, value: s.domainRouteSchema }),
});

/** Answered from any origin (the line-detection page measures other domains). */
export const pingLine = defineCall(schemas, {
  method: 'GET',
  path: '/wps/system/test/ping',
  scope: 'visitor',
  noStore: true,
  tag,
  summary: 'Line detection: answers at once, from any origin, never cached',
  errors: [],
  schemas: (s) => ({ query: s.pingQuerySchema, value: s.pingSchema }),
});

export const getHelpCenter = defineCall(schemas, {
  method: 'GET',
  path: '/wps/system/helpCenter',
  scope: 'visitor',
  tag,
  summary: 'Help centre categories and articles in the caller’s language',
  errors: [],
  schemas: (s) => ({ query: s.helpCenterQuerySchema, value: s.helpCenterSchema }),
});

// ---- The operator's calls (/admin/system/...), each change audited ----

export const setMaintenance = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/system/maintenance',
  scope: 'operator',
  permission: 'system.manage',
  tag: operatorTag,
  summary: 'Turn maintenance on or off',
  errors: [],
  schemas: (s) => ({ body: s.setMaintenanceSchema, value: s.maintenanceSchema }),
});

export const getRegionRules = defineCall(schemas, {
  method: 'GET',
  path: '/admin/system/region',
  scope: 'operator',
  permission: 'system.manage',
  tag: operatorTag,
  summary: 'The region rules',
  errors: [],
  schemas: (s) => ({ value: s.regionRulesSchema }),
});

export const setRegionRules = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/system/region',
  scope: 'operator',
  permission: 'system.manage',
  tag: operatorTag,
  summary: 'Replace the blocked countries and CIDR blocks',
  errors: [],
  schemas: (s) => ({ body: s.setRegionRulesSchema, value: s.regionRulesSchema }),
});

export const setFeatureSwitch = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/system/switches/:modId',
  scope: 'operator',
  permission: 'system.manage',
  tag: operatorTag,
  summary: 'Turn a feature switch on or off',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.switchParamsSchema, body: s.setSwitchSchema, value: s.whitelabelTreeSchema }),
});

export const setRegisterRule = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/system/register-rules/:field',
  scope: 'operator',
  permission: 'system.manage',
  tag: operatorTag,
  summary: 'Change the rule of a registration field',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.fieldParamsSchema, body: s.setFieldRuleSchema, value: s.fieldRulesSchema }),
});

export const setDomainRoutes = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/system/domain-routes/:device',
  scope: 'operator',
  permission: 'system.manage',
  tag: operatorTag,
  summary: 'Replace the lines (alternative domains) of a device, in the given order',
  errors: [],
  schemas: (s) => ({
    params: s.deviceParamsSchema,
    body: s.setDomainRoutesSchema,
    value: s.domainRouteSchema,
  }),
});

export const setResource = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/system/resources/:resourceType',
  scope: 'operator',
  permission: 'system.manage',
  tag: operatorTag,
  summary: 'Set a downloadable resource (SERVICE, MOBILECONFIG, Android, ...); answers every resource',
  errors: [],
  schemas: (s) => ({ params: s.resourceParamsSchema, body: s.setResourceSchema, value: s.resourcesSchema }),
});

export const removeResource = defineCall(schemas, {
  method: 'DELETE',
  path: '/admin/system/resources/:resourceType',
  scope: 'operator',
  permission: 'system.manage',
  tag: operatorTag,
  summary: 'Remove a resource; answers the resources left',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.resourceParamsSchema, value: s.resourcesSchema }),
});

export const setCustomerService = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/system/customer-service',
  scope: 'operator',
  permission: 'system.manage',
  tag: operatorTag,
  summary: 'Replace the customer-service entries, in the given order',
  errors: [],
  schemas: (s) => ({ body: s.setCustomerServiceSchema, value: s.customerServiceListSchema }),
});
