/**
 * The 17 built-in pattern kinds of the field-rule engine (`patternId` 0..16).
 *
 * General rules that hold for every kind:
 * - A kind describes a *non-empty* value: every kind except 0 rejects `''`. (The engine never asks a
 *   kind about an empty value — emptiness is handled by `required`, see `rules.ts`.)
 * - Nothing is trimmed or normalised: a leading/trailing space is part of the value. Both NFC and NFD
 *   spellings of accented letters are accepted wherever letters with combining marks are accepted.
 * - "ASCII letters" means `A–Z a–z`, "ASCII digits" means `0–9`.
 * - ReDoS safety: every regular expression below is a single anchored character class with one `+`
 *   (or a fixed `{n}` count), with no nested or adjacent ambiguous quantifiers, so each test is linear
 *   in the length of the value. Extra conditions (e.g. "contains a digit", "no double space") are
 *   separate linear checks rather than lookaheads.
 */

/** The id of a built-in pattern kind. */
export type PatternId = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16;

/** All pattern ids, in order. */
export const patternIds: readonly PatternId[] = Object.freeze([
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
] satisfies PatternId[]);

/** True when `value` is one of the pattern ids 0..16 (an integer number, not a numeric string). */
export function isPatternId(value: unknown): value is PatternId {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 16;
}

// ---------------------------------------------------------------------------------------------------
// Building blocks (all linear).

const asciiAlnum = /^[A-Za-z0-9]+$/;
const asciiLetter = /[A-Za-z]/;
const asciiUpper = /[A-Z]/;
const asciiDigit = /[0-9]/;
const asciiDigits = /^[0-9]+$/;
const startsWithAsciiLetter = /^[A-Za-z]/;
const startsWithLetter = /^\p{L}/u;
const startsWithLetterOrDigit = /^[\p{L}\p{Nd}]/u;
const startsWithMark = /^\p{M}/u;

/** Kind 2: letters and combining marks ... */
const lettersAndMarks = /^[\p{L}\p{M}]+$/u;
/** ... each of the Latin, Han, Hiragana or Katakana script, or an inherited combining mark (e.g. a
 * decomposed Vietnamese accent, the combining kana voicing marks), or the prolonged sound mark ー. */
const latinHanKanaScripts =
  /^[\p{Script=Latin}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Inherited}\u30FC]+$/u;

/** Kind 3 pieces. */
const emailLocalChars = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const domainLabelChars = /^[A-Za-z0-9-]+$/;
const topLevelDomain = /^[A-Za-z]{2,63}$/;

/** Kind 4. */
const unicodeAlnum = /^[\p{L}\p{M}\p{Nd}]+$/u;

/** Kind 8. */
const englishLettersAndSpaces = /^[A-Za-z ]+$/;

/** Kind 9: `\s` with the `u` flag is Unicode whitespace (incl. NBSP, U+3000, line breaks, BOM). */
const noWhitespace = /^\S+$/u;

/** Kind 10: the allowed repertoire. */
const chineseAndPunctuation = new RegExp(
  '^[' +
    '\\u3099-\\u309C' + // kana voicing marks (combining and spacing)
    '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}' +
    '\\u3001-\\u303F' + // CJK Symbols and Punctuation, except U+3000 IDEOGRAPHIC SPACE
    '\\u30A0\\u30FB\\u30FC' + // ゠ ・ ー
    '\\u31F0-\\u31FF' + // Katakana Phonetic Extensions
    '\\u3200-\\u33FF' + // Enclosed CJK Letters and Months, CJK Compatibility
    '\\uFE10-\\uFE1F\\uFE30-\\uFE4F' + // Vertical Forms, CJK Compatibility Forms
    '\\uFF01-\\uFF9F\\uFFE0-\\uFFEE' + // Halfwidth and Fullwidth Forms (without halfwidth Hangul)
    '\\u00B7\\u2014\\u2015\\u2018\\u2019\\u201C\\u201D\\u2026\\u2027' + // · — ― ‘ ’ “ ” … ‧
    ']+$',
  'u',
);
const hanOrKana = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Kind 12. */
const lettersMarksAndSpaces = /^[\p{L}\p{M} ]+$/u;

/** Kind 15: Hangul syllables and jamo, without the invisible filler characters. */
const hangul =
  /^[\uAC00-\uD7A3\u1100-\u115E\u1161-\u11FF\u3131-\u3163\u3165-\u318E\uA960-\uA97F\uD7B0-\uD7FF]+$/;

/** Kind 16: the assigned code points of the Thai block. */
const thai = /^[\u0E01-\u0E3A\u0E3F-\u0E5B]+$/;

const isoDate = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;
const usDate = /^([0-9]{2})-([0-9]{2})-([0-9]{4})$/;

// ---------------------------------------------------------------------------------------------------
// Helpers.

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** A real day of the proleptic Gregorian calendar, year 0001..9999. */
function isRealDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= (daysInMonth[month - 1] ?? 0);
}

function isEmail(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || !emailLocalChars.test(local)) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  if (domain.length > 253) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  for (const label of labels) {
    if (label.length < 1 || label.length > 63 || !domainLabelChars.test(label)) return false;
    if (label.startsWith('-') || label.endsWith('-')) return false;
  }
  return topLevelDomain.test(labels[labels.length - 1] ?? '');
}

// ---------------------------------------------------------------------------------------------------
// The kinds.

/**
 * One predicate per pattern id. Each doc comment is the precise definition of the kind.
 */
const kinds: Readonly<Record<PatternId, (value: string) => boolean>> = {
  /** 0 — any characters: every string is accepted (including `''`, spaces, emoji, control characters). */
  0: () => true,

  /** 1 — an ASCII letter first, then ASCII letters and digits: `^[A-Za-z][A-Za-z0-9]*$`. */
  1: (v) => startsWithAsciiLetter.test(v) && asciiAlnum.test(v),

  /**
   * 2 — letters together with Chinese or Japanese characters, in any mix: every character is a letter
   * (`\p{L}`) or a combining mark of the Latin (incl. accented Latin such as Vietnamese), Han, Hiragana
   * or Katakana scripts, or the prolonged sound mark ー; the first character is a letter. No digits,
   * symbols, punctuation or spaces; no Korean, Thai, Cyrillic, ….
   */
  2: (v) => startsWithLetter.test(v) && lettersAndMarks.test(v) && latinHanKanaScripts.test(v),

  /**
   * 3 — an email address, practical RFC 5322 subset, ASCII only: `local@domain.tld`.
   * Exactly one `@`. Local part 1–64 characters of `A–Z a–z 0–9 ! # $ % & ' * + / = ? ^ _ \` { | } ~ . -`,
   * not starting or ending with `.` and without `..`. Domain: at least two dot-separated labels of 1–63
   * characters `A–Z a–z 0–9 -` (not starting or ending with `-`); the last label (TLD) is 2–63 ASCII
   * letters. Whole address ≤ 254 characters. No spaces, quoted local parts, comments or IP literals.
   */
  3: isEmail,

  /**
   * 4 — alphanumeric without special characters, any script: Unicode letters (`\p{L}`, incl.
   * Vietnamese, CJK, Hangul, Thai), combining marks (`\p{M}`) and decimal digits (`\p{Nd}`); the first
   * character is a letter or digit. No spaces, punctuation, symbols or emoji.
   */
  4: (v) => startsWithLetterOrDigit.test(v) && unicodeAlnum.test(v),

  /**
   * 5 — ASCII letters and digits only, with at least one letter AND at least one digit (passwords).
   */
  5: (v) => asciiAlnum.test(v) && asciiLetter.test(v) && asciiDigit.test(v),

  /** 6 — ASCII digits only: `^[0-9]+$` (no sign, decimal point, spaces or non-ASCII digits). */
  6: (v) => asciiDigits.test(v),

  /**
   * 7 — ASCII letters and digits with at least one capital letter `A–Z` (no Chinese/kanji or any other
   * non-ASCII character).
   */
  7: (v) => asciiAlnum.test(v) && asciiUpper.test(v),

  /**
   * 8 — English letters `A–Z a–z` and spaces (U+0020 only; any number, anywhere), with at least one
   * letter. No accented letters, tabs or other whitespace.
   */
  8: (v) => englishLettersAndSpaces.test(v) && asciiLetter.test(v),

  /**
   * 9 — no whitespace anywhere: any characters except Unicode whitespace (`\s`: space, tab, line
   * breaks, NBSP U+00A0, ideographic space U+3000, other `Zs`, BOM U+FEFF).
   */
  9: (v) => noWhitespace.test(v),

  /**
   * 10 — Chinese characters and punctuation: every character is Han, Hiragana or Katakana (incl.
   * halfwidth katakana and kana sound marks), CJK Symbols and Punctuation U+3001–U+303F (。、「」『』〜…),
   * Katakana Phonetic Extensions, Enclosed CJK / CJK Compatibility U+3200–U+33FF, Vertical and CJK
   * Compatibility Forms, Halfwidth and Fullwidth Forms U+FF01–U+FF9F and U+FFE0–U+FFEE (，！？（）：；
   * fullwidth digits/letters, ￥), or one of the punctuation marks common in Chinese text
   * `· — ― ‘ ’ “ ” … ‧`. At least one character must be Han, Hiragana or Katakana (punctuation alone is
   * rejected). No ASCII characters, no spaces (not even the ideographic space U+3000).
   */
  10: (v) => chineseAndPunctuation.test(v) && hanOrKana.test(v),

  /**
   * 11 — a real calendar date `yyyy-MM-dd`: exactly 4+2+2 ASCII digits separated by `-`, year 0001–9999,
   * month 01–12, day valid for that month (Gregorian leap years: 2024-02-29 and 2000-02-29 yes,
   * 2023-02-29 and 1900-02-29 no).
   */
  11: (v) => {
    const m = isoDate.exec(v);
    return m !== null && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
  },

  /**
   * 12 — letters and spaces, any script: Unicode letters (`\p{L}`) and combining marks (`\p{M}`),
   * words separated by single spaces (U+0020). Starts with a letter, does not end with a space, no two
   * spaces in a row. No digits, punctuation (so no `'` or `-`), symbols or emoji.
   */
  12: (v) =>
    startsWithLetter.test(v) && lettersMarksAndSpaces.test(v) && !v.endsWith(' ') && !v.includes('  '),

  /**
   * 13 — a real calendar date `MM-dd-yyyy`: exactly 2+2+4 ASCII digits separated by `-`, same calendar
   * rules as kind 11.
   */
  13: (v) => {
    const m = usDate.exec(v);
    return m !== null && isRealDate(Number(m[3]), Number(m[1]), Number(m[2]));
  },

  /** 14 — alphanumeric: ASCII letters and/or digits in any mix: `^[A-Za-z0-9]+$`. */
  14: (v) => asciiAlnum.test(v),

  /**
   * 15 — Korean only: Hangul syllables U+AC00–U+D7A3 and Hangul jamo (U+1100–U+11FF, compatibility jamo
   * U+3131–U+318E, jamo extended A and B), except the invisible filler characters U+115F, U+1160,
   * U+3164. No spaces, Hanja, digits or punctuation.
   */
  15: (v) => hangul.test(v),

  /**
   * 16 — Thai only: the assigned characters of the Thai block U+0E00–U+0E7F (consonants, vowels incl.
   * the combining vowels and tone marks, Thai digits ๐–๙, ฿, ๆ, ฯ, ๏ ๚ ๛). Must not start with a
   * combining mark. No spaces, no ASCII.
   */
  16: (v) => !startsWithMark.test(v) && thai.test(v),
};

/**
 * True when `value` is accepted by the built-in pattern kind `patternId` (see the definitions above).
 * Only the kind is checked — not length, `required` or a rule's `acceptedPattern`. Returns false for an
 * unknown id (a caller bypassing the type).
 */
export function matchesPattern(patternId: PatternId, value: string): boolean {
  if (!isPatternId(patternId) || typeof value !== 'string') return false;
  if (patternId === 0) return true;
  if (value === '') return false;
  return kinds[patternId](value);
}
