import type { LanguageCode } from './languages.ts';
import { languages } from './languages.ts';

const codesByLowerCase: ReadonlyMap<string, LanguageCode> = new Map(
  languages.map((entry) => [entry.code.toLowerCase(), entry.code]),
);

/** Tags whose nearest language is not found by cutting subtags: Chinese scripts and regions, Tagalog. */
const aliases: ReadonlyMap<string, LanguageCode> = new Map<string, LanguageCode>([
  ['zh', 'zh-CN'],
  ['zh-hans', 'zh-CN'],
  ['zh-sg', 'zh-CN'],
  ['zh-my', 'zh-CN'],
  ['zh-hant', 'zh-TW'],
  ['zh-hk', 'zh-TW'],
  ['zh-mo', 'zh-TW'],
  ['tl', 'fil'],
]);

/**
 * The interface language for a BCP 47 tag, or undefined: exact code first, then the tag with its
 * last subtag cut off, again and again ('zh-Hant-HK' → 'zh-hant' → zh-TW; 'vi-VN' → vi).
 */
export function matchLanguageTag(tag: string): LanguageCode | undefined {
  let candidate = tag.trim().toLowerCase().replaceAll('_', '-');
  while (candidate) {
    const match = codesByLowerCase.get(candidate) ?? aliases.get(candidate);
    if (match) return match;
    const cut = candidate.lastIndexOf('-');
    if (cut < 0) return undefined;
    candidate = candidate.slice(0, cut);
  }
  return undefined;
}
