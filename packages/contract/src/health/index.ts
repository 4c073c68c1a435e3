import { defineCall } from '../call.ts';

// The health check. The zod schema is in ./schemas.ts (@lotus/contract/health/schemas).

const schemas = () => import('./schemas.ts');

/** Read by load balancers and `pnpm start`'s users: bare (no envelope), 503 while the database is down. */
export const checkHealth = defineCall(schemas, {
  method: 'GET',
  path: '/health',
  scope: 'visitor',
  tag: 'system',
  summary:
    'Health check: `{ status: "ok", database: "up" }`, or 503 with `degraded` while the database is down',
  noStore: true,
  bare: true,
  errors: [],
  schemas: (s) => ({ value: s.healthSchema }),
});
