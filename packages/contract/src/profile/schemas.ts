import { z } from 'zod';
import { memberParamsSchema } from '../auth/schemas.ts';
import { avatarCount } from '../values.ts';
import { singleLineText } from '../free-text-schemas.ts';

/** The operator's read of a profile names the member as the other operator calls on members do. */
export { memberParamsSchema };

export { avatarCount, nationalityCodes, sourcesOfIncome } from '../values.ts';
export type { SourceOfIncome } from '../values.ts';

/**
 * The member's profile: personal details, messenger ids and the KYC fields (spec section 3). The
 * mobile number and email are shown masked and changed only in the security centre.
 */

/** GET /wps/member/profile: the logged-in member's profile. Unset fields are null. */
export const memberProfileSchema = z.object({
  username: z.string(),
  nickname: z.string().nullable(),
  /** The real name withdrawals pay to: set once by the member, then only the operator changes it. */
  payeeName: z.string().nullable(),
  payeeNameLocked: z.boolean(),
  /** Masked ("a***@example.com"); changed in the security centre. */
  email: z.string().nullable(),
  /** Masked ("091****678"); changed in the security centre. */
  mobileNum: z.string().nullable(),
  /** yyyy-MM-dd. */
  birthday: z.string().nullable(),
  zalo: z.string().nullable(),
  whatsapp: z.string().nullable(),
  facebook: z.string().nullable(),
  telegram: z.string().nullable(),
  line: z.string().nullable(),
  wechat: z.string().nullable(),
  qq: z.string().nullable(),
  idNumber: z.string().nullable(),
  /** ISO 3166-1 alpha-2 (one of nationalityCodes). */
  nationality: z.string().nullable(),
  address: z.string().nullable(),
  occupation: z.string().nullable(),
  /** One of sourcesOfIncome. */
  sourceOfIncome: z.string().nullable(),
  region: z.string().nullable(),
  /** 1..avatarCount; the default is chosen from the account id until the member picks one. */
  avatarId: z.number().int().min(1).max(avatarCount),
  avatarUrl: z.string(),
  /** Real name, birthday, ID number, nationality and address are all given. */
  kycComplete: z.boolean(),
  createdAt: z.iso.datetime(),
  profileUpdatedAt: z.iso.datetime().nullable(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** A text field of the update: its format comes from the brand's field rules; '' clears it. */
const profileText = singleLineText({ max: 500 }).optional();

/**
 * PUT /wps/member/profile (plain JSON): a partial update; an absent field is left as it is, an empty
 * string clears an optional one. payeeName can only be set while it is unset
 * (error_real_name_locked after). Unknown fields (email, mobileNum, username...) are refused.
 */
export const updateProfileRequestSchema = z.strictObject({
  nickname: profileText,
  payeeName: profileText,
  /** yyyy-MM-dd; the member must be 18 or older. */
  birthday: profileText,
  zalo: profileText,
  whatsapp: profileText,
  facebook: profileText,
  telegram: profileText,
  line: profileText,
  wechat: profileText,
  qq: profileText,
  idNumber: profileText,
  nationality: profileText,
  address: profileText,
  occupation: profileText,
  sourceOfIncome: profileText,
  region: profileText,
  /** 1..avatarCount; null goes back to the default picture. */
  avatarId: z.number().int().min(1).max(avatarCount).nullable().optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** GET /wps/member/info/icon: the member's picture, a path on the member site. */
export const memberIconSchema = z.object({
  avatarId: z.number().int().min(1).max(avatarCount),
  url: z.string(),
});
export type MemberIcon = z.infer<typeof memberIconSchema>;

/** GET /admin/members/:username/profile: the whole profile for KYC review, contacts unmasked. */
export const operatorMemberProfileSchema = memberProfileSchema.extend({
  id: z.string(),
  status: z.enum(['active', 'locked', 'closed']),
  isDemo: z.boolean(),
  emailVerified: z.boolean(),
  mobileVerified: z.boolean(),
});
export type OperatorMemberProfile = z.infer<typeof operatorMemberProfileSchema>;
