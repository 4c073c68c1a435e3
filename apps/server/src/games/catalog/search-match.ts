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

/**
 * How `token` meets `word`: the word itself, its start, or within the allowed edits of the word
 * or of its start (so "drgon" finds "dragon" and "drago" still finds it while typing).
 */
export function wordMatch(token: string, word: string): number {
  if (word === token) return exactWord;
  if (word.startsWith(token)) return wordStart;
  const edits = editsAllowed(token);
  if (edits === 0) return noMatch;
  if (withinEdits(token, word, edits)) return typoAway;
  for (let length = token.length - edits; length <= token.length + edits; length += 1) {
    if (length > 0 && length < word.length && withinEdits(token, word.slice(0, length), edits)) return typoAway;
  }
  return noMatch;
}

/** For each query word, how it meets every word of the index (noMatch where it does not). */
export function tokenMatches(terms: SearchTerms, words: readonly string[]): Int8Array[] {
  return terms.tokens.map((token) => {
    const matches = new Int8Array(words.length);
    words.forEach((word, index) => {
      matches[index] = wordMatch(token, word);
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
