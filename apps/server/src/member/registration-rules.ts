import type { RegisterRequest } from '@lotus/contract/auth';
import type { FieldRuleValue } from '@lotus/contract/system';
import { translateMessage } from '@lotus/i18n/messages';
import { isPatternId, problemMessage, validateField } from '@lotus/validation';
import type { FieldRule } from '@lotus/validation';
import { AppError } from '../platform/http/app-error.ts';

/** The request's text fields by the names the brand's field rules use. */
function formValues(request: RegisterRequest): Record<string, string> {
  const values: Record<string, string> = {
    username: request.username,
    password: request.password,
    confirmPassword: request.confirmPassword,
  };
  const optional = {
    payeeName: request.payeeName,
    mobileNum: request.mobileNum,
    email: request.email,
    paymentPassword: request.paymentPassword,
    affiliateCode: request.affiliateCode,
  };
  for (const [field, value] of Object.entries(optional)) if (value !== undefined) values[field] = value;
  return values;
}

function labelOf(language: string, field: string): string {
  const key = `auth.${field}`;
  const label = translateMessage(language, key);
  return label === key ? field : label;
}

function toRule(row: FieldRuleValue): FieldRule | null {
  if (!isPatternId(row.patternId)) return null;
  return { ...row, patternId: row.patternId };
}

/**
 * Checks the request against the brand's register field rules, the same rows the registration form
 * receives, so the server never accepts what the form would refuse (nor the reverse). A wrong
 * confirmation is its own error (error_password_mismatch) only when nothing else is wrong.
 */
export function checkRegisterFields(
  request: RegisterRequest,
  rules: readonly FieldRuleValue[],
  language: string,
): void {
  const values = formValues(request);
  const problems: Record<string, string> = {};
  let mismatch: string | undefined;
  for (const row of rules) {
    const rule = toRule(row);
    // Rules for fields this form does not send (payment password, birthday...) apply elsewhere.
    if (!rule || (!Object.hasOwn(values, rule.field) && !rule.required)) continue;
    const problem = validateField(rule, values[rule.field], values);
    if (!problem || Object.hasOwn(problems, rule.field)) continue;
    const label = labelOf(language, problem.kind === 'mismatch' ? problem.other : rule.field);
    const message = problemMessage(problem, label);
    const text = translateMessage(language, message.key, message.params);
    if (problem.kind === 'mismatch') mismatch ??= text;
    else problems[rule.field] = text;
  }
  if (Object.keys(problems).length > 0) throw new AppError('error_validation', { fields: problems });
  if (mismatch !== undefined || request.confirmPassword !== request.password) {
    const text =
      mismatch ?? translateMessage(language, 'validation.mismatch', { field: labelOf(language, 'password') });
    throw new AppError('error_password_mismatch', { fields: { confirmPassword: text } });
  }
}

/**
 * A new password (change or reset) against the brand's `password` rule, the problem reported under
 * `newPassword`; then the confirmation (error_password_mismatch).
 */
export function checkNewPasswordFields(
  newPassword: string,
  confirmPassword: string,
  rules: readonly FieldRuleValue[],
  language: string,
): void {
  const row = rules.find((candidate) => candidate.field === 'password');
  const rule = row === undefined ? null : toRule(row);
  const problem = rule === null ? null : validateField({ ...rule, required: true }, newPassword, {});
  if (problem !== null && problem.kind !== 'mismatch') {
    const message = problemMessage(problem, labelOf(language, 'newPassword'));
    throw new AppError('error_validation', {
      fields: { newPassword: translateMessage(language, message.key, message.params) },
    });
  }
  if (newPassword === '') {
    const label = labelOf(language, 'newPassword');
    throw new AppError('error_validation', {
      fields: { newPassword: translateMessage(language, 'validation.required', { field: label }) },
    });
  }
  if (confirmPassword !== newPassword) {
    const text = translateMessage(language, 'validation.mismatch', {
      field: labelOf(language, 'newPassword'),
    });
    throw new AppError('error_password_mismatch', { fields: { confirmPassword: text } });
  }
}

/**
 * Any form's fields against the brand's rules of the same names (payment password, email, mobile,
 * nickname, birthday...): every field given in `values` is checked as required, fields without a
 * rule pass. Problems are reported under each field's name (error_validation).
 */
export function checkFieldValues(
  values: Readonly<Record<string, string>>,
  rules: readonly FieldRuleValue[],
  language: string,
): void {
  const problems: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    const row = rules.find((candidate) => candidate.field === field);
    const rule = row === undefined ? null : toRule(row);
    if (rule === null) continue;
    const problem = validateField({ ...rule, required: true, confirmOf: null }, value, values);
    if (problem === null || problem.kind === 'mismatch') continue;
    const message = problemMessage(problem, labelOf(language, field));
    problems[field] = translateMessage(language, message.key, message.params);
  }
  if (Object.keys(problems).length > 0) throw new AppError('error_validation', { fields: problems });
}
