import { operatorHeaders } from '../../../test/operator-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';

/** The operator manages a group's banners as a group: list it, add to it, order it, take from it. */
let sites: TestSites;
const operator = operatorHeaders;
const group = 'w_home_test';
const ids: number[] = [];

beforeAll(async () => {
  sites = await createTestSites();
  for (const [title, linkageType, linkUrl] of [
    ['Responsible play', 'URL', '/responsible-gaming'],
    ['Partner site', 'URL', 'https://partner.example/offer'],
    ['Limbo', 'GAME', 'limbo'],
  ] as const) {
    const response = await sites.operator.inject({
      method: 'POST',
      url: '/admin/banners',
      headers: operator,
      payload: { groupName: group, imageUrl: '/media/banners/speed-1.svg', title, linkageType, linkUrl },
    });
    expect(response.statusCode, response.body).toBe(200);
    ids.push(response.json().value.id);
  }
});
afterAll(() => sites.close());

async function memberBanners() {
  const response = await sites.member.inject({ method: 'GET', url: `/wps/relay/banners?group=${group}` });
  return response.json().value.banners as Array<{
    id: number;
    title: string;
    url: string;
    linkageType: string;
    linkUrl: string | null;
    groupName: string;
  }>;
}

async function order(payload: unknown) {
  return sites.operator.inject({
    method: 'PUT',
    url: '/admin/banners/order',
    headers: operator,
    payload: payload as Record<string, unknown>,
  });
}

describe('PUT /admin/banners/order', () => {
  it('members get each banner with its url, linkageType and groupName, in the order of creation at first', async () => {
    const banners = await memberBanners();
    expect(banners.map((banner) => banner.title)).toEqual(['Responsible play', 'Partner site', 'Limbo']);
    expect(banners[1]).toMatchObject({
      url: '/media/banners/speed-1.svg',
      linkageType: 'URL',
      linkUrl: 'https://partner.example/offer',
      groupName: group,
    });
  });

  it('puts the group in the order given, for members and for the operator', async () => {
    const [first, second, third] = ids;
    const response = await order({ groupName: group, ids: [third, first, second] });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response.json().value.map((banner: { id: number; sort: number }) => [banner.id, banner.sort]),
    ).toEqual([
      [third, 0],
      [first, 1],
      [second, 2],
    ]);
    expect((await memberBanners()).map((banner) => banner.title)).toEqual([
      'Limbo',
      'Responsible play',
      'Partner site',
    ]);
  });

  it('refuses a list that is not exactly the group, and changes nothing', async () => {
    const [first, second, third] = ids as [number, number, number];
    const seeded = await sites.operator.inject({
      method: 'GET',
      url: '/admin/banners?group=w_speed',
      headers: operator,
    });
    const otherGroupId = seeded.json().value[0].id as number;
    const refused = [
      { groupName: group, ids: [first, second] },
      { groupName: group, ids: [first, second, third, otherGroupId] },
      { groupName: group, ids: [first, second, otherGroupId] },
      { groupName: group, ids: [first, first, second] },
      { groupName: group, ids: [] },
      { groupName: 'Not a group!', ids: [first] },
      { groupName: group, ids: [first, 'two', third] },
    ];
    for (const payload of refused) {
      const response = await order(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('error_validation');
    }
    expect((await memberBanners()).map((banner) => banner.title)).toEqual([
      'Limbo',
      'Responsible play',
      'Partner site',
    ]);
  });

  it('is audited, and refused without an operator’s credential', async () => {
    const { rows } = await sites.database.pool.query<{ target: string; before: unknown; after: unknown }>(
      "select target, before, after from operator_audit where action = 'content.banner.order'",
    );
    expect(rows).toEqual([
      { target: `banner group ${group}`, before: { ids }, after: { ids: [ids[2], ids[0], ids[1]] } },
    ]);
    const anonymous = await sites.operator.inject({
      method: 'PUT',
      url: '/admin/banners/order',
      payload: { groupName: group, ids },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
