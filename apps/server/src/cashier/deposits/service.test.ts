import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import {
  createDeposit,
  depositMember,
  freePlayToken,
  newKey,
  operatorCall,
  seededChannels,
} from '../../../test/deposit-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { crc16Ccitt, parseEmvFields } from './vietqr.ts';

let sites: TestSites;
let channels: { bank: string; gateway: string };

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  channels = await seededChannels(sites.database.pool);
});
afterAll(() => sites.close());

const member = (realName: string | null = null) =>
  depositMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY, realName);

function memberGet(token: string, url: string) {
  return sites.member.inject({ method: 'GET', url, headers: bearer(token) });
}

async function bankDeposit(token: string, amount = '150000', payerName = 'Nguyen Van An') {
  const response = await createDeposit(sites.member, token, {
    channelId: channels.bank,
    amount,
    payerName,
    idempotencyKey: newKey(),
  });
  expect(response.json().error).toBeUndefined();
  return response.json().value as { id: string; reference: string; amount: string; status: string };
}

describe('deposit channels (operator)', () => {
  it('needs an operator’s credential', async () => {
    const response = await sites.operator.inject({ method: 'GET', url: '/admin/cashier/deposit-channels' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('error_operator_unauthorized');
  });

  it('lists the seeded Vietcombank transfer and the development gateway', async () => {
    const response = await operatorCall(sites.operator, 'GET', '/admin/cashier/deposit-channels');
    expect(response.json().value).toEqual([
      expect.objectContaining({
        kind: 'bank_transfer',
        bankBin: '970436',
        bankName: 'Vietcombank',
        minAmount: '50000',
        maxAmount: '100000000',
        enabled: true,
      }),
      expect.objectContaining({ kind: 'gateway', gatewayCode: 'dev', enabled: true }),
    ]);
  });

  it('creates, changes and disables a channel, each audited; members see only enabled ones', async () => {
    const created = await operatorCall(sites.operator, 'POST', '/admin/cashier/deposit-channels', {
      kind: 'bank_transfer',
      name: 'BIDV',
      minAmount: '100000',
      maxAmount: '5000000',
      sort: 5,
      bankBin: '970418',
      bankName: 'BIDV',
      accountNumber: '21410000123456',
      accountName: 'cong ty  lotus',
    });
    expect(created.statusCode).toBe(200);
    const channel = created.json().value;
    expect(channel).toMatchObject({ accountName: 'CONG TY LOTUS', enabled: true, gatewayCode: null });

    const changed = await operatorCall(
      sites.operator,
      'PATCH',
      `/admin/cashier/deposit-channels/${channel.id}`,
      {
        maxAmount: '9000000',
        name: 'BIDV 2',
      },
    );
    expect(changed.json().value).toMatchObject({ name: 'BIDV 2', minAmount: '100000', maxAmount: '9000000' });

    const { token } = await member();
    const listed = await memberGet(token, '/wps/relay/deposits/channels');
    expect(listed.json().value.map((entry: { id: string }) => entry.id)).toContain(channel.id);
    expect(listed.json().value.find((entry: { id: string }) => entry.id === channel.id)).toEqual({
      id: channel.id,
      kind: 'bank_transfer',
      name: 'BIDV 2',
      minAmount: '100000',
      maxAmount: '9000000',
      currency: 'VND',
      bankName: 'BIDV',
    });

    const disabled = await operatorCall(
      sites.operator,
      'POST',
      `/admin/cashier/deposit-channels/${channel.id}/disable`,
    );
    expect(disabled.json().value.enabled).toBe(false);
    const after = await memberGet(token, '/wps/relay/deposits/channels');
    expect(after.json().value.map((entry: { id: string }) => entry.id)).not.toContain(channel.id);
    const refused = await createDeposit(sites.member, token, {
      channelId: channel.id,
      amount: '200000',
      payerName: 'Nguyen Van An',
      idempotencyKey: newKey(),
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('error_deposit_channel_unavailable');

    const { rows } = await sites.database.pool.query<{ action: string }>(
      `select action from operator_audit where action like 'cashier.deposit_channel.%' and target = $1
        order by id`,
      [`deposit channel ${channel.id}`],
    );
    expect(rows.map((row) => row.action)).toEqual([
      'cashier.deposit_channel.create',
      'cashier.deposit_channel.update',
      'cashier.deposit_channel.disable',
    ]);
  });

  it('refuses limits out of order, an unknown gateway and fields of the other kind', async () => {
    const base = { kind: 'gateway', name: 'Pay', minAmount: '1000', maxAmount: '2000', gatewayCode: 'dev' };
    const reversed = await operatorCall(sites.operator, 'POST', '/admin/cashier/deposit-channels', {
      ...base,
      minAmount: '3000',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toHaveProperty('maxAmount');
    const unknown = await operatorCall(sites.operator, 'POST', '/admin/cashier/deposit-channels', {
      ...base,
      gatewayCode: 'paypal',
    });
    expect(unknown.json().error).toMatchObject({
      code: 'error_validation',
      fields: { gatewayCode: expect.any(String) },
    });
    const foreign = await operatorCall(
      sites.operator,
      'PATCH',
      `/admin/cashier/deposit-channels/${channels.gateway}`,
      {
        bankBin: '970436',
      },
    );
    expect(foreign.json().error).toMatchObject({
      code: 'error_validation',
      fields: { bankBin: expect.any(String) },
    });
    const crossed = await operatorCall(
      sites.operator,
      'PATCH',
      `/admin/cashier/deposit-channels/${channels.bank}`,
      {
        minAmount: '200000000',
      },
    );
    expect(crossed.json().error).toMatchObject({
      code: 'error_validation',
      fields: { maxAmount: expect.any(String) },
    });
    const missing = await operatorCall(sites.operator, 'PATCH', '/admin/cashier/deposit-channels/999999', {
      sort: 1,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('creating a deposit (member)', () => {
  it('needs a session and a real-money account', async () => {
    const anonymous = await sites.member.inject({ method: 'GET', url: '/wps/relay/deposits/channels' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('error_not_logged_in');
    const guest = await freePlayToken(sites.member, sites.config.PAYLOAD_KEY);
    for (const response of [
      await memberGet(guest, '/wps/relay/deposits/channels'),
      await memberGet(guest, '/wps/relay/deposits'),
      await createDeposit(sites.member, guest, {
        channelId: channels.bank,
        amount: '100000',
        payerName: 'Guest Player',
        idempotencyKey: newKey(),
      }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('error_operation_not_allowed');
    }
    const { rows } = await sites.database.pool.query(
      'select 1 from deposits d join members m on m.id = d.member_id where m.is_demo',
    );
    expect(rows).toEqual([]);
  });

  it('answers a bank transfer with the receiving account, a reference and its VietQR code', async () => {
    const { token } = await member('Nguyen Van An');
    const response = await createDeposit(sites.member, token, {
      channelId: channels.bank,
      amount: '150000',
      payerName: 'nguyen  van an',
      idempotencyKey: newKey(),
    });
    expect(response.statusCode).toBe(200);
    const deposit = response.json().value;
    expect(deposit).toMatchObject({
      kind: 'bank_transfer',
      channelName: 'Vietcombank',
      amount: '150000',
      currency: 'VND',
      payerName: 'NGUYEN VAN AN',
      status: 'pending',
      reason: null,
      paymentUrl: null,
      decidedAt: null,
      bankTransfer: {
        bankBin: '970436',
        bankName: 'Vietcombank',
        accountNumber: '1023456789',
        accountName: 'CONG TY LOTUS DEMO',
      },
    });
    expect(deposit.reference).toMatch(/^D[0-9A-HJKMNP-TV-Z]{9}$/);
    const qr: string = deposit.bankTransfer.vietQr;
    expect(qr.slice(-4)).toBe(crc16Ccitt(qr.slice(0, -4)));
    const fields = parseEmvFields(qr);
    expect(fields.get('54')).toBe('150000');
    expect(fields.get('62')).toBe(
      `08${String(deposit.reference.length).padStart(2, '0')}${deposit.reference}`,
    );
    expect(fields.get('38')).toContain('0006970436');
    expect(fields.get('38')).toContain('01101023456789');
  });

  it('keeps the amount within the channel’s limits', async () => {
    const { token } = await member();
    for (const amount of ['49999', '100000001']) {
      const response = await createDeposit(sites.member, token, {
        channelId: channels.bank,
        amount,
        payerName: 'Tran Thi Binh',
        idempotencyKey: newKey(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'error_deposit_amount_out_of_range',
        params: { min: '50000', max: '100000000', minText: '50000 VND', maxText: '100000000 VND' },
      });
    }
    expect((await bankDeposit(token, '50000', 'Tran Thi Binh')).status).toBe('pending');
    expect((await bankDeposit(token, '100000000', 'Tran Thi Binh')).status).toBe('pending');
  });

  it('holds the payer name to the real-name rule, and to the real name on file', async () => {
    const { token } = await member('Nguyen Van An');
    for (const payerName of ['Nguyễn Văn An', 'A', 'Nguyen Van 4n', '   ', 'Nguyen_Van_An', 'x'.repeat(51)]) {
      const response = await createDeposit(sites.member, token, {
        channelId: channels.bank,
        amount: '100000',
        payerName,
        idempotencyKey: newKey(),
      });
      expect(response.statusCode, payerName).toBe(400);
      expect(response.json().error.code).toBe('error_invalid_real_name');
    }
    const other = await createDeposit(sites.member, token, {
      channelId: channels.bank,
      amount: '100000',
      payerName: 'Tran Thi Binh',
      idempotencyKey: newKey(),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.code).toBe('error_payer_name_mismatch');
    // Without a real name on file, any name that follows the rule is taken.
    const free = await member();
    expect((await bankDeposit(free.token, '100000', 'Le Van C')).status).toBe('pending');
  });

  it('answers the same deposit for a repeated key, even sent at once, and refuses a changed request', async () => {
    const { token, id } = await member();
    const body = {
      channelId: channels.bank,
      amount: '300000',
      payerName: 'Pham Thi D',
      idempotencyKey: newKey(),
    };
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => createDeposit(sites.member, token, body)),
    );
    const ids = new Set(answers.map((response) => response.json().value?.id));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^\d+$/);
    const again = await createDeposit(sites.member, token, { ...body, payerName: 'pham thi d' });
    expect(again.json().value.id).toBe([...ids][0]);
    const { rows } = await sites.database.pool.query('select 1 from deposits where member_id = $1', [id]);
    expect(rows).toHaveLength(1);
    const changed = await createDeposit(sites.member, token, { ...body, amount: '300001' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe('error_conflict');
    // Another member's key is their own.
    const other = await member();
    const theirs = await createDeposit(sites.member, other.token, body);
    expect(theirs.json().value.id).not.toBe([...ids][0]);
  });

  it('asks player protection first: a deposit over the member’s limit is refused', async () => {
    const { token, id } = await member();
    const limit = await sites.member.inject({
      method: 'PUT',
      url: '/wps/relay/responsible-gaming/limits',
      headers: bearer(token),
      payload: { deposit: { '24h': '100000' } },
    });
    expect(limit.json().error).toBeUndefined();
    const refused = await createDeposit(sites.member, token, {
      channelId: channels.bank,
      amount: '150000',
      payerName: 'Vo Van E',
      idempotencyKey: newKey(),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('error_deposit_limit_exceeded');
    const { rows } = await sites.database.pool.query('select 1 from deposits where member_id = $1', [id]);
    expect(rows).toEqual([]);
  });

  it('counts deposits still waiting for their money against the limit', async () => {
    const { token } = await member();
    const limit = await sites.member.inject({
      method: 'PUT',
      url: '/wps/relay/responsible-gaming/limits',
      headers: bearer(token),
      payload: { deposit: { '24h': '250000' } },
    });
    expect(limit.json().error).toBeUndefined();
    await bankDeposit(token, '200000', 'Vo Van G');
    const refused = await createDeposit(sites.member, token, {
      channelId: channels.bank,
      amount: '100000',
      payerName: 'Vo Van G',
      idempotencyKey: newKey(),
    });
    expect(refused.json().error).toMatchObject({
      code: 'error_deposit_limit_exceeded',
      params: { remaining: '50000' },
    });
  });

  it('lets through only the deposits that fit the limit when many are asked at once', async () => {
    const { token, id } = await member();
    const limit = await sites.member.inject({
      method: 'PUT',
      url: '/wps/relay/responsible-gaming/limits',
      headers: bearer(token),
      payload: { deposit: { '24h': '250000' } },
    });
    expect(limit.json().error).toBeUndefined();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        createDeposit(sites.member, token, {
          channelId: channels.bank,
          amount: '100000',
          payerName: 'Vo Van H',
          idempotencyKey: newKey(),
        }),
      ),
    );
    const codes = answers.map((answer) => answer.json().error?.code ?? 'ok');
    expect(codes.filter((code) => code === 'ok')).toHaveLength(2);
    expect(codes.filter((code) => code === 'error_deposit_limit_exceeded')).toHaveLength(10);
    const { rows } = await sites.database.pool.query('select 1 from deposits where member_id = $1', [id]);
    expect(rows).toHaveLength(2);
  });

  it('lists the member’s own deposits newest first, paged, and shows one', async () => {
    const { token } = await member();
    const first = await bankDeposit(token, '100000', 'Do Van F');
    const second = await bankDeposit(token, '200000', 'Do Van F');
    const third = await bankDeposit(token, '300000', 'Do Van F');
    const page = await memberGet(token, '/wps/relay/deposits?page=1&size=2');
    expect(page.json().value).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(page.json().value.content.map((entry: { id: string }) => entry.id)).toEqual([third.id, second.id]);
    const next = await memberGet(token, '/wps/relay/deposits?page=2&size=2');
    expect(next.json().value.content.map((entry: { id: string }) => entry.id)).toEqual([first.id]);
    const one = await memberGet(token, `/wps/relay/deposits/${second.id}`);
    expect(one.json().value).toMatchObject({ id: second.id, amount: '200000', status: 'pending' });
    const stranger = await member();
    const hidden = await memberGet(stranger.token, `/wps/relay/deposits/${second.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.code).toBe('error_deposit_not_found');
    expect((await memberGet(stranger.token, '/wps/relay/deposits')).json().value).toMatchObject({
      content: [],
      total: 0,
    });
  });
});
