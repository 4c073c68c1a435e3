// The crash calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/crash/schemas).
export type {
  CrashBetRequest,
  CrashBetResult,
  CrashCashOutResult,
  CrashLiveEvent,
  CrashMyBet,
  CrashPhase,
  CrashPlayer,
  CrashRevealedRound,
  CrashRound,
  CrashRoundPage,
  CrashState,
} from './schemas.ts';
