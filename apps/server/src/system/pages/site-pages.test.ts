import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOperator, operatorInject } from '../../../test/operator-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';

/** The site's pages and footer: readers at /wps/system/sitePages/:slug, the operator at /admin/site-pages. */
let sites: TestSites;

beforeAll(async () => {
  sites = await createTestSites();
});
afterAll(() => sites.close());

async function readPage(slug: string, language?: string, headers: Record<string, string> = {}) {
  return sites.member.inject({
    method: 'GET',
    url: `/wps/system/sitePages/${slug}${language ? `?language=${language}` : ''}`,
    headers,
  });
}

function replace(slug: string, payload: unknown, headers: Record<string, string> = {}) {
  return operatorInject(sites, {
    method: 'PUT',
    url: `/admin/site-pages/${slug}`,
    headers,
    payload: payload as Record<string, unknown>,
  });
}

async function pageRows(slug: string) {
  const { rows } = await sites.database.pool.query(
    'select language, title, body from site_page_texts where slug = $1 order by language',
    [slug],
  );
  return rows;
}

async function auditRows(target: string) {
  const { rows } = await sites.database.pool.query<{
    action: string;
    operator_username: string | null;
    before: { texts: Record<string, { title: string }> } | null;
    after: { texts: Record<string, { title: string }> } | null;
  }>('select action, operator_username, before, after from operator_audit where target = $1 order by id', [
    target,
  ]);
  return rows;
}

describe('a reader', () => {
  it('gets the seeded terms in Vietnamese and in English', async () => {
    const vi = await readPage('terms', 'vi');
    expect(vi.statusCode).toBe(200);
    expect(vi.json().value).toMatchObject({
      slug: 'terms',
      language: 'vi',
      title: 'Điều khoản và điều kiện',
    });
    const en = await readPage('terms', 'en');
    expect(en.json().value).toMatchObject({ language: 'en', title: 'Terms and conditions' });
    expect(en.json().value.body).toContain('18 or older');
  });

  it('gets the language of Accept-Language when none is asked, and the default language for one not written', async () => {
    const english = await readPage('privacy', undefined, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.json().value).toMatchObject({ language: 'en', title: 'Privacy policy' });
    const unknown = await readPage('privacy', 'fr');
    expect(unknown.json().value).toMatchObject({ language: 'vi', title: 'Chính sách bảo mật' });
  });

  it('gets the responsible-gaming page with 18+, the tools and where to get help', async () => {
    const vi = (await readPage('responsible-gaming', 'vi')).json().value as { body: string };
    expect(vi.body).toContain('18 tuổi');
    expect(vi.body).toContain('Tự loại trừ');
    expect(vi.body).toContain('[Trung tâm trợ giúp](/help)');
  });

  it('is told an unknown page is not found', async () => {
    const response = await readPage('cookies', 'en');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('error_not_found');
  });

  it('gets the footer’s licence text in their language and the payment badges', async () => {
    const response = await sites.member.inject({ method: 'GET', url: '/wps/system/siteFooter?language=en' });
    expect(response.json().value).toEqual({
      licenceText: expect.stringContaining('Licence no. DEMO-0000'),
      paymentBadges: ['bank_transfer', 'vietqr', 'momo', 'zalopay'],
    });
  });
});

describe('the operator', () => {
  it('replaces a page: readers see it at once, a language left out falls back, the change is audited', async () => {
    const response = await replace('terms', {
      texts: { vi: { title: 'Điều khoản mới', body: 'Đoạn một.\n\nĐoạn **hai**.' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({
      slug: 'terms',
      texts: { vi: { title: 'Điều khoản mới', body: 'Đoạn một.\n\nĐoạn **hai**.' } },
    });
    expect((await readPage('terms', 'vi')).json().value.title).toBe('Điều khoản mới');
    // English was left out, so it is removed: an English reader now gets the default language.
    expect((await readPage('terms', 'en')).json().value).toMatchObject({
      language: 'vi',
      title: 'Điều khoản mới',
    });
    const audit = await auditRows('site page terms');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'content.sitePage.update' });
    expect(audit[0]?.before?.texts.en?.title).toBe('Terms and conditions');
    expect(audit[0]?.after?.texts).toEqual({
      vi: { title: 'Điều khoản mới', body: 'Đoạn một.\n\nĐoạn **hai**.' },
    });
  });

  it('reads every page with all its texts', async () => {
    const response = await operatorInject(sites, { method: 'GET', url: '/admin/site-pages' });
    const pages = response.json().value as Array<{ slug: string; texts: Record<string, unknown> }>;
    expect(pages.map((page) => page.slug)).toEqual(['terms', 'privacy', 'responsible-gaming']);
    expect(Object.keys(pages[1]?.texts ?? {})).toEqual(['en', 'vi']);
  });

  it('keeps code-like text as text', async () => {
    const body = '<script>alert(1)</script> [x](javascript:alert(1))';
    const response = await replace('privacy', {
      texts: { vi: { title: 'Bảo mật', body }, en: { title: 'Privacy', body } },
    });
    expect(response.statusCode).toBe(200);
    expect((await readPage('privacy', 'en')).json().value.body).toBe(body);
  });

  it('replaces the footer’s licence text and badges, audited', async () => {
    const response = await operatorInject(sites, {
      method: 'PUT',
      url: '/admin/site-footer',
      payload: { licenceTexts: { vi: 'Giấy phép 123', en: 'Licence 123' }, paymentBadges: ['momo', 'usdt'] },
    });
    expect(response.statusCode).toBe(200);
    const footer = await sites.member.inject({ method: 'GET', url: '/wps/system/siteFooter?language=vi' });
    expect(footer.json().value).toEqual({ licenceText: 'Giấy phép 123', paymentBadges: ['momo', 'usdt'] });
    const audit = await auditRows('site footer');
    expect(audit.map((row) => row.action)).toEqual(['content.siteFooter.update']);
  });
});

describe('refusals', () => {
  it('refuses a role without content.manage, before anything changes', async () => {
    const before = await pageRows('responsible-gaming');
    const finance = await createTestOperator(sites, 'finance');
    const response = await replace(
      'responsible-gaming',
      { texts: { vi: { title: 'x', body: 'y' } } },
      finance.headers,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('error_operator_forbidden');
    expect(await pageRows('responsible-gaming')).toEqual(before);
  });

  it('lets a content operator replace a page', async () => {
    const content = await createTestOperator(sites, 'content');
    const response = await replace(
      'responsible-gaming',
      { texts: { vi: { title: 'Chơi có trách nhiệm', body: 'Nội dung mới.' } } },
      content.headers,
    );
    expect(response.statusCode).toBe(200);
    const audit = await auditRows('site page responsible-gaming');
    expect(audit.at(-1)?.operator_username).toBe(content.username);
  });

  it('is told a page that does not exist is not found, nothing written', async () => {
    const response = await replace('cookies', { texts: { vi: { title: 'Cookie', body: 'Nội dung' } } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('error_not_found');
    const { rowCount } = await sites.database.pool.query(
      "select 1 from site_page_texts where slug = 'cookies'",
    );
    expect(rowCount).toBe(0);
  });

  it.each([
    [
      'no default language',
      { texts: { en: { title: 'Terms', body: 'Text' } } },
      'error_validation',
      'texts.vi',
    ],
    [
      'a language the brand does not offer',
      { texts: { vi: { title: 'a', body: 'b' }, fr: { title: 'c', body: 'd' } } },
      'error_validation',
      'texts.fr',
    ],
    ['an empty title', { texts: { vi: { title: '  ', body: 'b' } } }, 'error_validation', 'texts.vi.title'],
    [
      'a body over 50,000 characters',
      { texts: { vi: { title: 'a', body: 'x'.repeat(50_001) } } },
      'error_validation',
      'texts.vi.body',
    ],
    [
      'a direction override in the body',
      { texts: { vi: { title: 'a', body: 'abc\u202Edef' } } },
      'error_forbidden_characters',
      'texts.vi.body',
    ],
    ['no texts at all', {}, 'error_validation', 'texts'],
  ])('refuses %s with a stable code, nothing changed', async (_name, payload, code, field) => {
    const before = await pageRows('terms');
    const auditBefore = await auditRows('site page terms');
    const response = await replace('terms', payload);
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(answer.error.code).toBe(code);
    expect(JSON.stringify(answer)).toContain(field);
    expect(await pageRows('terms')).toEqual(before);
    expect(await auditRows('site page terms')).toEqual(auditBefore);
  });

  it('refuses a footer with an unknown badge or a badge twice, nothing changed', async () => {
    for (const paymentBadges of [['paypal'], ['momo', 'momo']]) {
      const response = await operatorInject(sites, {
        method: 'PUT',
        url: '/admin/site-footer',
        payload: { licenceTexts: { vi: 'Giấy phép' }, paymentBadges },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('error_validation');
    }
    const footer = await sites.member.inject({ method: 'GET', url: '/wps/system/siteFooter?language=vi' });
    expect(footer.json().value.paymentBadges).toEqual(['momo', 'usdt']);
  });
});
