import { defineCall } from '../call.ts';

// The bets calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/bets/schemas).
export type { BetRecord, BetRecordPage, BetRecordQuery, ProfitLoss, ProfitLossQuery } from './schemas.ts';

const schemas = () => import('./schemas.ts');
const tag = 'bets';

/** Only the session's own rounds, ever: no member id travels in these paths. */
export const listBetRecord = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/bets',
  scope: 'member',
  tag,
  summary:
    'The logged-in member’s rounds placed from `from` to `to` (days in the brand’s time zone; default the last 7), newest first, paged',
  errors: [],
  schemas: (s) => ({ query: s.betRecordQuerySchema, value: s.betRecordPageSchema }),
});

export const getProfitLoss = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/bets/profit-loss',
  scope: 'member',
  tag,
  summary:
    'The logged-in member’s settled rounds from `from` to `to`: stake, payout and net per day (brand time zone) and per game type',
  errors: [],
  schemas: (s) => ({ query: s.profitLossQuerySchema, value: s.profitLossSchema }),
});
