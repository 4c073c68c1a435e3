import { operatorHeaders } from '../../../test/operator-helpers.ts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../../test/hostile.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';

/**
 * Whatever reaches the help centre's operator calls, a bad payload gets a well-formed 4xx refusal
 * from the catalogue, and the help centre and the audit log stay as they were. The public call
 * answers any language it is asked for without failing.
 */
let sites: TestSites;
let categoryId: number;
let articleId: number;
const operator = { ...operatorHeaders, 'content-type': 'application/json' };
const runs = { numRuns: 120, interruptAfterTimeLimit: 20_000 };

beforeAll(async () => {
  sites = await createTestSites();
  const { rows } = await sites.database.pool.query<{ category_id: number; id: number }>(
    'select category_id, id from help_articles order by id limit 1',
  );
  categoryId = (rows[0] as { category_id: number }).category_id;
  articleId = (rows[0] as { id: number }).id;
});
afterAll(() => sites.close());

async function snapshot(): Promise<unknown> {
  const { rows } = await sites.database.pool.query(
    `select (select jsonb_agg(to_jsonb(c) order by c.id) from help_categories c) as categories,
            (select jsonb_agg(to_jsonb(a) order by a.id) from help_articles a) as articles,
            (select jsonb_agg(to_jsonb(t) order by t.category_id, t.language) from help_category_texts t) as category_texts,
            (select jsonb_agg(to_jsonb(t) order by t.article_id, t.language) from help_article_texts t) as article_texts,
            (select count(*)::int from operator_audit) as audits`,
  );
  return rows[0];
}

/** What no text field takes: not a string, blank, or too long. */
const notAText = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', ' ', '\n\t', 'x'.repeat(20_001)),
  fc.jsonValue({ maxDepth: 2 }).filter((json) => typeof json !== 'string'),
);
/** What no number field (sort, categoryId) takes. */
const notACount = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(-1, 1.5, 2_147_483_648, Number.MAX_SAFE_INTEGER, '1'),
);
const notAFlag = fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null));
/** Strings no slug matches: every one starts with a mark. */
const notASlug = fc.oneof(
  fc.string({ maxLength: 20 }).map((value) => `~${value}`),
  fc.constantFrom('Guide', '-guide', 'g'.repeat(41), 'gu ide', 'guide/'),
  fc.integer(),
);

const badTexts = fc.oneof(
  fc.constantFrom<unknown>(
    {},
    [],
    null,
    'vi',
    { vi: null },
    { vi: {} },
    { vi: { title: 'x'.repeat(121) } },
    { VI: { title: 'hoa' } },
    JSON.parse('{"__proto__": {"title": "x"}}'),
    { constructor: { title: 'x' } },
    { 'vi; drop table help_categories': { title: 'x' } },
    { en: { title: 'no default language' } },
    { vi: { title: 'ok' }, xx: { title: 'not offered' } },
  ),
  notAText.map((title) => ({ vi: { title } })),
);

const badCategory = fc.oneof(
  badTexts.map((texts) => ({ texts })),
  notASlug.map((slug) => ({ slug, texts: { vi: { title: 'Hợp lệ' } } })),
  notACount.map((sort) => ({ sort, texts: { vi: { title: 'Hợp lệ' } } })),
  notAFlag.map((published) => ({ published, texts: { vi: { title: 'Hợp lệ' } } })),
  fc.constantFrom<unknown>(
    { slug: 'guide', texts: { vi: { title: 'taken' } } },
    { sort: 10_001, texts: { vi: { title: 'a' } } },
  ),
  fc
    .jsonValue({ maxDepth: 2 })
    .filter((json) => typeof json !== 'object' || json === null || Array.isArray(json)),
);

/** Bad article bodies; the texts are tried against a category that exists. */
const badArticle = (existing: number) =>
  fc.oneof(
    notACount.map((categoryId) => ({ categoryId, texts: { vi: { title: 'a', content: 'b' } } })),
    fc.constantFrom<unknown>(
      { categoryId: 0, texts: { vi: { title: 'a', content: 'b' } } },
      { categoryId: 999_999, texts: { vi: { title: 'a', content: 'b' } } },
      { texts: { vi: { title: 'a', content: 'b' } } },
    ),
    badTexts.map((texts) => ({ categoryId: existing, texts })),
    notAText.map((content) => ({ categoryId: existing, texts: { vi: { title: 'a', content } } })),
    notAText.map((title) => ({ categoryId: existing, texts: { vi: { title, content: 'b' } } })),
  );

const badId = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', 'abc', '2147483648', '99999999999999999999', '%27%20or%201%3D1', '1e3'),
  fc.stringMatching(/^[a-z%]{1,12}$/),
);

describe('hostile help centre calls', () => {
  it('POST and PUT of a category refuse every bad body, and nothing changes', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.boolean(), badCategory, async (create, body) => {
        const response = await sites.operator.inject({
          method: create ? 'POST' : 'PUT',
          url: create ? '/admin/help/categories' : `/admin/help/categories/${categoryId}`,
          payload: JSON.stringify(body) ?? 'null',
          headers: operator,
        });
        expectRefusal(response);
      }),
      runs,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('POST and PUT of an article refuse every bad body, and nothing changes', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.boolean(), badArticle(categoryId), async (create, body) => {
        const response = await sites.operator.inject({
          method: create ? 'POST' : 'PUT',
          url: create ? '/admin/help/articles' : `/admin/help/articles/${articleId}`,
          payload: JSON.stringify(body) ?? 'null',
          headers: operator,
        });
        expectRefusal(response);
      }),
      runs,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('every call refuses an id that is not a positive int4, and a bad page', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'PUT', 'DELETE'),
        fc.constantFrom('categories', 'articles'),
        badId,
        async (method, kind, id) => {
          const response = await sites.operator.inject({
            method,
            url: `/admin/help/${kind}/${id}`,
            headers: operator,
            ...(method === 'PUT' ? { payload: '{}' } : {}),
          });
          expectRefusal(response);
        },
      ),
      runs,
    );
    for (const query of ['page=0', 'size=201', 'categoryId=abc', 'categoryId=0', 'page=1.5']) {
      expectRefusal(
        await sites.operator.inject({
          method: 'GET',
          url: `/admin/help/articles?${query}`,
          headers: operator,
        }),
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it('the public call answers any language asked for with the default language’s help', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 16 }), async (language) => {
        const response = await sites.member.inject({
          method: 'GET',
          url: `/wps/system/helpCenter?language=${encodeURIComponent(language)}`,
          headers: { 'accept-language': language.replace(/[^\x20-\x7e]/g, '') },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().value.categories.length).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
    expectRefusal(
      await sites.member.inject({ method: 'GET', url: `/wps/system/helpCenter?language=${'x'.repeat(17)}` }),
    );
  });
});

describe('text that looks like code', () => {
  it('is kept and served as written, never run', async () => {
    const title = "'; drop table help_categories; --";
    const content = '<script>alert(1)</script> {{constructor}} ${process.env}';
    const response = await sites.operator.inject({
      method: 'POST',
      url: '/admin/help/articles',
      payload: JSON.stringify({ categoryId, texts: { vi: { title, content } } }),
      headers: operator,
    });
    expect(response.statusCode).toBe(200);
    const help = (
      await sites.member.inject({ method: 'GET', url: '/wps/system/helpCenter?language=vi' })
    ).json().value as { categories: Array<{ articles: Array<{ title: string; content: string }> }> };
    const articles = help.categories.flatMap((category) => category.articles);
    expect(articles).toContainEqual(expect.objectContaining({ title, content }));
  });
});
