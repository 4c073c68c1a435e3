import { defineCall } from '../call.ts';

// The winners calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/winners/schemas).
export type {
  Leaderboard,
  LeaderboardEntry,
  LeaderboardPeriod,
  LeaderboardQuery,
  WinnerPage,
  WinnersListQuery,
} from './schemas.ts';

const schemas = () => import('./schemas.ts');
/** The winners are the house games' board: their calls are listed with them. */
const tag = 'house games';

/** Public (masked players, no login needed, like the jackpot counter) and live: never cached. */
export const getWinnersBoard = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/winners',
  scope: 'visitor',
  noStore: true,
  tag,
  summary:
    'The 20 latest wins at or above the winners threshold (house and vendor games, jackpots), newest first',
  errors: [],
  schemas: (s) => ({ value: s.winnersSchema }),
});

export const listWinners = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/winners/list',
  scope: 'visitor',
  noStore: true,
  tag,
  summary: 'The wins at or above the winners threshold, newest first, paged (the latest 1,000 at most)',
  errors: [],
  schemas: (s) => ({ query: s.winnersListQuerySchema, value: s.winnerPageSchema }),
});

export const getLeaderboard = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/winners/leaderboard',
  scope: 'visitor',
  noStore: true,
  tag,
  summary: "The 20 biggest single wins of the current day or week (from Monday) in the brand's time zone",
  errors: [],
  schemas: (s) => ({ query: s.leaderboardQuerySchema, value: s.leaderboardSchema }),
});
