import { bothReferences } from '../../../test/operator-helpers.ts';
import type { Announcement } from '@lotus/contract/announcements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcementBody,
  daysFromNow,
  operatorHeaders,
  publishAnnouncement,
} from '../../../test/announcement-helpers.ts';
import { bearer } from '../../../test/auth-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { registerWalletMember } from '../../../test/wallet-helpers.ts';

let sites: TestSites;
let token: string;
let demoBoard: Announcement[];

beforeAll(async () => {
  sites = await createTestSites();
  demoBoard = (await read('?lang=vi')).list;
  // The demo's notice is not part of what these tests publish: start from an empty board.
  await sites.database.pool.query('delete from announcements');
  ({ token } = await registerWalletMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY));
  // One of each kind members may or may not see; the names say what the tests expect.
  await publishAnnouncement(sites, announcementBody('B', 'notice', { sort: 2 }));
  await publishAnnouncement(sites, announcementBody('B', 'first notice', { sort: 1 }));
  await publishAnnouncement(sites, announcementBody('H', 'listed'));
  await publishAnnouncement(sites, announcementBody('PU', 'everyone popup'));
  await publishAnnouncement(sites, announcementBody('PL', 'member popup'));
  await publishAnnouncement(sites, announcementBody('PR', 'visitor popup'));
  await publishAnnouncement(
    sites,
    announcementBody('B', 'ended', { startAt: daysFromNow(-2), endAt: daysFromNow(-1) }),
  );
  await publishAnnouncement(sites, announcementBody('B', 'future', { startAt: daysFromNow(1) }));
  await publishAnnouncement(
    sites,
    announcementBody('B', 'running', { startAt: daysFromNow(-1), endAt: daysFromNow(1) }),
  );
  await publishAnnouncement(sites, announcementBody('PU', 'disabled', { enabled: false }));
});
afterAll(() => sites.close());

async function read(query = '', headers: Record<string, string> = {}) {
  const response = await sites.member.inject({
    method: 'GET',
    url: `/wps/relay/announcements${query}`,
    headers: { 'accept-language': 'en', ...headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { response, list: response.json().value.announcements as Announcement[] };
}

const titles = (list: Announcement[]) => list.map((announcement) => announcement.title);

describe('GET /wps/relay/announcements', () => {
  it('greets the demo brand’s visitors with one notice and no popup', () => {
    expect(demoBoard).toEqual([expect.objectContaining({ type: 'B', title: 'Chào mừng đến với Lotus' })]);
  });

  it('answers a visitor the current notices and the popups for everyone and for visitors, in order', async () => {
    const { list, response } = await read();
    expect(titles(list)).toEqual([
      // sort first (0 by default), then the newest first.
      'running (en)',
      'visitor popup (en)',
      'everyone popup (en)',
      'listed (en)',
      'first notice (en)',
      'notice (en)',
    ]);
    // Another caller's token changes the answer: no shared cache may keep it.
    expect(response.headers['cache-control']).toContain('no-store');
    expect(list[0]).toEqual({
      id: expect.any(Number),
      type: 'B',
      title: 'running (en)',
      content: 'Content of running',
      language: 'en',
      startAt: expect.stringMatching(/Z$/),
      endAt: expect.stringMatching(/Z$/),
    });
  });

  it('answers a member the member popup and never the visitor one', async () => {
    const { list } = await read('?types=PL,PU,PR', bearer(token));
    expect(titles(list)).toEqual(['member popup (en)', 'everyone popup (en)']);
  });

  it('never answers the member popup to a visitor, nor to a stale token', async () => {
    expect(titles((await read('?types=PL')).list)).toEqual([]);
    const stale = await read('?types=PL,PR', bearer('not-a-real-token'));
    expect(titles(stale.list)).toEqual(['visitor popup (en)']);
  });

  it('leaves out what is disabled, ended or not started yet', async () => {
    const { list } = await read('?types=B,PU');
    expect(titles(list)).not.toEqual(expect.arrayContaining(['ended (en)', 'future (en)', 'disabled (en)']));
    expect(titles(list)).toEqual(['running (en)', 'everyone popup (en)', 'first notice (en)', 'notice (en)']);
  });

  it('shows an announcement once its start arrives and drops it once its end passes', async () => {
    const created = await publishAnnouncement(
      sites,
      announcementBody('H', 'window', { startAt: daysFromNow(1), endAt: daysFromNow(2) }),
    );
    expect(titles((await read('?types=H')).list)).toEqual(['listed (en)']);
    // Move the window around the database's now, as time passing would.
    await sites.database.pool.query(
      `update announcements set starts_at = now() - interval '1 minute', ends_at = now() + interval '1 minute'
        where id = $1`,
      [created.id],
    );
    expect(titles((await read('?types=H')).list)).toEqual(['window (en)', 'listed (en)']);
    await sites.database.pool.query(
      `update announcements set starts_at = now() - interval '2 minutes', ends_at = now() - interval '1 second'
        where id = $1`,
      [created.id],
    );
    expect(titles((await read('?types=H')).list)).toEqual(['listed (en)']);
  });

  it('words each announcement in the caller’s language: the header, the lang parameter, else English', async () => {
    const vietnamese = await read('?types=H', { 'accept-language': 'vi-VN,vi;q=0.9' });
    expect(vietnamese.list[0]).toMatchObject({
      title: 'listed (vi)',
      content: 'Nội dung listed',
      language: 'vi',
    });
    expect((await read('?types=H&lang=vi')).list[0]?.title).toBe('listed (vi)');
    // Thai has no text of its own here: English stands in, and says so.
    expect((await read('?types=H&lang=th')).list[0]).toMatchObject({ title: 'listed (en)', language: 'en' });
  });

  it('answers a third language when the operator wrote it', async () => {
    await publishAnnouncement(sites, {
      ...announcementBody('H', 'three'),
      texts: {
        vi: { title: 'Ba', content: 'Ba ngôn ngữ' },
        en: { title: 'Three', content: 'Three languages' },
        'zh-CN': { title: '三', content: '三种语言' },
      },
      sort: 0,
    });
    const { list } = await read('?types=H&lang=zh-CN');
    expect(list.find((item) => item.language === 'zh-CN')).toMatchObject({ title: '三' });
  });

  it('refuses types, platforms and executions the spec does not have', async () => {
    for (const query of ['?types=X', '?types=B,,PL', '?platform=M', '?execution=A', '?lang=english!']) {
      const response = await sites.member.inject({ method: 'GET', url: `/wps/relay/announcements${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('error_validation');
    }
    // The spec's own values are accepted as given.
    const spec = await read('?types=B,PL,PU,PR,H&platform=W&execution=B');
    expect(spec.list.length).toBeGreaterThan(0);
  });

  it('is described in the OpenAPI reference, with the operator calls and the banners’ order', async () => {
    const document = await bothReferences(sites);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/wps/relay/announcements',
        '/admin/announcements',
        '/admin/announcements/{id}',
        '/admin/banners/order',
      ]),
    );
  });

  it('is served on the other sites too', async () => {
    const response = await sites.speed.inject({ method: 'GET', url: '/wps/relay/announcements?types=B' });
    expect(response.statusCode).toBe(200);
    // The operator call needs its key on every site.
    const operatorOnly = await sites.operator.inject({ method: 'GET', url: '/admin/announcements' });
    expect(operatorOnly.statusCode).toBe(401);
    const withKey = await sites.operator.inject({
      method: 'GET',
      url: '/admin/announcements?size=1',
      headers: operatorHeaders,
    });
    expect(withKey.json().value.size).toBe(1);
  });
});
