import type { LanguageCode } from './languages.ts';
import { defaultLanguage } from './languages.ts';
import { matchLanguageTag } from './match-language.ts';

interface Preference {
  readonly tag: string;
  readonly quality: number;
  readonly order: number;
}

function parsePreference(part: string, order: number): Preference {
  const [tag = '', ...parameters] = part.split(';');
  let quality = 1;
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=');
    // A malformed q-value counts as 0: the entry is dropped rather than guessed at.
    if (name?.trim().toLowerCase() === 'q') quality = Number(value ?? Number.NaN);
  }
  return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, order };
}

/**
 * The caller's language from an Accept-Language header: the highest-q tag we offer, header order
 * breaking ties; Vietnamese (the default market) when nothing matches or there is no header.
 */
export function pickLanguage(acceptLanguageHeader: string | undefined): LanguageCode {
  if (!acceptLanguageHeader) return defaultLanguage;
  const preferences = acceptLanguageHeader
    .split(',')
    .map(parsePreference)
    .filter((preference) => preference.tag !== '' && preference.tag !== '*' && preference.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const preference of preferences) {
    const match = matchLanguageTag(preference.tag);
    if (match) return match;
  }
  return defaultLanguage;
}
