import { defineCall } from '../call.ts';

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

const schemas = () => import('./schemas.ts');
/** PAPPU is a house game: its calls are listed with the others. */
const tag = 'house games';

/** The room's state is public; with a valid token it also carries the member's own bet (a stale one is answered as a visitor). */
export const getCrashRoom = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/house/crash',
  scope: 'visitor',
  noStore: true,
  tag,
  summary:
    'The PAPPU room now: the round (seed hash; seed and crash point once crashed), its players, the last 20 crash points, and with a token the member’s own bet',
  errors: ['error_maintenance'],
  schemas: (s) => ({ value: s.crashStateSchema }),
});

export const placeCrashBet = defineCall(schemas, {
  method: 'POST',
  path: '/wps/relay/house/crash/bets',
  scope: 'member',
  tag,
  summary:
    'A bet on the coming round (betting phase only, one a round), with an optional automatic cash-out; the same idempotencyKey answers the first bet (another request: error_conflict)',
  closedInMaintenance: true,
  errors: [
    'error_maintenance',
    'error_crash_betting_closed',
    'error_crash_already_bet',
    'error_free_play_not_offered',
    'error_conflict',
    'error_insufficient_funds',
    'error_operation_not_allowed',
    'error_loss_limit_reached',
    'error_timed_out',
    'error_self_excluded',
  ],
  schemas: (s) => ({ body: s.crashBetRequestSchema, value: s.crashBetResultSchema }),
});

export const cashOutCrashBet = defineCall(schemas, {
  method: 'POST',
  path: '/wps/relay/house/crash/cashout',
  scope: 'member',
  tag,
  summary: 'Cashes out the member’s bet of the running round at the server’s multiplier now',
  closedInMaintenance: true,
  errors: ['error_maintenance', 'error_crash_no_bet', 'error_crash_cash_out_closed'],
  schemas: (s) => ({ value: s.crashCashOutResultSchema }),
});

export const listCrashRounds = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/house/crash/rounds',
  scope: 'visitor',
  tag,
  summary: 'Crashed rounds, newest first, with their revealed server seeds to verify',
  errors: [],
  schemas: (s) => ({ query: s.crashRoundsQuerySchema, value: s.crashRoundPageSchema }),
});
