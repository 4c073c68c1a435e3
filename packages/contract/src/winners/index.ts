// The winners calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/winners/schemas).
export type {
  Leaderboard,
  LeaderboardEntry,
  LeaderboardPeriod,
  LeaderboardQuery,
  WinnerPage,
  WinnersListQuery,
} from './schemas.ts';
