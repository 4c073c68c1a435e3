// The social calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/social/schemas).
export type {
  SocialLink,
  SocialLinkStart,
  SocialLoginRequest,
  SocialPopupMessage,
  SocialProvider,
  SocialProviderEntry,
} from './schemas.ts';
