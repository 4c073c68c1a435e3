import { isBoxWord } from './bet-code-words.ts';

/**
 * The code box's text cut into tokens, each with its span in the text as typed (start inclusive,
 * end exclusive, in UTF-16 units like a textarea's selection), so an error can point at it.
 * Accents and case do not matter ("Lô", "LO", "lo" are one word; "đ" reads as "d"); spaces, commas
 * and semicolons separate; dots, dashes and slashes join digits into a group ("12.34", "12-34").
 */
export interface Span {
  start: number;
  end: number;
}

export interface NumberPart extends Span {
  digits: string;
}

export type BoxToken =
  | ({ kind: 'numbers'; parts: NumberPart[]; malformed: boolean } & Span)
  | ({ kind: 'word'; text: string } & Span)
  | ({ kind: 'newline' } & Span)
  | ({ kind: 'junk' } & Span);

const JOINERS = '.-/';
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';
const isLetter = (char: string | undefined) => char !== undefined && char >= 'a' && char <= 'z';

/**
 * One character of the text read as one of: a digit, a letter a–z, a joiner, ' ' (a separator),
 * '\n', '#' (anything else), or '' (a combining accent typed on its own: dropped).
 */
function readCharacter(raw: string): string {
  if (raw === 'đ' || raw === 'Đ') return 'd';
  if (raw === '\n' || raw === '\r') return '\n';
  if (/[\s,;]/.test(raw)) return ' ';
  const base = raw
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if (base === '') return '';
  return isDigit(base) || isLetter(base) || JOINERS.includes(base) ? base : '#';
}

// Reading a character asks Unicode's tables; a text repeats few characters, so each is read once.
const characterCache = new Map<string, string>();

/** The text read character by character; `origin` gives the text position of each one read. */
function readCharacters(text: string): { chars: string; origin: number[] } {
  const read: string[] = [];
  const origin: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const raw = text[index]!;
    let char = characterCache.get(raw);
    if (char === undefined) {
      char = readCharacter(raw);
      if (characterCache.size < 4_096) characterCache.set(raw, char);
    }
    if (char === '') continue;
    read.push(char);
    origin.push(index);
  }
  return { chars: read.join(''), origin };
}

/** The longest word of the box starting at `from` that ends where a word can end. */
function boxWordAt(chars: string, from: number): number {
  let runEnd = from;
  while (runEnd < from + 12 && (isLetter(chars[runEnd]) || isDigit(chars[runEnd]))) runEnd += 1;
  for (let end = runEnd; end > from + 1; end--) {
    const candidate = chars.slice(from, end);
    if (!isBoxWord(candidate)) continue;
    const next = chars[end];
    const last = candidate.at(-1);
    if ((isLetter(last) && isLetter(next)) || (isDigit(last) && isDigit(next))) continue;
    return end;
  }
  return from;
}

export function boxTokens(text: string): BoxToken[] {
  const { chars, origin } = readCharacters(text);
  const startOf = (at: number) => origin[at]!;
  const endOf = (at: number) => (at < origin.length ? origin[at]! : text.length);
  const tokens: BoxToken[] = [];
  let at = 0;
  while (at < chars.length) {
    const char = chars[at]!;
    if (char === ' ' || JOINERS.includes(char)) {
      at += 1; // a separator, or a joiner before any digits ("12 - 34" reads as "12 34")
    } else if (char === '\n' || char === '#') {
      let end = at + 1;
      while (char === '#' && chars[end] === '#') end += 1;
      tokens.push({ kind: char === '\n' ? 'newline' : 'junk', start: startOf(at), end: endOf(end) });
      at = end;
    } else if (boxWordAt(chars, at) > at) {
      const end = boxWordAt(chars, at);
      tokens.push({ kind: 'word', text: chars.slice(at, end), start: startOf(at), end: endOf(end) });
      at = end;
    } else if (isLetter(char)) {
      let end = at;
      while (isLetter(chars[end])) end += 1;
      tokens.push({ kind: 'word', text: chars.slice(at, end), start: startOf(at), end: endOf(end) });
      at = end;
    } else {
      at = readNumbers(chars, at, startOf, endOf, tokens);
    }
  }
  return tokens;
}

/** A group of digits joined by dots, dashes or slashes; a thousands mark "n" or "k" after it is read and ignored. */
function readNumbers(
  chars: string,
  from: number,
  startOf: (at: number) => number,
  endOf: (at: number) => number,
  tokens: BoxToken[],
): number {
  const parts: NumberPart[] = [];
  let malformed = false;
  let at = from;
  for (;;) {
    const partStart = at;
    while (isDigit(chars[at])) at += 1;
    parts.push({ digits: chars.slice(partStart, at), start: startOf(partStart), end: endOf(at) });
    if (!JOINERS.includes(chars[at] ?? ' ')) break;
    // Two joiners in a row ("12..34") or one at the end ("12-") leave a part empty.
    if (!isDigit(chars[at + 1])) {
      while (JOINERS.includes(chars[at] ?? ' ')) at += 1;
      malformed = true;
      break;
    }
    at += 1;
  }
  if ((chars[at] === 'n' || chars[at] === 'k') && !isLetter(chars[at + 1]) && parts.length === 1) at += 1;
  tokens.push({ kind: 'numbers', parts, malformed, start: startOf(from), end: endOf(at) });
  return at;
}
