import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import {
  createDeposit,
  depositMember,
  newKey,
  operatorCall,
  seededChannels,
} from '../../../test/deposit-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';

let sites: TestSites;
let channels: { bank: string; gateway: string };

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  channels = await seededChannels(sites.database.pool);
});
afterAll(() => sites.close());

async function channelNames(token: string, language: string) {
  const response = await sites.member.inject({
    method: 'GET',
    url: '/wps/relay/deposits/channels',
    headers: { ...bearer(token), 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().value as Array<{ id: string; name: string }>).map((channel) => channel.name);
}

async function auditCount(): Promise<number> {
  const { rows } = await sites.database.pool.query<{ count: string }>(
    "select count(*) from operator_audit where action like 'cashier.deposit_channel.%'",
  );
  return Number(rows[0]?.count);
}

describe('deposit channel names per language', () => {
  it('names the seeded gateway channel in the member’s language; a bank keeps its own name', async () => {
    const { token } = await depositMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY);
    expect(await channelNames(token, 'vi-VN,vi;q=0.9')).toEqual(['Vietcombank', 'Thanh toán trực tuyến']);
    expect(await channelNames(token, 'en-US,en;q=0.9')).toEqual(['Vietcombank', 'Online payment']);
    // A language without a name: the operator's name.
    expect(await channelNames(token, 'th')).toEqual(['Vietcombank', 'Online payment']);
  });

  it('names the channel of a member’s deposit in their language, in the answer and the list', async () => {
    const { token } = await depositMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY);
    const created = await sites.member.inject({
      method: 'POST',
      url: '/wps/relay/deposits',
      headers: { ...bearer(token), 'accept-language': 'vi' },
      payload: {
        channelId: channels.gateway,
        amount: '100000',
        payerName: 'Nguyen Van An',
        idempotencyKey: newKey(),
      },
    });
    expect(created.json().value).toMatchObject({ channelName: 'Thanh toán trực tuyến' });
    const id = (created.json().value as { id: string }).id;
    const english = await sites.member.inject({
      method: 'GET',
      url: `/wps/relay/deposits/${id}`,
      headers: { ...bearer(token), 'accept-language': 'en' },
    });
    expect(english.json().value.channelName).toBe('Online payment');
    const list = await sites.member.inject({
      method: 'GET',
      url: '/wps/relay/deposits?page=1&size=10',
      headers: { ...bearer(token), 'accept-language': 'vi' },
    });
    expect(list.json().value.content[0].channelName).toBe('Thanh toán trực tuyến');
    // The bank transfer helper still works without a language: the operator's name.
    const bank = await createDeposit(sites.member, token, {
      channelId: channels.bank,
      amount: '150000',
      payerName: 'Nguyen Van An',
      idempotencyKey: newKey(),
    });
    expect(bank.json().value.channelName).toBe('Vietcombank');
  });

  it('lets the operator write names per language (audited), and refuses a language the brand lacks, changing nothing', async () => {
    const before = await auditCount();
    const created = await operatorCall(sites.operator, 'POST', '/admin/cashier/deposit-channels', {
      kind: 'gateway',
      name: 'E-wallet',
      names: { vi: 'Ví điện tử', en: 'E-wallet' },
      minAmount: '10000',
      maxAmount: '1000000',
      gatewayCode: 'dev',
      sort: 5,
    });
    expect(created.statusCode, created.body).toBe(200);
    const channel = created.json().value as { id: string; names: Record<string, string> };
    expect(channel.names).toEqual({ vi: 'Ví điện tử', en: 'E-wallet' });
    expect(await auditCount()).toBe(before + 1);

    const changed = await operatorCall(
      sites.operator,
      'PATCH',
      `/admin/cashier/deposit-channels/${channel.id}`,
      {
        names: { vi: 'Ví MoMo' },
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().value.names).toEqual({ vi: 'Ví MoMo' });
    expect(await auditCount()).toBe(before + 2);

    const listed = async () =>
      (await operatorCall(sites.operator, 'GET', '/admin/cashier/deposit-channels')).json()
        .value as unknown[];
    const snapshot = await listed();
    const refused = [
      [
        'POST',
        '/admin/cashier/deposit-channels',
        {
          kind: 'gateway',
          name: 'X',
          names: { fr: 'Paiement' },
          minAmount: '1',
          maxAmount: '2',
          gatewayCode: 'dev',
        },
        'names.fr',
      ],
      ['PATCH', `/admin/cashier/deposit-channels/${channel.id}`, { names: { fr: 'Paiement' } }, 'names.fr'],
      [
        'PATCH',
        `/admin/cashier/deposit-channels/${channel.id}`,
        { names: { vi: 'x'.repeat(65) } },
        'names.vi',
      ],
      ['PATCH', `/admin/cashier/deposit-channels/${channel.id}`, { names: { vi: '' } }, 'names.vi'],
    ] as const;
    for (const [method, url, payload, field] of refused) {
      const response = await operatorCall(sites.operator, method, url, payload);
      expect(response.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}).join(' ')).toContain(field);
    }
    expect(await listed()).toEqual(snapshot);
    expect(await auditCount()).toBe(before + 2);
  });
});
