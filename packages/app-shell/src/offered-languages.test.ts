import { describe, expect, it } from 'vitest';
import { offeredLanguages } from './offered-languages.ts';

const codes = (brand: readonly string[] | null, current: string) =>
  offeredLanguages(brand, current).map((entry) => entry.code);

describe('the languages the menu offers', () => {
  it('offers the brand’s languages only, not the 31 the platform knows', () => {
    expect(codes(['vi', 'en'], 'vi')).toEqual(['vi', 'en']);
    expect(codes(['en'], 'en')).toEqual(['en']);
  });

  it('leaves out a brand language with no dictionary yet, rather than show it in English', () => {
    expect(codes(['vi', 'en', 'th'], 'vi')).toEqual(['vi', 'en']);
  });

  it('keeps the reader’s current language listed, and offers every dictionary before the status is in', () => {
    expect(codes(['vi'], 'en')).toEqual(['vi', 'en']);
    expect(codes(null, 'vi')).toEqual(['vi', 'en']);
  });
});
