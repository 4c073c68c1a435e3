import type { FieldRuleValue } from '@lotus/contract/system';
import { AppError } from '../platform/http/app-error.ts';

/** Product notes: a VN mobile number is 10 digits; the brand's `mobileNum` rule may say otherwise. */
const defaultLength = { min: 10, max: 10 } as const;

/** The number as stored (digits only), or error_phone_missing / error_phone_invalid. */
export function checkPhone(value: string | undefined, rules: readonly FieldRuleValue[]): string {
  const phone = value?.trim() ?? '';
  if (phone === '') throw new AppError('error_phone_missing');
  const rule = rules.find((row) => row.field === 'mobileNum');
  const min = rule?.minLength ?? defaultLength.min;
  const max = rule?.maxLength ?? defaultLength.max;
  if (!/^\d+$/.test(phone) || phone.length < min || phone.length > max)
    throw new AppError('error_phone_invalid');
  return phone;
}
