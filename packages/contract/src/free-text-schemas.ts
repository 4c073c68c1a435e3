import { z } from 'zod';
import { forbiddenCharacterIn, forbiddenCharactersCode } from './free-text.ts';
import type { TextLines } from './free-text.ts';

/**
 * The schemas of text a person writes (see free-text.ts for the rule): every such field of the
 * contract is one of these two, so the server refuses the same characters everywhere, with the
 * same error (error_forbidden_characters, naming the field).
 *
 * The text is trimmed and put in NFC (what is counted, compared and stored is the text as it reads,
 * however it was typed); a text of several lines has its line breaks as line feeds. Then the
 * characters are checked, then the length.
 */

interface TextBounds {
  /** The fewest characters once trimmed; 0 (the default) lets the field be empty. */
  min?: number;
  /** The most characters once trimmed. */
  max: number;
  /**
   * How characters are counted: UTF-16 units by default (zod's count), or this function (chat
   * counts code points, feedback graphemes).
   */
  count?: (text: string) => number;
  /**
   * A bound on the raw text in UTF-16 units, checked before anything else, for a field whose count
   * is not in units (one grapheme can carry any number of combining marks).
   */
  maxUnits?: number;
}

/**
 * The issue a refused character raises (a custom issue with this message and `params.code`): the
 * server's error handler answers it by that code.
 */
export const forbiddenCharactersMessage = 'control, invisible or text-direction characters are not allowed';

function personText(lines: TextLines, bounds: TextBounds) {
  const { min = 0, max, count, maxUnits } = bounds;
  let schema = z.string();
  if (maxUnits !== undefined) schema = schema.max(maxUnits);
  if (lines === 'multi') schema = schema.overwrite((text) => text.replace(/\r\n?/g, '\n'));
  schema = schema
    .trim()
    .normalize('NFC')
    // A new options object each time: zod rewrites the one it is given.
    .refine((text) => forbiddenCharacterIn(text, lines) === null, {
      message: forbiddenCharactersMessage,
      params: { code: forbiddenCharactersCode },
    });
  if (count === undefined) return schema.min(min).max(max);
  return schema.refine((text) => {
    const length = count(text);
    return length >= min && length <= max;
  }, `${min} to ${max} characters`);
}

/** One line of text: a name, a title, a reason. No line breaks nor tabs. */
export function singleLineText(bounds: TextBounds) {
  return personText('single', bounds);
}

/** Text of several lines: a message, an article. Line feeds and tabs are kept. */
export function multiLineText(bounds: TextBounds) {
  return personText('multi', bounds);
}
