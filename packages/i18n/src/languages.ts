/**
 * Every interface language the platform offers. A brand picks a subset; the code is what we
 * store (user choice, brand settings, Accept-Language answers), so codes never change.
 * Native names are what the language picker shows: people look for their own language by how
 * it is written in that language. (The English names are comments: no screen shows them, and every
 * page carries this list.)
 */
export interface LanguageInfo {
  readonly code: string;
  readonly nativeName: string;
}

export const languages = [
  { code: 'vi', nativeName: 'Tiếng Việt' }, // Vietnamese
  { code: 'en', nativeName: 'English' }, // English
  { code: 'zh-CN', nativeName: '简体中文' }, // Chinese (Simplified)
  { code: 'zh-TW', nativeName: '繁體中文' }, // Chinese (Traditional)
  { code: 'th', nativeName: 'ไทย' }, // Thai
  { code: 'pt-BR', nativeName: 'Português (Brasil)' }, // Portuguese (Brazil)
  { code: 'pt', nativeName: 'Português' }, // Portuguese
  { code: 'ja', nativeName: '日本語' }, // Japanese
  { code: 'my', nativeName: 'မြန်မာ' }, // Burmese
  { code: 'es', nativeName: 'Español' }, // Spanish
  { code: 'hi', nativeName: 'हिन्दी' }, // Hindi
  { code: 'id', nativeName: 'Bahasa Indonesia' }, // Indonesian
  { code: 'km', nativeName: 'ខ្មែរ' }, // Khmer
  { code: 'ko', nativeName: '한국어' }, // Korean
  { code: 'ms', nativeName: 'Bahasa Melayu' }, // Malay
  { code: 'ta', nativeName: 'தமிழ்' }, // Tamil
  { code: 'fr', nativeName: 'Français' }, // French
  { code: 'de', nativeName: 'Deutsch' }, // German
  { code: 'ru', nativeName: 'Русский' }, // Russian
  { code: 'it', nativeName: 'Italiano' }, // Italian
  { code: 'tr', nativeName: 'Türkçe' }, // Turkish
  { code: 'ar', nativeName: 'العربية' }, // Arabic
  { code: 'bn', nativeName: 'বাংলা' }, // Bengali
  { code: 'fil', nativeName: 'Filipino' }, // Filipino
  { code: 'lo', nativeName: 'ລາວ' }, // Lao
  { code: 'ne', nativeName: 'नेपाली' }, // Nepali
  { code: 'ur', nativeName: 'اردو' }, // Urdu
  { code: 'fa', nativeName: 'فارسی' }, // Persian
  { code: 'uk', nativeName: 'Українська' }, // Ukrainian
  { code: 'pl', nativeName: 'Polski' }, // Polish
  { code: 'nl', nativeName: 'Nederlands' }, // Dutch
] as const satisfies readonly LanguageInfo[];

export type LanguageCode = (typeof languages)[number]['code'];

/** Vietnam is the default market: a visitor with no stored choice and no usable header gets Vietnamese. */
export const defaultLanguage = 'vi' satisfies LanguageCode;

/** English is the source language and the fallback for every key a translation lacks. */
export const fallbackLanguage = 'en' satisfies LanguageCode;

/**
 * Languages that have a dictionary in src/dictionaries. Every other language in the list can
 * already be chosen, but shows English text until its dictionary is translated and added here.
 */
export const bundledLanguages = ['en', 'vi'] as const satisfies readonly LanguageCode[];

export type BundledLanguage = (typeof bundledLanguages)[number];

const byCode: ReadonlyMap<string, LanguageInfo> = new Map(languages.map((entry) => [entry.code, entry]));

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && byCode.has(value);
}

export function isBundledLanguage(value: unknown): value is BundledLanguage {
  return typeof value === 'string' && (bundledLanguages as readonly string[]).includes(value);
}

/** The languages written right to left. */
export const rightToLeftLanguages = ['ar', 'ur', 'fa'] as const satisfies readonly LanguageCode[];

/** Text direction for <html dir>: Arabic, Urdu and Persian read right to left. */
export function directionOf(code: LanguageCode): 'ltr' | 'rtl' {
  return (rightToLeftLanguages as readonly string[]).includes(code) ? 'rtl' : 'ltr';
}
