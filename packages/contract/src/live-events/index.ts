// The live-events calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/live-events/schemas).
export type {
  BalanceLiveEvent,
  LiveReady,
  LiveStreamQuery,
  LiveTicket,
  LiveTopic,
  PublicLiveTopic,
  SignedInLiveTopic,
} from './schemas.ts';
