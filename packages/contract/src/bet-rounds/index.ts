// The bet-rounds calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/bet-rounds/schemas).
export type {
  AdminBetRecord,
  AdminBetRecordPage,
  AdminBetRecordQuery,
  AdminBetRound,
  BetRound,
  BetRoundDetail,
  VendorRoundTransaction,
} from './schemas.ts';
