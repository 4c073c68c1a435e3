import { defineCall } from '../call.ts';

// The bet-rounds calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/bet-rounds/schemas).
export type {
  AdminBetRecordPage,
  AdminBetRecordQuery,
  AdminBetRound,
  BetRound,
  BetRoundDetail,
} from './schemas.ts';

const schemas = () => import('./schemas.ts');
const operatorTag = 'operator: bets';

/**
 * `/wps/relay/bets/profit-loss` (bets) is never taken for an id: the router prefers a static
 * segment, and an id is digits only.
 */
export const getBetRound = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/bets/:id',
  scope: 'member',
  tag: 'bets',
  summary:
    'One of the logged-in member’s rounds with its details: a vendor’s transactions, or a house or PAPPU round’s seeds and outcome',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.betRoundParamsSchema, value: s.betRoundSchema }),
});

export const listBetsForOperator = defineCall(schemas, {
  method: 'GET',
  path: '/admin/bets',
  scope: 'operator',
  permission: 'wallet.read',
  tag: operatorTag,
  summary:
    'Every round of every game of the brand placed from `from` to `to` (days in the brand’s time zone; default the last 7), newest first, by member, vendor, game, game type and status',
  errors: [],
  schemas: (s) => ({ query: s.adminBetRecordQuerySchema, value: s.adminBetRecordPageSchema }),
});

export const getBetRoundForOperator = defineCall(schemas, {
  method: 'GET',
  path: '/admin/bets/:id',
  scope: 'operator',
  permission: 'wallet.read',
  tag: operatorTag,
  summary:
    'One round of any member with its details: a vendor’s transactions, or a house or PAPPU round with its server seed',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.betRoundParamsSchema, value: s.adminBetRoundSchema }),
});
