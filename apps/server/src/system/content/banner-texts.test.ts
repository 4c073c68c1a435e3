import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/operator-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';

let sites: TestSites;
const operator = operatorHeaders;

beforeAll(async () => {
  sites = await createTestSites();
});
afterAll(() => sites.close());

interface PublicBanner {
  id: number;
  title: string;
  text: { title?: string; subtitle?: string; cta?: string } | null;
}

async function homeBanners(headers: Record<string, string> = {}, query = '') {
  const response = await sites.member.inject({
    method: 'GET',
    url: `/wps/relay/banners?group=w_home${query}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return (response.json().value as { banners: PublicBanner[] }).banners;
}

const words = {
  vi: { title: 'Khuyến mãi tháng Mười', subtitle: 'Thưởng nạp đầu 50%', cta: 'Nhận ngay' },
  en: { title: 'October offer', subtitle: 'A 50% first-deposit bonus', cta: 'Claim it' },
};
const banner = {
  groupName: 'w_test',
  imageUrl: '/media/banners/home-1.svg',
  linkageType: 'URL',
  linkUrl: '/promotions',
  title: 'October offer',
};

async function auditCount(): Promise<number> {
  const { rows } = await sites.database.pool.query<{ count: string }>(
    "select count(*) from operator_audit where action like 'content.banner.%'",
  );
  return Number(rows[0]?.count);
}

async function operatorList() {
  const response = await sites.operator.inject({
    method: 'GET',
    url: '/admin/banners?group=w_test',
    headers: operator,
  });
  return response.json().value as Array<{ id: number; texts: Record<string, unknown> }>;
}

describe('banner words per language', () => {
  it('answers the seeded home banners’ words in the reader’s language', async () => {
    const vietnamese = await homeBanners({ 'accept-language': 'vi-VN,vi;q=0.9' });
    expect(vietnamese.map((b) => b.text)).toEqual([
      {
        title: 'Lotus Originals',
        subtitle: 'Minh bạch từng ván: tự kiểm chứng mọi kết quả',
        cta: 'Chơi ngay',
      },
      {
        title: 'Chơi có trách nhiệm',
        subtitle: 'Tự đặt giới hạn nạp, thời gian và nghỉ ngơi khi cần',
        cta: 'Đặt giới hạn',
      },
    ]);
    const english = await homeBanners({ 'accept-language': 'en-US,en;q=0.9' });
    expect(english.map((b) => b.text?.cta)).toEqual(['Play now', 'Set limits']);
    // The lang parameter wins over the header.
    const asked = await homeBanners({ 'accept-language': 'vi' }, '&lang=en');
    expect(asked.map((b) => b.text?.title)).toEqual(['Lotus Originals', 'Play responsibly']);
  });

  it('falls back to the brand’s default language for a language the banner has no words in', async () => {
    const french = await homeBanners({ 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(french.map((b) => b.text?.cta)).toEqual(['Chơi ngay', 'Đặt giới hạn']);
    const chinese = await homeBanners({}, '&lang=zh-CN');
    expect(chinese.map((b) => b.text?.title)).toEqual(['Lotus Originals', 'Chơi có trách nhiệm']);
  });

  it('stores an operator’s words in every language, audited, and answers each reader theirs', async () => {
    const before = await auditCount();
    const created = await sites.operator.inject({
      method: 'POST',
      url: '/admin/banners',
      headers: operator,
      payload: { ...banner, texts: words },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().value).toMatchObject({ texts: words, title: 'October offer' });
    expect(await auditCount()).toBe(before + 1);
    const { rows } = await sites.database.pool.query<{ after: { texts: unknown } }>(
      "select after from operator_audit where action = 'content.banner.create' order by id desc limit 1",
    );
    expect(rows[0]?.after.texts).toEqual(words);

    const read = async (lang: string) => {
      const response = await sites.member.inject({
        method: 'GET',
        url: `/wps/relay/banners?group=w_test&lang=${lang}`,
      });
      return (response.json().value as { banners: PublicBanner[] }).banners[0]?.text;
    };
    expect(await read('en')).toEqual(words.en);
    expect(await read('vi')).toEqual(words.vi);

    // Only a title, in Vietnamese only: an English reader gets the Vietnamese title, nothing else.
    const id = (created.json().value as { id: number }).id;
    const changed = await sites.operator.inject({
      method: 'PUT',
      url: `/admin/banners/${id}`,
      headers: operator,
      payload: { ...banner, texts: { vi: { title: 'Chỉ có tiêu đề' } } },
    });
    expect(changed.statusCode).toBe(200);
    expect(await read('en')).toEqual({ title: 'Chỉ có tiêu đề' });
    expect(await auditCount()).toBe(before + 2);

    // No words at all: the art stands alone.
    await sites.operator.inject({
      method: 'PUT',
      url: `/admin/banners/${id}`,
      headers: operator,
      payload: banner,
    });
    expect(await read('vi')).toBeNull();
  });

  it('refuses bad words and changes nothing: foreign language, missing default, too long, unknown field, a line break', async () => {
    const list = await operatorList();
    const target = list[0];
    if (!target) throw new Error('no banner to change');
    const before = await auditCount();
    const refused = [
      [{ fr: { title: 'Offre' }, vi: words.vi }, 'texts.fr', 'error_validation'],
      [{ en: words.en }, 'texts.vi', 'error_validation'],
      [{ vi: { title: 'x'.repeat(61) } }, 'texts.vi.title', 'error_validation'],
      [{ vi: { cta: 'y'.repeat(25) } }, 'texts.vi.cta', 'error_validation'],
      [{ vi: { title: 'a', colour: 'red' } }, 'texts.vi', 'error_validation'],
      [{ vi: { subtitle: 'line\nbreak' } }, 'texts.vi.subtitle', 'error_forbidden_characters'],
      [{ vi: { title: '' } }, 'texts.vi.title', 'error_validation'],
    ] as const;
    for (const [texts, field, code] of refused) {
      for (const call of [
        { method: 'POST', url: '/admin/banners' },
        { method: 'PUT', url: `/admin/banners/${target.id}` },
      ] as const) {
        const response = await sites.operator.inject({
          ...call,
          headers: operator,
          payload: { ...banner, title: 'Changed', texts },
        });
        expect(response.statusCode, `${call.method} ${JSON.stringify(texts)}`).toBe(400);
        const error = response.json().error as { code: string; fields: Record<string, string> };
        expect(error.code).toBe(code);
        expect(Object.keys(error.fields).join(' '), JSON.stringify(texts)).toContain(field);
      }
    }
    expect(await operatorList()).toEqual(list);
    expect(await auditCount()).toBe(before);
  });
});
