import type { MemberProfile } from '@lotus/contract/profile';

/** The profile's editable text fields, by section; each is also a field rule and an `auth.<field>` label. */
export const personalFields = ['nickname', 'birthday', 'occupation', 'region'] as const;
export const identityFields = ['payeeName', 'idNumber', 'nationality', 'sourceOfIncome', 'address'] as const;
export const messengerFields = ['zalo', 'whatsapp', 'facebook', 'telegram', 'line', 'wechat', 'qq'] as const;

export type ProfileTextField =
  (typeof personalFields)[number] | (typeof identityFields)[number] | (typeof messengerFields)[number];

export const profileTextFields: readonly ProfileTextField[] = [
  ...personalFields,
  ...identityFields,
  ...messengerFields,
];

export type ProfileValues = Record<ProfileTextField, string>;

export function valuesOf(profile: MemberProfile): ProfileValues {
  const values = {} as ProfileValues;
  for (const field of profileTextFields) values[field] = profile[field] ?? '';
  return values;
}

/** Only what changed goes to the server (a partial update), so an untouched locked name is never sent. */
export function changedFields(profile: MemberProfile, values: ProfileValues): Partial<ProfileValues> {
  const changes: Partial<ProfileValues> = {};
  for (const field of profileTextFields) {
    if (values[field].trim() !== (profile[field] ?? '')) changes[field] = values[field].trim();
  }
  return changes;
}
