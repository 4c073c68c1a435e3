import { forbiddenCharactersCode, isCleanText } from '@lotus/contract/free-text';
import { nationalityCodes, sourcesOfIncome } from '@lotus/contract/values';
import type { UpdateProfileRequest } from '@lotus/contract/profile';
import type { FieldRuleValue } from '@lotus/contract/system';
import { translateMessage } from '@lotus/i18n/messages';
import { matchesPattern } from '@lotus/validation';
import { AppError, isAppError } from '../../platform/http/app-error.ts';
import { checkFieldValues } from '../registration-rules.ts';

/** The text fields of a profile update, by the names the brand's field rules use. */
export const profileTextFields = [
  'nickname',
  'payeeName',
  'birthday',
  'zalo',
  'whatsapp',
  'facebook',
  'telegram',
  'line',
  'wechat',
  'qq',
  'idNumber',
  'nationality',
  'address',
  'occupation',
  'sourceOfIncome',
  'region',
] as const;
export type ProfileTextField = (typeof profileTextFields)[number];

function rule(
  field: ProfileTextField,
  patternId: number,
  minLength: number,
  maxLength: number,
  acceptedPattern: string | null = null,
): FieldRuleValue {
  return { field, patternId, acceptedPattern, minLength, maxLength, required: false, confirmOf: null };
}

/**
 * The rules of migration 0012 and the demo seed, used for a field the brand has no rule for, so a
 * brand whose operator removed one still stores nothing unchecked.
 */
const defaultRules: readonly FieldRuleValue[] = [
  rule('nickname', 0, 2, 20),
  rule('payeeName', 12, 2, 50, '[A-Za-z ]+'),
  rule('birthday', 11, 10, 10),
  ...(['zalo', 'whatsapp', 'facebook', 'telegram', 'line', 'wechat', 'qq'] as const).map((field) =>
    rule(field, 9, 2, 50),
  ),
  rule('idNumber', 14, 6, 20),
  rule('nationality', 14, 2, 2, '[A-Z]{2}'),
  rule('address', 0, 5, 200),
  rule('occupation', 0, 2, 50),
  rule('sourceOfIncome', 14, 2, 30),
  rule('region', 0, 2, 50),
];

function withDefaults(rules: readonly FieldRuleValue[]): FieldRuleValue[] {
  const own = new Set(rules.map((candidate) => candidate.field));
  return [...rules, ...defaultRules.filter((candidate) => !own.has(candidate.field))];
}

/** Words only this check says (like messages.ts): Vietnamese for `vi`, English otherwise. */
const words = {
  en: {
    underAge: 'You must be 18 or older',
    unrealBirthday: 'Please enter your real date of birth',
    nationality: 'Please choose a country from the list',
    sourceOfIncome: 'Please choose one of the offered options',
  },
  vi: {
    underAge: 'Bạn phải từ đủ 18 tuổi trở lên',
    unrealBirthday: 'Vui lòng nhập đúng ngày sinh của bạn',
    nationality: 'Vui lòng chọn một quốc gia trong danh sách',
    sourceOfIncome: 'Vui lòng chọn một trong các lựa chọn có sẵn',
  },
} as const;

function wordsFor(language: string) {
  return language.toLowerCase().startsWith('vi') ? words.vi : words.en;
}

export const minimumAge = 18;
const earliestBirthYear = 1900;
const nationalities = new Set<string>(nationalityCodes);
const incomeSources = new Set<string>(sourcesOfIncome);

/** Today's date (yyyy-MM-dd) in the brand's time zone: a birthday turns at the member's midnight. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** True when someone born on `birthday` (a real yyyy-MM-dd date) is `minimumAge` or older on `today`. */
export function isAdultOn(birthday: string, today: string): boolean {
  const year = Number(birthday.slice(0, 4)) + minimumAge;
  // Born on 29 February: of age on 1 March in a common year (string order puts 02-29 after 02-28).
  return `${String(year).padStart(4, '0')}${birthday.slice(4)}` <= today;
}

/**
 * The update's text values trimmed, with nationality in capitals: what is checked is what is stored.
 * An empty value means "clear the field".
 */
export function normaliseProfileText(request: UpdateProfileRequest): Map<ProfileTextField, string> {
  const values = new Map<ProfileTextField, string>();
  for (const field of profileTextFields) {
    const value = request[field];
    if (value === undefined) continue;
    const trimmed = value.trim();
    values.set(field, field === 'nationality' ? trimmed.toUpperCase() : trimmed);
  }
  return values;
}

/**
 * The non-empty values against the brand's rules (checkFieldValues, with this module's defaults for
 * fields without one), then what a pattern cannot say: a birthday of someone 18 or older, a known
 * country, a known source of income. Every problem of the request is reported at once under its
 * field (error_validation).
 *
 * The free-text rule (@lotus/contract/free-text) is checked first: the profile's schema refuses such
 * text already, and a caller that updates the profile from its own request (the first bank
 * account's payee name) is held to it here too (error_forbidden_characters, naming the field).
 */
export function checkProfileValues(
  values: ReadonlyMap<ProfileTextField, string>,
  rules: readonly FieldRuleValue[],
  context: { language: string; today: string },
): void {
  const text = wordsFor(context.language);
  const forbidden = [...values].filter(([, value]) => !isCleanText(value, 'single')).map(([field]) => field);
  if (forbidden[0] !== undefined) {
    const advice = translateMessage(context.language, 'validation.forbiddenCharacters');
    throw new AppError(forbiddenCharactersCode, {
      fields: Object.fromEntries(forbidden.map((field) => [field, advice])),
      params: { field: forbidden[0] },
    });
  }
  const problems: Record<string, string> = {};
  const given: Record<string, string> = {};
  for (const [field, value] of values) if (value !== '') given[field] = value;
  try {
    checkFieldValues(given, withDefaults(rules), context.language);
  } catch (error) {
    if (!isAppError(error) || error.fields === undefined) throw error;
    Object.assign(problems, error.fields);
  }
  const birthday = given.birthday;
  if (birthday !== undefined && !Object.hasOwn(problems, 'birthday')) {
    // The column is a date whatever kind the brand's rule names: only a real yyyy-MM-dd is stored.
    if (!matchesPattern(11, birthday) || Number(birthday.slice(0, 4)) < earliestBirthYear) {
      problems.birthday = text.unrealBirthday;
    } else if (!isAdultOn(birthday, context.today)) {
      problems.birthday = text.underAge;
    }
  }
  const nationality = given.nationality;
  if (
    nationality !== undefined &&
    !Object.hasOwn(problems, 'nationality') &&
    !nationalities.has(nationality)
  ) {
    problems.nationality = text.nationality;
  }
  const source = given.sourceOfIncome;
  if (source !== undefined && !Object.hasOwn(problems, 'sourceOfIncome') && !incomeSources.has(source)) {
    problems.sourceOfIncome = text.sourceOfIncome;
  }
  if (Object.keys(problems).length > 0) throw new AppError('error_validation', { fields: problems });
}
