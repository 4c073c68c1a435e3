import { defineCall } from '../call.ts';

// The vendor simulator's calls (a simulated third party's site, not the platform's API). Its zod
// schemas are in ./schemas.ts (@lotus/contract/vendor-simulator/schemas).

const schemas = () => import('./schemas.ts');
const tag = 'vendor simulator';

export const openSimulatorGame = defineCall(schemas, {
  method: 'GET',
  path: '/vendor-sim/play',
  scope: 'visitor',
  tag,
  summary:
    'The simulator’s game page (HTML) the member site frames at launch: ?vendor=&game=&token=&player=&lang=; a bad link is a 400 page',
  noStore: true,
  errors: [],
  schemas: (s) => ({ value: s.simulatorPageSchema }),
});

export const simulatorBalance = defineCall(schemas, {
  method: 'POST',
  path: '/vendor-sim/balance',
  scope: 'visitor',
  tag,
  summary:
    'The player’s balance as the vendor reads it (a signed balance call); the platform’s refusal is answered with 409',
  errors: ['error_vendor_not_found', 'error_account_not_found', 'error_operation_not_allowed'],
  schemas: (s) => ({ body: s.simulatorBalanceRequestSchema, value: s.vendorBalanceSchema }),
});

export const playSimulatorRound = defineCall(schemas, {
  method: 'POST',
  path: '/vendor-sim/rounds',
  scope: 'visitor',
  tag,
  summary: 'Plays one round through the platform’s wallet API (debit, draw, credit) and answers its log line',
  errors: ['error_vendor_not_found'],
  schemas: (s) => ({ body: s.simulatorRoundRequestSchema, value: s.simulatorRoundSchema }),
});

export const simulatorStats = defineCall(schemas, {
  method: 'GET',
  path: '/vendor-sim/stats',
  scope: 'visitor',
  tag,
  summary: 'The simulator process’s counters (no player data): what the big run prints',
  errors: [],
  schemas: (s) => ({ value: s.simulatorStatsSchema }),
});
