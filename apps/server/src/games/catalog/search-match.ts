import { withinEdits } from './edit-distance.ts';
import type { SearchDocument } from './search-index.ts';

/** How a word of the query met a word of a name: the same word, its start, or a typo away. */
const exactWord = 0;
const wordStart = 1;
const typoAway = 2;
const noMatch = -1;

/** How well a name matched the whole query, best first: the order of the search's groups. */
export const tiers = { exact: 0, prefix: 1, wordPrefix: 2, fuzzy: 3 } as const;
export type Tier = (typeof tiers)[keyof typeof tiers];

/** The query as the matcher reads it: folded, and its distinct words (8 at most). */
export interface SearchTerms {
  folded: string;
  tokens: readonly string[];
}

/**
 * Typos forgiven in a query word: none below 4 letters (a short word one edit away matches too
 * much: "ho" would find "to", "go", "bo"), one from 4, two from 9. Words of digits only are never
 * fuzzy ("9001" is not "9000").
 */
function editsAllowed(token: string): number {
  if (token.length < 4 || !/\p{L}/u.test(token)) return 0;
  return token.length >= 9 ? 2 : 1;
}

/** Whether `token` is within its allowed edits of `word` or of the word's start. */
function typoMatch(token: string, word: string, edits: number): boolean {
  if (withinEdits(token, word, edits)) return true;
  for (let length = token.length - edits; length <= token.length + edits; length += 1) {
    if (length > 0 && length < word.length && withinEdits(token, word.slice(0, length), edits)) return true;
  }
  return false;
}

/**
 * How `token` meets `word`: the word itself, its start, or within the allowed edits of the word
 * or of its start (so "drgon" finds "dragon" and "drgo" still finds it while typing).
 */
export function wordMatch(token: string, word: string): number {
  if (word === token) return exactWord;
  if (word.startsWith(token)) return wordStart;
  const edits = editsAllowed(token);
  return edits > 0 && typoMatch(token, word, edits) ? typoAway : noMatch;
}

/**
 * The characters of a word as bits (each character's code modulo 31): a word lacking more of the
 * token's bits than the edits allowed cannot be a typo away, so most words skip the edit table.
 */
export function characterMask(word: string): number {
  let mask = 0;
  for (let index = 0; index < word.length; index += 1) mask |= 1 << (word.charCodeAt(index) % 31);
  return mask;
}

function bitCount(value: number): number {
  let count = 0;
  for (let rest = value; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

/** For each query word, how it meets every word of the index (noMatch where it does not). */
export function tokenMatches(terms: SearchTerms, words: readonly string[], masks: Int32Array): Int8Array[] {
  return terms.tokens.map((token) => {
    const edits = editsAllowed(token);
    const tokenMask = characterMask(token);
    const matches = new Int8Array(words.length);
    words.forEach((word, index) => {
      let match = noMatch;
      if (word === token) match = exactWord;
      else if (word.startsWith(token)) match = wordStart;
      else if (
        edits > 0 &&
        bitCount(tokenMask & ~(masks[index] as number)) <= edits &&
        typoMatch(token, word, edits)
      ) {
        match = typoAway;
      }
      matches[index] = match;
    });
    return matches;
  });
}

/**
 * How a document matched, or null when some query word meets none of its words: its tier, and
 * the sum of its query words' matches (fewer typos and more whole words first within a tier).
 */
export function documentMatch(
  terms: SearchTerms,
  document: SearchDocument,
  matches: readonly Int8Array[],
): { tier: Tier; score: number } | null {
  let score = 0;
  let typos = false;
  for (const tokenMatch of matches) {
    let best = noMatch;
    for (const word of document.words) {
      const match = tokenMatch[word] as number;
      if (match !== noMatch && (best === noMatch || match < best)) best = match;
    }
    if (best === noMatch) return null;
    if (best === typoAway) typos = true;
    score += best;
  }
  if (document.keys.includes(terms.folded)) return { tier: tiers.exact, score };
  if (document.keys.some((key) => key.startsWith(terms.folded))) return { tier: tiers.prefix, score };
  return { tier: typos ? tiers.fuzzy : tiers.wordPrefix, score };
}
