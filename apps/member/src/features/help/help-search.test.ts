import type { HelpCenter } from '@lotus/contract/system';
import { describe, expect, it } from 'vitest';
import { foldForSearch, searchArticles } from './help-search.ts';

const help: HelpCenter = {
  categories: [
    {
      id: 1,
      slug: null,
      title: 'Nạp và rút tiền',
      articles: [
        { id: 10, title: 'Bao lâu thì tiền nạp được ghi có?', content: '' },
        { id: 11, title: 'Rút tiền về ngân hàng', content: '' },
      ],
    },
    {
      id: 2,
      slug: 'guide',
      title: 'Hướng dẫn',
      articles: [{ id: 20, title: 'Đăng ký tài khoản', content: '' }],
    },
  ],
};

describe('help search', () => {
  it('folds case, accents and đ', () => {
    expect(foldForSearch('  Đăng KÝ   tài khoản ')).toBe('dang ky tai khoan');
  });

  it('finds titles holding every word, with or without diacritics, in the help centre’s order', () => {
    expect(searchArticles(help, 'tien').map((hit) => hit.article.id)).toEqual([10, 11]);
    expect(searchArticles(help, 'rút ngân').map((hit) => hit.article.id)).toEqual([11]);
    expect(searchArticles(help, 'dang ky')).toEqual([
      { article: help.categories[1]?.articles[0], category: help.categories[1] },
    ]);
    expect(searchArticles(help, 'bonus')).toEqual([]);
    expect(searchArticles(help, '   ')).toEqual([]);
  });
});
