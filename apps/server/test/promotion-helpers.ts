import { randomBytes } from 'node:crypto';
import type { Promotion, PromotionList } from '@lotus/contract/promotions';
import { expect } from 'vitest';
import { operatorInject } from './operator-helpers.ts';
import { callAs } from './security-helpers.ts';
import type { TestSites } from './test-sites.ts';

/** Promotion tests' steps: the operator's promotion, a member's calls, a credited deposit. */

const hour = 3_600_000;

/** A promotion live from an hour ago for a day, unless the window is given. */
export async function createPromotionAs(
  sites: TestSites,
  terms: Record<string, unknown>,
  options: { type?: string; startsAt?: Date; endsAt?: Date; title?: string } = {},
): Promise<string> {
  const response = await operatorInject(sites, {
    method: 'POST',
    url: '/admin/promotions',
    payload: {
      type: options.type ?? 'newbie',
      terms,
      texts: {
        vi: { title: options.title ?? `Khuyến mãi ${randomBytes(3).toString('hex')}`, summary: 'Tóm tắt' },
        en: { title: options.title ?? 'A promotion', summary: 'Summary' },
      },
      startsAt: (options.startsAt ?? new Date(Date.now() - hour)).toISOString(),
      endsAt: (options.endsAt ?? new Date(Date.now() + 24 * hour)).toISOString(),
    },
  });
  expect(response.json().error).toBeUndefined();
  return response.json().value.id as string;
}

export interface Answer<T> {
  success: boolean;
  value: T;
  error?: { code: string; params?: Record<string, unknown> };
}

/** A member's promotion call: the answer's envelope (`value` as the call declares it). */
export async function promotionCall<T = Promotion>(
  sites: TestSites,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  body?: object,
): Promise<Answer<T>> {
  const response = await callAs(sites.member, {
    method,
    url,
    token,
    ...(body === undefined ? {} : { body }),
  });
  return response.body as Answer<T>;
}

/** The member's view of one promotion in the activity centre. */
export async function promotionOf(
  sites: TestSites,
  token: string,
  id: string,
): Promise<Promotion | undefined> {
  const list = await promotionCall<PromotionList>(sites, token, 'GET', '/wps/member/promotions');
  return list.value.promotions.find((promotion) => promotion.id === id);
}

export const claimKey = () => ({ idempotencyKey: `claim-${randomBytes(6).toString('hex')}` });
