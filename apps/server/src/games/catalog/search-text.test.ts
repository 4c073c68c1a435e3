import { describe, expect, it } from 'vitest';
import { withinEdits } from './edit-distance.ts';
import { foldForSearch } from './search-text.ts';
import { wordMatch } from './search-match.ts';

describe('foldForSearch', () => {
  it('drops accents and case in every language, đ and Đ included', () => {
    expect(foldForSearch('Rồng Hổ')).toBe('rong ho');
    expect(foldForSearch('ĐẢO ĐÁ Quý')).toBe('dao da quy');
    expect(foldForSearch('Crème Brûlée Ångström')).toBe('creme brulee angstrom');
    expect(foldForSearch('Xổ Số Miền Bắc')).toBe('xo so mien bac');
  });

  it('splits words on anything but letters and digits', () => {
    expect(foldForSearch('  dragon-tiger_vip: 2  ')).toBe('dragon tiger vip 2');
    expect(foldForSearch('!!!')).toBe('');
  });
});

describe('withinEdits', () => {
  it('counts insertions, deletions, substitutions and neighbour swaps as one edit', () => {
    expect(withinEdits('drgon', 'dragon', 1)).toBe(true);
    expect(withinEdits('draagon', 'dragon', 1)).toBe(true);
    expect(withinEdits('drafon', 'dragon', 1)).toBe(true);
    expect(withinEdits('dargon', 'dragon', 1)).toBe(true);
    expect(withinEdits('dargno', 'dragon', 1)).toBe(false);
    expect(withinEdits('dargno', 'dragon', 2)).toBe(true);
    expect(withinEdits('tiger', 'dragon', 2)).toBe(false);
  });
});

describe('wordMatch', () => {
  it('finds the word, its start, or (from 4 letters) a typo away from it or its start', () => {
    expect(wordMatch('rong', 'rong')).toBe(0);
    expect(wordMatch('ro', 'rong')).toBe(1);
    expect(wordMatch('drgon', 'dragon')).toBe(2);
    expect(wordMatch('dragn', 'dragon')).toBe(2);
    // Still typing, with a typo: "drgo" is one edit from "drago", the start of "dragon".
    expect(wordMatch('drgo', 'dragon')).toBe(2);
  });

  it('forgives no typo under 4 letters, nor in numbers', () => {
    expect(wordMatch('rng', 'rong')).toBe(-1);
    expect(wordMatch('ho', 'to')).toBe(-1);
    expect(wordMatch('9001', '9000')).toBe(-1);
  });
});
