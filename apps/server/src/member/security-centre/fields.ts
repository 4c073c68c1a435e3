import type { FieldRuleValue } from '@lotus/contract/system';
import { translateMessage } from '@lotus/i18n/messages';
import { AppError } from '../../platform/http/app-error.ts';
import { checkFieldValues } from '../registration-rules.ts';

/**
 * Product notes' defaults for the security centre's fields, used when the brand has no rule of its
 * own for one: a brand that never configured them still gets a checked address and 6 digits.
 */
const defaultRules: readonly FieldRuleValue[] = [
  {
    field: 'email',
    patternId: 3,
    acceptedPattern: null,
    minLength: 6,
    maxLength: 64,
    required: true,
    confirmOf: null,
  },
  {
    field: 'paymentPassword',
    patternId: 6,
    acceptedPattern: null,
    minLength: 6,
    maxLength: 6,
    required: true,
    confirmOf: null,
  },
];

function withDefaults(rules: readonly FieldRuleValue[]): FieldRuleValue[] {
  const own = new Set(rules.map((rule) => rule.field));
  return [...rules, ...defaultRules.filter((rule) => !own.has(rule.field))];
}

/** The address trimmed, or error_email_missing / error_validation (fields.email) by the `email` rule. */
export function checkEmail(
  value: string | undefined,
  rules: readonly FieldRuleValue[],
  language: string,
): string {
  const email = value?.trim() ?? '';
  if (email === '') throw new AppError('error_email_missing');
  checkFieldValues({ email }, withDefaults(rules), language);
  return email;
}

/**
 * A new payment password against the brand's `paymentPassword` rule (error_validation under
 * `paymentPassword`), then its confirmation (error_password_mismatch under `confirmPaymentPassword`).
 */
export function checkNewPaymentPassword(
  paymentPassword: string,
  confirmPaymentPassword: string,
  rules: readonly FieldRuleValue[],
  language: string,
): void {
  checkFieldValues({ paymentPassword }, withDefaults(rules), language);
  if (confirmPaymentPassword !== paymentPassword) {
    const label = translateMessage(language, 'auth.paymentPassword');
    const text = translateMessage(language, 'validation.mismatch', {
      field: label === 'auth.paymentPassword' ? 'paymentPassword' : label,
    });
    throw new AppError('error_password_mismatch', { fields: { confirmPaymentPassword: text } });
  }
}
