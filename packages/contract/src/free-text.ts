import type { ErrorCode } from './errors.ts';

/**
 * The one rule for text a person writes and another person reads (feedback, chat, a nickname, the
 * operator's mail, help articles, announcements, reasons, names): characters that change how a
 * text reads without being seen are refused, wherever they are. Plain TypeScript without zod, so a
 * web form checks what the server checks (the schemas use it through `free-text-schemas.ts`).
 *
 * Refused:
 * - control characters, C0 (U+0000–U+001F) and C1 (U+007F–U+009F), except a line break (U+000A)
 *   and a tab (U+0009) in a text of several lines;
 * - the line and paragraph separators (U+2028, U+2029);
 * - every format character (Unicode category Cf): the bidirectional embeddings, overrides and
 *   isolates (U+202A–U+202E, U+2066–U+2069), the direction marks (U+200E, U+200F, U+061C), the
 *   zero-width characters (U+200B–U+200D, U+2060, U+FEFF), the soft hyphen, the invisible
 *   operators and the rest of the category;
 * - a lone surrogate (text that is not well-formed: it would be stored as U+FFFD).
 *
 * Kept, because emoji need them: a zero-width joiner between two emoji (👨‍👩‍👧, 👩🏽‍💻, 🏳️‍⚧️), and
 * the tag characters of a subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿). Vietnamese needs none of the refused characters,
 * precomposed or with combining marks (those are category Mn, never refused).
 */

/** Whether a field holds one line (a name, a title, a reason) or several (a message, an article). */
export type TextLines = 'single' | 'multi';

/** The error code of a text refused by this rule; the field is named in its `params.field`. */
export const forbiddenCharactersCode = 'error_forbidden_characters' satisfies ErrorCode;

/** A zero-width joiner inside an emoji: after an emoji (its variation selector or skin tone), before one. */
const emojiJoiner =
  /(?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F])\u200D(?=\p{Extended_Pictographic})/gu;
/** A subdivision flag: the black flag, tag letters, the cancel tag. */
const emojiTagSequence = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

// eslint-disable-next-line no-control-regex -- control characters are exactly what it finds
const forbiddenInOneLine = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\p{Cf}\p{Cs}]/u;
// eslint-disable-next-line no-control-regex -- control characters are exactly what it finds
const forbiddenInLines = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029\p{Cf}\p{Cs}]/u;

/**
 * The first character of `text` this rule refuses, or null when there is none. A text of several
 * lines takes line feeds and tabs (a carriage return is turned into a line feed by the schemas
 * before they check).
 */
export function forbiddenCharacterIn(text: string, lines: TextLines): string | null {
  const seen = text.replace(emojiJoiner, '').replace(emojiTagSequence, '');
  const found = (lines === 'single' ? forbiddenInOneLine : forbiddenInLines).exec(seen);
  return found ? found[0] : null;
}

/** Whether a person's text keeps to the rule (see forbiddenCharacterIn). */
export function isCleanText(text: string, lines: TextLines): boolean {
  return forbiddenCharacterIn(text, lines) === null;
}

/** How a refused character is named in a log or a test: `U+202E`. */
export function codePointName(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}
