/**
 * Every interface language the platform offers. A brand picks a subset; the code is what we
 * store (user choice, brand settings, Accept-Language answers), so codes never change.
 * Native names are what the language picker shows: people look for their own language by how
 * it is written in that language.
 */
export interface LanguageInfo {
  readonly code: string;
  readonly nativeName: string;
  readonly englishName: string;
  readonly dir: 'ltr' | 'rtl';
}

export const languages = [
  { code: 'vi', nativeName: 'Tiếng Việt', englishName: 'Vietnamese', dir: 'ltr' },
  { code: 'en', nativeName: 'English', englishName: 'English', dir: 'ltr' },
  { code: 'zh-CN', nativeName: '简体中文', englishName: 'Chinese (Simplified)', dir: 'ltr' },
  { code: 'zh-TW', nativeName: '繁體中文', englishName: 'Chinese (Traditional)', dir: 'ltr' },
  { code: 'th', nativeName: 'ไทย', englishName: 'Thai', dir: 'ltr' },
  { code: 'pt-BR', nativeName: 'Português (Brasil)', englishName: 'Portuguese (Brazil)', dir: 'ltr' },
  { code: 'pt', nativeName: 'Português', englishName: 'Portuguese', dir: 'ltr' },
  { code: 'ja', nativeName: '日本語', englishName: 'Japanese', dir: 'ltr' },
  { code: 'my', nativeName: 'မြန်မာ', englishName: 'Burmese', dir: 'ltr' },
  { code: 'es', nativeName: 'Español', englishName: 'Spanish', dir: 'ltr' },
  { code: 'hi', nativeName: 'हिन्दी', englishName: 'Hindi', dir: 'ltr' },
  { code: 'id', nativeName: 'Bahasa Indonesia', englishName: 'Indonesian', dir: 'ltr' },
  { code: 'km', nativeName: 'ខ្មែរ', englishName: 'Khmer', dir: 'ltr' },
  { code: 'ko', nativeName: '한국어', englishName: 'Korean', dir: 'ltr' },
  { code: 'ms', nativeName: 'Bahasa Melayu', englishName: 'Malay', dir: 'ltr' },
  { code: 'ta', nativeName: 'தமிழ்', englishName: 'Tamil', dir: 'ltr' },
  { code: 'fr', nativeName: 'Français', englishName: 'French', dir: 'ltr' },
  { code: 'de', nativeName: 'Deutsch', englishName: 'German', dir: 'ltr' },
  { code: 'ru', nativeName: 'Русский', englishName: 'Russian', dir: 'ltr' },
  { code: 'it', nativeName: 'Italiano', englishName: 'Italian', dir: 'ltr' },
  { code: 'tr', nativeName: 'Türkçe', englishName: 'Turkish', dir: 'ltr' },
  { code: 'ar', nativeName: 'العربية', englishName: 'Arabic', dir: 'rtl' },
  { code: 'bn', nativeName: 'বাংলা', englishName: 'Bengali', dir: 'ltr' },
  { code: 'fil', nativeName: 'Filipino', englishName: 'Filipino', dir: 'ltr' },
  { code: 'lo', nativeName: 'ລາວ', englishName: 'Lao', dir: 'ltr' },
  { code: 'ne', nativeName: 'नेपाली', englishName: 'Nepali', dir: 'ltr' },
  { code: 'ur', nativeName: 'اردو', englishName: 'Urdu', dir: 'rtl' },
  { code: 'fa', nativeName: 'فارسی', englishName: 'Persian', dir: 'rtl' },
  { code: 'uk', nativeName: 'Українська', englishName: 'Ukrainian', dir: 'ltr' },
  { code: 'pl', nativeName: 'Polski', englishName: 'Polish', dir: 'ltr' },
  { code: 'nl', nativeName: 'Nederlands', englishName: 'Dutch', dir: 'ltr' },
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

/** Text direction for <html dir>: Arabic, Urdu and Persian read right to left. */
export function directionOf(code: LanguageCode): 'ltr' | 'rtl' {
  return byCode.get(code)?.dir ?? 'ltr';
}
