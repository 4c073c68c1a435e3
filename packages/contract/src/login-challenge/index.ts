// The login-challenge calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/login-challenge/schemas).
export type {
  ChallengeAnswerRequest,
  ChallengeFactor,
  LoginChallenge,
  LoginResult,
  RecoveryCodes,
  TotpSetup,
  TotpStatus,
} from './schemas.ts';
