// The bets calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/bets/schemas).
export type { BetRecord, BetRecordPage, BetRecordQuery, ProfitLoss, ProfitLossQuery } from './schemas.ts';
