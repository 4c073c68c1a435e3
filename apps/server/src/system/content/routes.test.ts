import { operatorHeaders } from '../../../test/operator-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';

let sites: TestSites;
const operator = operatorHeaders;

beforeAll(async () => {
  sites = await createTestSites();
});
afterAll(() => sites.close());

async function publicBanners(group = 'w_speed') {
  const response = await sites.speed.inject({ method: 'GET', url: `/wps/relay/banners?group=${group}` });
  expect(response.statusCode).toBe(200);
  return response.json().value as {
    banners: Array<{ id: number; title: string; url: string; linkageType: string; linkUrl: string | null }>;
    promotion: Array<{ id: number; title: string }>;
  };
}

const promotion = {
  groupName: 'w_speed',
  kind: 'promotion',
  imageUrl: '/media/banners/speed-2.svg',
  linkageType: 'GAME',
  linkUrl: 'limbo',
  title: 'Limbo',
  sort: 5,
};

describe('GET /wps/relay/banners', () => {
  it('answers the seeded w_speed banners in order, the first linking to the member site', async () => {
    const value = await publicBanners();
    expect(value.promotion).toEqual([]);
    expect(value.banners).toEqual([
      {
        id: expect.any(Number),
        groupName: 'w_speed',
        url: '/media/banners/speed-1.svg',
        linkageType: 'URL',
        linkUrl: sites.config.MEMBER_SITE_URL,
        title: 'Lotus',
        // No Accept-Language: the site's default language, Vietnamese.
        text: {
          title: 'Lotus',
          subtitle: 'Chơi có trách nhiệm · 18+ · biết dừng đúng lúc',
          cta: 'Vào trang chủ',
        },
      },
      {
        id: expect.any(Number),
        groupName: 'w_speed',
        url: '/media/banners/speed-2.svg',
        linkageType: 'NONE',
        linkUrl: null,
        title: 'Đường truy cập nhanh',
        text: { title: 'Đường truy cập nhanh', subtitle: 'Chọn đường có độ trễ thấp nhất để vào Lotus' },
      },
    ]);
    // Without MEMBER_SITE_URL the member site is the local one.
    expect(sites.config.MEMBER_SITE_URL).toBe('http://localhost:8080');
  });

  it('answers empty lists for a group without banners, and refuses a missing group', async () => {
    expect(await publicBanners('w_nothing')).toEqual({ banners: [], promotion: [] });
    const missing = await sites.member.inject({ method: 'GET', url: '/wps/relay/banners' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('error_validation');
  });
});

describe('operator banners', () => {
  it('adds a promotion, which the public call lists apart from the banners', async () => {
    const created = await sites.operator.inject({
      method: 'POST',
      url: '/admin/banners',
      headers: operator,
      payload: promotion,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().value).toMatchObject({
      id: expect.any(Number),
      groupName: 'w_speed',
      kind: 'promotion',
      url: '/media/banners/speed-2.svg',
      linkageType: 'GAME',
      linkUrl: 'limbo',
      sort: 5,
      enabled: true,
    });
    const value = await publicBanners();
    expect(value.banners).toHaveLength(2);
    expect(value.promotion.map((banner) => banner.title)).toEqual(['Limbo']);
  });

  it('refuses a URL linkage without a link, naming the field, and an unknown kind', async () => {
    const noLink = await sites.operator.inject({
      method: 'POST',
      url: '/admin/banners',
      headers: operator,
      payload: { groupName: 'w_speed', imageUrl: '/media/a.svg', title: 'x', linkageType: 'URL' },
    });
    expect(noLink.statusCode).toBe(400);
    expect(noLink.json()).toMatchObject({
      success: false,
      error: { code: 'error_validation', fields: { linkUrl: expect.any(String) } },
    });
    const badKind = await sites.operator.inject({
      method: 'POST',
      url: '/admin/banners',
      headers: operator,
      payload: { groupName: 'w_speed', imageUrl: '/media/a.svg', title: 'x', kind: 'popup' },
    });
    expect(badKind.json().error).toMatchObject({
      code: 'error_validation',
      fields: { kind: expect.any(String) },
    });
    const badImage = await sites.operator.inject({
      method: 'POST',
      url: '/admin/banners',
      headers: operator,
      payload: { groupName: 'w_speed', imageUrl: 'javascript:alert(1)', title: 'x' },
    });
    expect(badImage.json().error.fields).toHaveProperty('imageUrl');
  });

  it('updates a banner; a disabled one leaves the public call but stays in the operator list', async () => {
    const [first] = (await publicBanners()).banners;
    if (!first) throw new Error('no seeded banner');
    const disabled = await sites.operator.inject({
      method: 'PUT',
      url: `/admin/banners/${first.id}`,
      headers: operator,
      payload: {
        groupName: 'w_speed',
        imageUrl: first.url,
        title: 'Renamed',
        linkageType: 'NONE',
        // A link with no linkage is dropped rather than kept stale.
        linkUrl: 'https://stale.example',
        enabled: false,
      },
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().value).toMatchObject({
      id: first.id,
      title: 'Renamed',
      linkageType: 'NONE',
      linkUrl: null,
      enabled: false,
    });
    expect((await publicBanners()).banners.map((banner) => banner.title)).toEqual(['Đường truy cập nhanh']);

    const all = await sites.operator.inject({
      method: 'GET',
      url: '/admin/banners?group=w_speed',
      headers: operator,
    });
    expect(
      all.json().value.map((banner: { title: string; enabled: boolean }) => [banner.title, banner.enabled]),
    ).toEqual([
      ['Renamed', false],
      ['Đường truy cập nhanh', true],
      ['Limbo', true],
    ]);
    const everyGroup = await sites.operator.inject({
      method: 'GET',
      url: '/admin/banners',
      headers: operator,
    });
    // The demo's two home-page banners (w_home) come first, by group name.
    expect(everyGroup.json().value.map((banner: { groupName: string }) => banner.groupName)).toEqual([
      'w_home',
      'w_home',
      'w_speed',
      'w_speed',
      'w_speed',
    ]);
  });

  it('answers not found for an unknown banner id, on update and on delete', async () => {
    for (const id of [999_999, 99_999_999_999]) {
      const update = await sites.operator.inject({
        method: 'PUT',
        url: `/admin/banners/${id}`,
        headers: operator,
        payload: { groupName: 'w_speed', imageUrl: '/media/a.svg', title: 'x' },
      });
      expect(update.statusCode).toBe(404);
      expect(update.json().error.code).toBe('error_not_found');
      const removal = await sites.operator.inject({
        method: 'DELETE',
        url: `/admin/banners/${id}`,
        headers: operator,
      });
      expect(removal.statusCode).toBe(404);
      expect(removal.json().error.code).toBe('error_not_found');
    }
    const notANumber = await sites.operator.inject({
      method: 'DELETE',
      url: '/admin/banners/abc',
      headers: operator,
    });
    expect(notANumber.json().error.code).toBe('error_validation');
  });

  it('deletes a banner', async () => {
    const [promotionBanner] = (await publicBanners()).promotion;
    if (!promotionBanner) throw new Error('no promotion');
    const removal = await sites.operator.inject({
      method: 'DELETE',
      url: `/admin/banners/${promotionBanner.id}`,
      headers: operator,
    });
    expect(removal.json()).toEqual({ success: true, value: { deleted: true } });
    expect((await publicBanners()).promotion).toEqual([]);
  });

  it('records every change in the audit log', async () => {
    const { rows } = await sites.database.pool.query<{ action: string }>(
      "select action from operator_audit where action like 'content.%' order by id",
    );
    expect(rows.map((row) => row.action)).toEqual([
      'content.banner.create',
      'content.banner.update',
      'content.banner.delete',
    ]);
  });

  it('refuses every banner call without an operator’s credential', async () => {
    const calls = [
      { method: 'GET', url: '/admin/banners' },
      { method: 'POST', url: '/admin/banners', payload: promotion },
      { method: 'PUT', url: '/admin/banners/1', payload: promotion },
      { method: 'DELETE', url: '/admin/banners/1' },
    ] as const;
    for (const call of calls) {
      const response = await sites.operator.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json().error.code).toBe('error_operator_unauthorized');
    }
    expect((await publicBanners()).banners).toHaveLength(1);
  });
});
