import { vi } from 'vitest';
import { financeSelf } from '../../test/fake-operator-api.ts';

/** An application as the server answers it, waiting, with two images. */
export function application(id: string, username: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    promotionId: '6',
    promotionTitle: 'Khoe chiến thắng lớn',
    comment: 'Thắng 12 triệu ở Plinko!\nẢnh đây',
    images: [
      { id: `${id}1`, contentType: 'image/png' as const, size: 120_000 },
      { id: `${id}2`, contentType: 'image/jpeg' as const, size: 340_000 },
    ],
    status: 'applying' as string,
    amount: null as string | null,
    operatorRemark: null as string | null,
    createdAt: '2026-11-26T03:15:00.000Z',
    decidedAt: null as string | null,
    memberId: `10${id}`,
    username,
    maxAmount: '500000',
    ...overrides,
  };
}

/** Finance with the queue's permission and not the setup's (as the roles' grid gives support). */
export const rewardsReviewer = {
  ...financeSelf,
  permissions: [...financeSelf.permissions, 'rewards.review', 'rewards.read'],
} as typeof financeSelf;

/**
 * Content as the roles' grid makes it (migrations 0053 and 0063): it sets rewards up and reads the
 * campaigns, and decides no queue.
 */
export const rewardsSetter = {
  ...financeSelf,
  id: '3',
  username: 'content.mai',
  displayName: 'Mai Nội dung',
  permissions: ['self', 'content.manage', 'rewards.manage', 'rewards.read'],
} as typeof financeSelf;

/**
 * Serves the application images beside the fake operator API (installed first): their bytes,
 * not the envelope, and blob URLs that are counted, since jsdom makes none.
 */
export function serveImages(options: { failing?: string[] } = {}) {
  const jsonApi = globalThis.fetch;
  const requests: { id: string; authorization: string | null }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const match = /\/admin\/promotions\/images\/(\d+)$/.exec(new URL(request.url).pathname);
    if (match === null) return jsonApi(input, init);
    const id = match[1]!;
    requests.push({ id, authorization: request.headers.get('authorization') });
    if (options.failing?.includes(id)) return new Response('', { status: 404 });
    return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
      headers: { 'content-type': 'image/png' },
    });
  });
  const made: string[] = [];
  const revoked: string[] = [];
  let count = 0;
  Object.assign(URL, {
    createObjectURL: () => {
      count += 1;
      const url = `blob:http://localhost/image-${count}`;
      made.push(url);
      return url;
    },
    revokeObjectURL: (url: string) => revoked.push(url),
  });
  return { requests, made, revoked };
}
