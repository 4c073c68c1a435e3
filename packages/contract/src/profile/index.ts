// The profile calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/profile/schemas).
export type { MemberIcon, MemberProfile, OperatorMemberProfile, UpdateProfileRequest } from './schemas.ts';
