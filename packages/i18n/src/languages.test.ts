import { describe, expect, it } from 'vitest';
import {
  bundledLanguages,
  defaultLanguage,
  directionOf,
  isBundledLanguage,
  isLanguageCode,
  languages,
} from './languages.ts';

describe('languages', () => {
  it('offers about thirty languages with unique codes', () => {
    const codes = languages.map((entry) => entry.code);
    expect(codes.length).toBeGreaterThanOrEqual(30);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('names every language in itself', () => {
    for (const entry of languages) expect(entry.nativeName.trim(), entry.code).not.toBe('');
    expect(languages.find((entry) => entry.code === 'vi')?.nativeName).toBe('Tiếng Việt');
    expect(languages.find((entry) => entry.code === 'zh-CN')?.nativeName).toBe('简体中文');
    expect(languages.find((entry) => entry.code === 'zh-TW')?.nativeName).toBe('繁體中文');
  });

  it('defaults to Vietnamese, listed first', () => {
    expect(defaultLanguage).toBe('vi');
    expect(languages[0]?.code).toBe('vi');
  });

  it('marks Arabic, Urdu and Persian right to left, and only them', () => {
    const rtl = languages.map((entry) => entry.code).filter((code) => directionOf(code) === 'rtl');
    expect(rtl.sort()).toEqual(['ar', 'fa', 'ur']);
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('vi')).toBe('ltr');
  });

  it('checks codes', () => {
    expect(isLanguageCode('zh-CN')).toBe(true);
    expect(isLanguageCode('zh-cn')).toBe(false);
    expect(isLanguageCode('xx')).toBe(false);
    expect(isLanguageCode(undefined)).toBe(false);
    expect(bundledLanguages.every((code) => isLanguageCode(code))).toBe(true);
    expect(isBundledLanguage('vi')).toBe(true);
    expect(isBundledLanguage('th')).toBe(false);
  });
});
