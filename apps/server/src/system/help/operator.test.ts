import { operatorHeaders } from '../../../test/operator-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';

/** The operator edits the help centre under /admin/help; readers see it at /wps/system/helpCenter. */
let sites: TestSites;
const operator = operatorHeaders;

beforeAll(async () => {
  sites = await createTestSites();
});
afterAll(() => sites.close());

interface PublicHelp {
  categories: Array<{
    id: number;
    slug: string | null;
    title: string;
    articles: Array<{ id: number; title: string; content: string }>;
  }>;
}

async function readerSees(language: string): Promise<PublicHelp> {
  const response = await sites.member.inject({
    method: 'GET',
    url: `/wps/system/helpCenter?language=${language}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().value as PublicHelp;
}

function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return sites.operator.inject({
    method,
    url,
    headers: operator,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function auditCount(action: string): Promise<number> {
  const { rowCount } = await sites.database.pool.query('select 1 from operator_audit where action = $1', [
    action,
  ]);
  return rowCount ?? 0;
}

async function addCategory(body: Record<string, unknown>): Promise<number> {
  const response = await send('POST', '/admin/help/categories', body);
  expect(response.statusCode).toBe(200);
  return response.json().value.id as number;
}

async function addArticle(body: Record<string, unknown>): Promise<number> {
  const response = await send('POST', '/admin/help/articles', body);
  expect(response.statusCode).toBe(200);
  return response.json().value.id as number;
}

describe('the seeded help centre', () => {
  it('is one tree in both languages: the same ids, each reader’s own words, the guide marked', async () => {
    const vi = await readerSees('vi');
    const en = await readerSees('en');
    expect(vi.categories.map((category) => category.id)).toEqual(
      en.categories.map((category) => category.id),
    );
    expect(vi.categories[0]?.title).toBe('Tài khoản');
    expect(en.categories[0]?.title).toBe('Account');
    const guide = en.categories.find((category) => category.slug === 'guide');
    expect(guide?.articles.map((article) => article.title)).toEqual([
      'Create your account',
      'Make your first deposit',
      'Play a game',
      'Withdraw your winnings',
    ]);
    expect(vi.categories.find((category) => category.slug === 'guide')?.articles[0]?.title).toBe(
      'Tạo tài khoản',
    );
  });
});

describe('operator calls', () => {
  it('need an operator’s credential', async () => {
    for (const [method, url] of [
      ['GET', '/admin/help/categories'],
      ['POST', '/admin/help/categories'],
      ['GET', '/admin/help/articles'],
      ['DELETE', '/admin/help/articles/1'],
    ] as const) {
      const response = await sites.operator.inject({
        method,
        url,
        headers: { authorization: 'Bearer lopt_wrong' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('error_operator_unauthorized');
    }
  });

  it('add a category and an article that readers see in their language, falling back to the default', async () => {
    const categoryId = await addCategory({
      sort: 50,
      texts: { vi: { title: 'Khuyến mãi' }, en: { title: 'Promotions' } },
    });
    const articleId = await addArticle({
      categoryId,
      texts: {
        vi: { title: 'Nhận thưởng thế nào?', content: 'Mở trang khuyến mãi.' },
        en: { title: 'How do I claim a bonus?', content: 'Open the promotions page.' },
      },
    });
    // Written only in the default language: English readers get the Vietnamese words.
    await addArticle({
      categoryId,
      sort: 1,
      texts: { vi: { title: 'Điều kiện cược', content: 'Cược đủ vòng quay.' } },
    });
    const en = await readerSees('en');
    const promotions = en.categories.find((category) => category.id === categoryId);
    expect(promotions?.title).toBe('Promotions');
    expect(promotions?.articles).toEqual([
      { id: articleId, title: 'How do I claim a bonus?', content: 'Open the promotions page.' },
      expect.objectContaining({ title: 'Điều kiện cược' }),
    ]);
    const vi = await readerSees('vi');
    expect(vi.categories.find((category) => category.id === categoryId)?.title).toBe('Khuyến mãi');
    expect(await auditCount('help.category.create')).toBe(1);
    expect(await auditCount('help.article.create')).toBe(2);
  });

  it('order categories and articles by sort, and hide unpublished ones from readers only', async () => {
    const categoryId = await addCategory({ sort: 60, texts: { vi: { title: 'Sắp xếp' } } });
    const second = await addArticle({ categoryId, sort: 2, texts: { vi: { title: 'Hai', content: '2' } } });
    const first = await addArticle({ categoryId, sort: 1, texts: { vi: { title: 'Một', content: '1' } } });
    const hidden = await addArticle({
      categoryId,
      sort: 0,
      published: false,
      texts: { vi: { title: 'Nháp', content: 'chưa xong' } },
    });
    let seen = (await readerSees('vi')).categories.find((category) => category.id === categoryId);
    expect(seen?.articles.map((article) => article.id)).toEqual([first, second]);

    const listed = await send('GET', `/admin/help/articles?categoryId=${categoryId}&page=1&size=2`);
    expect(listed.json().value).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(listed.json().value.content.map((article: { id: number }) => article.id)).toEqual([hidden, first]);

    await send('PUT', `/admin/help/categories/${categoryId}`, {
      sort: 60,
      published: false,
      texts: { vi: { title: 'Sắp xếp' } },
    });
    seen = (await readerSees('vi')).categories.find((category) => category.id === categoryId);
    expect(seen).toBeUndefined();
    const operatorView = await send('GET', `/admin/help/categories/${categoryId}`);
    expect(operatorView.json().value).toMatchObject({ published: false, articleCount: 3 });
  });

  it('overwrite an article whole, texts included, and move it to another category', async () => {
    const from = await addCategory({ sort: 70, texts: { vi: { title: 'Từ' } } });
    const to = await addCategory({ sort: 71, texts: { vi: { title: 'Đến' } } });
    const id = await addArticle({
      categoryId: from,
      texts: { vi: { title: 'Cũ', content: 'cũ' }, en: { title: 'Old', content: 'old' } },
    });
    const response = await send('PUT', `/admin/help/articles/${id}`, {
      categoryId: to,
      sort: 3,
      texts: { vi: { title: 'Mới', content: 'mới' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({
      id,
      categoryId: to,
      sort: 3,
      published: true,
      texts: { vi: { title: 'Mới', content: 'mới' } },
    });
    // The English text was not sent again: it is gone, and English readers fall back to Vietnamese.
    expect(Object.keys(response.json().value.texts)).toEqual(['vi']);
    const en = await readerSees('en');
    expect(en.categories.find((category) => category.id === to)?.articles).toEqual([
      { id, title: 'Mới', content: 'mới' },
    ]);
    expect(en.categories.find((category) => category.id === from)?.articles).toEqual([]);
    expect(await auditCount('help.article.update')).toBe(1);
  });

  it('keep a slug unique per brand and refuse to delete a category that has articles', async () => {
    const taken = await send('POST', '/admin/help/categories', {
      slug: 'guide',
      texts: { vi: { title: 'Hướng dẫn thứ hai' } },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('error_conflict');

    const categoryId = await addCategory({ sort: 80, texts: { vi: { title: 'Xóa' } } });
    const articleId = await addArticle({ categoryId, texts: { vi: { title: 'Bài', content: 'nội dung' } } });
    const refused = await send('DELETE', `/admin/help/categories/${categoryId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('error_conflict');

    expect((await send('DELETE', `/admin/help/articles/${articleId}`)).statusCode).toBe(200);
    expect((await send('GET', `/admin/help/articles/${articleId}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/admin/help/categories/${categoryId}`)).json().value).toEqual({
      deleted: true,
    });
    expect((await send('GET', `/admin/help/categories/${categoryId}`)).statusCode).toBe(404);
    expect(await auditCount('help.category.delete')).toBe(1);
    expect(await auditCount('help.article.delete')).toBe(1);
  });

  it('refuse texts without the default language or in a language the brand does not offer', async () => {
    const before = (await send('GET', '/admin/help/categories')).json().value;
    const noDefault = await send('POST', '/admin/help/categories', {
      texts: { en: { title: 'Only English' } },
    });
    expect(noDefault.statusCode).toBe(400);
    expect(noDefault.json().error).toMatchObject({
      code: 'error_validation',
      fields: { 'texts.vi': expect.any(String) },
    });
    const unknown = await send('POST', '/admin/help/categories', {
      texts: { vi: { title: 'Có' }, th: { title: 'ไทย' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty('texts.th');
    expect((await send('GET', '/admin/help/categories')).json().value).toEqual(before);
  });

  it('answer not found for an id that does not exist, and a bad category for an article as a field', async () => {
    expect((await send('GET', '/admin/help/categories/999999')).statusCode).toBe(404);
    expect(
      (
        await send('PUT', '/admin/help/articles/999999', {
          categoryId: 1,
          texts: { vi: { title: 'x', content: 'y' } },
        })
      ).statusCode,
    ).toBe(404);
    const orphan = await send('POST', '/admin/help/articles', {
      categoryId: 999999,
      texts: { vi: { title: 'x', content: 'y' } },
    });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().error.fields).toHaveProperty('categoryId');
  });

  it('never let one brand’s operator reach another brand’s help', async () => {
    const { rows } = await sites.database.pool.query<{ id: number }>(
      `insert into brands (code, name, merchant, platform, lottery_type, default_language, languages)
       values ('other', 'Other', 'other', 'WEB', 'Elott', 'vi', '{vi}') returning id`,
    );
    const otherBrand = (rows[0] as { id: number }).id;
    const category = await sites.database.pool.query<{ id: number }>(
      'insert into help_categories (brand_id, sort) values ($1, 0) returning id',
      [otherBrand],
    );
    const otherCategory = (category.rows[0] as { id: number }).id;
    await sites.database.pool.query(
      `insert into help_category_texts (category_id, language, title) values ($1, 'vi', 'Bí mật')`,
      [otherCategory],
    );
    const article = await sites.database.pool.query<{ id: number }>(
      'insert into help_articles (category_id, sort) values ($1, 0) returning id',
      [otherCategory],
    );
    const otherArticle = (article.rows[0] as { id: number }).id;
    await sites.database.pool.query(
      `insert into help_article_texts (article_id, language, title, content) values ($1, 'vi', 'Bí mật', 'x')`,
      [otherArticle],
    );

    expect((await send('GET', `/admin/help/categories/${otherCategory}`)).statusCode).toBe(404);
    expect((await send('GET', `/admin/help/articles/${otherArticle}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/admin/help/articles/${otherArticle}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/admin/help/categories/${otherCategory}`)).statusCode).toBe(404);
    const moved = await send('POST', '/admin/help/articles', {
      categoryId: otherCategory,
      texts: { vi: { title: 'x', content: 'y' } },
    });
    expect(moved.statusCode).toBe(400);
    const all = (await send('GET', '/admin/help/articles?size=200')).json().value;
    expect(all.content.map((entry: { id: number }) => entry.id)).not.toContain(otherArticle);
    expect((await readerSees('vi')).categories.map((entry) => entry.title)).not.toContain('Bí mật');
  });
});
