import type { OperatorAnnouncement } from '@lotus/contract/announcements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcementBody,
  daysFromNow,
  operatorHeaders,
  publishAnnouncement,
} from '../../../test/announcement-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';

let sites: TestSites;

beforeAll(async () => {
  sites = await createTestSites();
  // The demo's notice is not part of what these tests publish: start from an empty board.
  await sites.database.pool.query('delete from announcements');
});
afterAll(() => sites.close());

async function operatorCall(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return sites.operator.inject({
    method,
    url,
    headers: operatorHeaders,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function memberTitles(types: string) {
  const response = await sites.member.inject({
    method: 'GET',
    url: `/wps/relay/announcements?types=${types}&lang=en`,
  });
  return (response.json().value.announcements as Array<{ title: string }>).map((item) => item.title);
}

describe('operator announcements', () => {
  let popup: OperatorAnnouncement;

  it('publishes a popup with its defaults, which members then read', async () => {
    popup = await publishAnnouncement(sites, announcementBody('PU', 'welcome'));
    expect(popup).toEqual({
      id: expect.any(Number),
      type: 'PU',
      texts: {
        vi: { title: 'welcome (vi)', content: 'Nội dung welcome' },
        en: { title: 'welcome (en)', content: 'Content of welcome' },
      },
      platform: 'W',
      execution: 'B',
      startAt: null,
      endAt: null,
      sort: 0,
      enabled: true,
      live: true,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
    expect(await memberTitles('PU')).toEqual(['welcome (en)']);
  });

  it('keeps the instant of a time written with an offset, and answers it in UTC', async () => {
    const scheduled = await publishAnnouncement(
      sites,
      announcementBody('B', 'scheduled', { startAt: '2099-01-01T07:00:00+07:00' }),
    );
    expect(scheduled.startAt).toBe('2099-01-01T00:00:00.000Z');
    // Not started yet: the operator sees it is not live, members do not see it.
    expect(scheduled.live).toBe(false);
    expect(await memberTitles('B')).toEqual([]);
  });

  it('overwrites an announcement; disabling it takes it off the site', async () => {
    const response = await operatorCall(
      'PUT',
      `/admin/announcements/${popup.id}`,
      announcementBody('PU', 'renamed', { enabled: false, sort: 3 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({
      id: popup.id,
      texts: { en: { title: 'renamed (en)' } },
      enabled: false,
      live: false,
      sort: 3,
    });
    expect(await memberTitles('PU')).toEqual([]);
    const one = await operatorCall('GET', `/admin/announcements/${popup.id}`);
    expect(one.json().value.texts.vi.title).toBe('renamed (vi)');
  });

  it('lists every announcement newest first, paged, and by type', async () => {
    await publishAnnouncement(sites, announcementBody('H', 'old news', { endAt: daysFromNow(1) }));
    const page = await operatorCall('GET', '/admin/announcements?page=1&size=2');
    expect(page.json().value).toMatchObject({ page: 1, size: 2, total: 3 });
    const listed = page.json().value.content as OperatorAnnouncement[];
    expect(listed.map((item) => item.texts.en?.title)).toEqual(['old news (en)', 'scheduled (en)']);
    const second = await operatorCall('GET', '/admin/announcements?page=2&size=2');
    expect(second.json().value.content.map((item: OperatorAnnouncement) => item.id)).toEqual([popup.id]);
    const popups = await operatorCall('GET', '/admin/announcements?type=PU');
    expect(popups.json().value).toMatchObject({ total: 1, content: [{ id: popup.id }] });
  });

  it('refuses an announcement without Vietnamese or English, an end before its start, an unknown type', async () => {
    const cases: Array<[unknown, string]> = [
      [{ type: 'PU', texts: { en: { title: 'x', content: 'y' } } }, 'texts.vi'],
      [{ type: 'PU', texts: { vi: { title: 'x', content: 'y' } } }, 'texts.en'],
      [announcementBody('PU', 'x', { startAt: daysFromNow(2), endAt: daysFromNow(1) }), 'endAt'],
      [announcementBody('PU', 'x', { startAt: 'tomorrow' }), 'startAt'],
      [announcementBody('POPUP' as 'PU', 'x'), 'type'],
      [announcementBody('PU', 'x', { platform: 'M' }), 'platform'],
      [announcementBody('PU', 'x', { execution: 'A' }), 'execution'],
      [announcementBody('PU', 'x', { sort: -1 }), 'sort'],
      [
        { type: 'B', texts: { vi: { title: ' ', content: 'y' }, en: { title: 'x', content: 'y' } } },
        'texts.vi.title',
      ],
      [
        {
          type: 'B',
          texts: { vi: { title: 'x', content: 'y'.repeat(2001) }, en: { title: 'x', content: 'y' } },
        },
        'texts.vi.content',
      ],
    ];
    for (const [payload, field] of cases) {
      const response = await operatorCall('POST', '/admin/announcements', payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.code).toBe('error_validation');
      expect(Object.keys(response.json().error.fields ?? {}), field).toContain(field);
    }
  });

  it('answers not found for an id it does not have, on read, update and delete', async () => {
    for (const id of [999_999, 2_147_483_647]) {
      expect((await operatorCall('GET', `/admin/announcements/${id}`)).statusCode).toBe(404);
      const update = await operatorCall('PUT', `/admin/announcements/${id}`, announcementBody('B', 'x'));
      expect(update.json().error.code).toBe('error_not_found');
      const removal = await operatorCall('DELETE', `/admin/announcements/${id}`);
      expect(removal.statusCode).toBe(404);
    }
    expect((await operatorCall('GET', '/admin/announcements/abc')).json().error.code).toBe(
      'error_validation',
    );
    expect((await operatorCall('GET', '/admin/announcements/2147483648')).statusCode).toBe(400);
  });

  it('deletes an announcement', async () => {
    const removal = await operatorCall('DELETE', `/admin/announcements/${popup.id}`);
    expect(removal.json()).toEqual({ success: true, value: { deleted: true } });
    expect((await operatorCall('GET', `/admin/announcements/${popup.id}`)).statusCode).toBe(404);
  });

  it('records every change in the audit log, and nothing for a refused one', async () => {
    const { rows } = await sites.database.pool.query<{ action: string }>(
      "select action from operator_audit where action like 'announcement.%' order by id",
    );
    expect(rows.map((row) => row.action)).toEqual([
      'announcement.create',
      'announcement.create',
      'announcement.update',
      'announcement.create',
      'announcement.delete',
    ]);
    const { rows: change } = await sites.database.pool.query(
      "select target, before, after from operator_audit where action = 'announcement.update'",
    );
    expect(change[0].target).toMatch(/^announcement \d+$/);
    expect(change[0].before).not.toEqual(change[0].after);
    expect(change[0].before).toMatchObject({ id: expect.any(Number), texts: expect.any(Object) });
    const { rows: removal } = await sites.database.pool.query(
      "select before, after from operator_audit where action = 'announcement.delete'",
    );
    expect(removal[0]).toMatchObject({ before: { id: expect.any(Number) }, after: null });
  });

  it('refuses every call without an operator’s credential, or with a wrong one', async () => {
    const calls = [
      { method: 'GET', url: '/admin/announcements' },
      { method: 'GET', url: '/admin/announcements/1' },
      { method: 'POST', url: '/admin/announcements', payload: announcementBody('B', 'x') },
      { method: 'PUT', url: '/admin/announcements/1', payload: announcementBody('B', 'x') },
      { method: 'DELETE', url: '/admin/announcements/1' },
    ] as const;
    for (const call of calls) {
      for (const headers of [{}, { authorization: 'Bearer lopt_wrong' }]) {
        const response = await sites.operator.inject({ ...call, headers });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(response.json().error.code).toBe('error_operator_unauthorized');
      }
    }
    const { rows } = await sites.database.pool.query('select count(*)::int as count from announcements');
    expect(rows[0]).toEqual({ count: 2 });
  });
});
