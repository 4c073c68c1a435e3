import { defineCall } from '../call.ts';

// The profile calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/profile/schemas).
export type { MemberIcon, MemberProfile, OperatorMemberProfile, UpdateProfileRequest } from './schemas.ts';

const schemas = () => import('./schemas.ts');
const tag = 'member';

/**
 * The member's own profile and picture. There is no id or name in these paths: a member can only
 * ever read or change the profile of the session's account.
 */
export const getOwnProfile = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/profile',
  scope: 'member',
  tag,
  summary: 'The logged-in member’s profile (email and mobile number masked)',
  errors: [],
  schemas: (s) => ({ value: s.memberProfileSchema }),
});

export const updateOwnProfile = defineCall(schemas, {
  method: 'PUT',
  path: '/wps/member/profile',
  scope: 'member',
  tag,
  summary:
    'Change some profile fields (empty string clears one; the real name only while unset); answers the new profile',
  errors: ['error_operation_not_allowed', 'error_real_name_locked'],
  schemas: (s) => ({ body: s.updateProfileRequestSchema, value: s.memberProfileSchema }),
});

export const getOwnIcon = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/info/icon',
  scope: 'member',
  tag,
  summary: 'The logged-in member’s picture: its number and its path on the member site',
  errors: [],
  schemas: (s) => ({ value: s.memberIconSchema }),
});

export const getMemberProfileForOperator = defineCall(schemas, {
  method: 'GET',
  path: '/admin/members/:username/profile',
  scope: 'operator',
  permission: 'members.read',
  tag: 'operator: members',
  summary: 'A member’s whole profile, contacts unmasked, for KYC review (the read is audited)',
  errors: ['error_account_not_found'],
  schemas: (s) => ({ params: s.memberParamsSchema, value: s.operatorMemberProfileSchema }),
});
