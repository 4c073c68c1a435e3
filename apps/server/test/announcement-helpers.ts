import { operatorHeaders } from './operator-helpers.ts';
import type { OperatorAnnouncement } from '@lotus/contract/announcements';
import type { AnnouncementType } from '@lotus/contract/values';
import { expect } from 'vitest';
import type { TestSites } from './test-sites.ts';

export { operatorHeaders };

const day = 24 * 60 * 60 * 1000;
/** An instant `days` from now (negative: in the past), as the wire carries it. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * day).toISOString();

/** An announcement body with both required languages; `name` makes its words recognisable. */
export function announcementBody(
  type: AnnouncementType,
  name: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    type,
    texts: {
      vi: { title: `${name} (vi)`, content: `Nội dung ${name}` },
      en: { title: `${name} (en)`, content: `Content of ${name}` },
    },
    ...extra,
  };
}

/** Publishes an announcement through the operator API and answers it as the operator sees it. */
export async function publishAnnouncement(
  sites: TestSites,
  body: Record<string, unknown>,
): Promise<OperatorAnnouncement> {
  const response = await sites.operator.inject({
    method: 'POST',
    url: '/admin/announcements',
    headers: operatorHeaders,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as OperatorAnnouncement;
}
