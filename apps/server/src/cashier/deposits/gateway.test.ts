import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDeposit,
  depositMember,
  messagesOf,
  newKey,
  operatorCall,
  seededChannels,
} from '../../../test/deposit-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { brandLedger } from '../../../test/wallet-helpers.ts';
import { devNotificationRequest, devSignatureHeader } from '../../platform/payment/dev-gateway-wire.ts';
import type { DevNotificationWire } from '../../platform/payment/dev-gateway-wire.ts';
import type { Ledger } from '../../wallet/ledger/service.ts';

/**
 * The development gateway end to end over real HTTP: the member site listens on a real port, the
 * test's fetch plays the payer's browser on the hosted page, and the gateway's notification reaches
 * the server by its own POST. The server's address must be known before it is built (it is the
 * notify URL the gateway is given), so the test takes a free port first.
 */
let sites: TestSites;
let ledger: Ledger;
let origin: string;
let gatewayChannel: string;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000', MEMBER_SITE_URL: origin });
  await sites.member.listen({ host: '127.0.0.1', port });
  ({ ledger } = await brandLedger(sites));
  gatewayChannel = (await seededChannels(sites.database.pool)).gateway;
});
afterAll(() => sites.close());

const secret = () => sites.config.PAYMENT_DEV_GATEWAY_SECRET;

async function envelope(response: Response): Promise<{ value: unknown; error?: { code: string } }> {
  return (await response.json()) as { value: unknown; error?: { code: string } };
}

async function gatewayDeposit(amount = '200000') {
  const member = await depositMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY);
  const response = await createDeposit(sites.member, member.token, {
    channelId: gatewayChannel,
    amount,
    payerName: 'Nguyen Van An',
    idempotencyKey: newKey(),
  });
  const deposit = response.json().value as {
    id: string;
    reference: string;
    paymentUrl: string;
    status: string;
  };
  const operatorView = (
    await operatorCall(sites.operator, 'GET', `/admin/cashier/deposits/${deposit.id}`)
  ).json().value as { gatewayReference: string };
  return { member, deposit, gatewayReference: operatorView.gatewayReference };
}

async function depositStatus(id: string): Promise<string> {
  return (await operatorCall(sites.operator, 'GET', `/admin/cashier/deposits/${id}`)).json().value.status;
}

async function notificationsOf(depositId: string): Promise<string[]> {
  const { rows } = await sites.database.pool.query<{ outcome: string }>(
    'select outcome from deposit_notifications where deposit_id = $1 order by id',
    [depositId],
  );
  return rows.map((row) => row.outcome);
}

/** Opens the hosted page as a browser would and submits one of its buttons. */
async function payOnHostedPage(paymentUrl: string, outcome: 'pay' | 'fail', flags = '') {
  const page = await fetch(`${paymentUrl}${flags}`, { headers: { 'accept-language': 'en' } });
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  if (!action) throw new Error(`no form on the page: ${html}`);
  const answer = await fetch(new URL(action, paymentUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
    redirect: 'manual',
  });
  return { page, html, answer };
}

/** A notification signed with the gateway's secret, posted as the gateway would. */
async function notify(wire: DevNotificationWire, signWith = secret(), tamper?: (body: string) => string) {
  const request = devNotificationRequest(wire, signWith);
  return fetch(`${origin}/wps/relay/deposits/notify/dev`, {
    method: 'POST',
    headers: request.headers,
    body: tamper ? tamper(request.body) : request.body,
  });
}

function wireFor(
  deposit: { reference: string },
  gatewayReference: string,
  status: 'paid' | 'failed',
  amount = '200000',
): DevNotificationWire {
  return {
    notificationId: `${gatewayReference}:${status}:test`,
    gatewayReference,
    merchantReference: deposit.reference,
    status,
    amount,
    currency: 'VND',
    reason: status === 'failed' ? 'declined' : null,
    sentAt: new Date().toISOString(),
  };
}

describe('the development gateway, end to end', () => {
  it('serves a hosted page that works under a strict CSP, and credits once despite duplicate notifications', async () => {
    const { member, deposit, gatewayReference } = await gatewayDeposit();
    expect(deposit.paymentUrl.startsWith(`${origin}/dev-gateway/pay/`)).toBe(true);
    expect(gatewayReference).toMatch(/^DEV[0-9A-F]{16}$/);

    const { page, html, answer } = await payOnHostedPage(deposit.paymentUrl, 'pay', '?duplicates=3');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`form-action 'self' ${origin}`);
    expect(csp).not.toContain('script-src');
    expect(csp).toContain("default-src 'none'");
    expect(html).not.toContain('<script');
    expect(html).toContain(deposit.reference);
    expect(html).toMatch(/<button[^>]*value="pay"[^>]*>Pay</);
    expect(html).toMatch(/<button[^>]*value="fail"[^>]*>Fail</);

    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${origin}/deposit?deposit=${deposit.id}&gatewayResult=paid`);
    // The notification went out (four copies at once) before the payer was sent back.
    expect(await depositStatus(deposit.id)).toBe('credited');
    expect((await ledger.balanceOf(member.id, 'main')).balance).toBe(200_000n);
    expect((await notificationsOf(deposit.id)).sort()).toEqual([
      'credited',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect(await messagesOf(sites.database.pool, member.id, 'deposit_arrived')).toHaveLength(1);

    // Submitting again goes back without notifying again.
    const again = await fetch(new URL(`/dev-gateway/pay/${deposit.paymentUrl.split('/').pop()}`, origin), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=fail',
      redirect: 'manual',
    });
    expect(again.status).toBe(303);
    expect(await notificationsOf(deposit.id)).toHaveLength(4);

    // A late 'failed' (reordered after 'paid') changes nothing and is answered OK.
    const late = await notify(wireFor(deposit, gatewayReference, 'failed'));
    expect(late.status).toBe(200);
    expect((await envelope(late)).value).toEqual({ outcome: 'ignored_decided' });
    expect(await depositStatus(deposit.id)).toBe('credited');
    expect((await ledger.balanceOf(member.id, 'main')).balance).toBe(200_000n);
    expect(await messagesOf(sites.database.pool, member.id, 'deposit_failed')).toEqual([]);
  });

  it('fails the deposit when the payer fails, and a late paid notification still credits it once', async () => {
    const { member, deposit, gatewayReference } = await gatewayDeposit();
    const { answer } = await payOnHostedPage(deposit.paymentUrl, 'fail');
    expect(answer.headers.get('location')).toBe(
      `${origin}/deposit?deposit=${deposit.id}&gatewayResult=failed`,
    );
    expect(await depositStatus(deposit.id)).toBe('failed');
    expect(await messagesOf(sites.database.pool, member.id, 'deposit_failed')).toEqual([
      expect.objectContaining({ amount: '200000', reason: 'The payer cancelled the payment' }),
    ]);
    // The money reached the gateway after all: paid wins, whatever the order the news arrived in.
    const late = await notify(wireFor(deposit, gatewayReference, 'paid'));
    expect((await envelope(late)).value).toEqual({ outcome: 'credited' });
    expect(await depositStatus(deposit.id)).toBe('credited');
    const repeat = await notify(wireFor(deposit, gatewayReference, 'paid'));
    expect((await envelope(repeat)).value).toEqual({ outcome: 'duplicate' });
    const stale = await notify(wireFor(deposit, gatewayReference, 'failed'));
    expect((await envelope(stale)).value).toEqual({ outcome: 'ignored_decided' });
    expect((await ledger.balanceOf(member.id, 'main')).balance).toBe(200_000n);
    expect(await messagesOf(sites.database.pool, member.id, 'deposit_arrived')).toHaveLength(1);
    const member2Page = await fetch(deposit.paymentUrl, { headers: { 'accept-language': 'vi' } });
    const html = await member2Page.text();
    expect(html).toContain('Giao dịch này đã được xử lý.');
    expect(html).not.toContain('<form');
  });

  it('when slow, sends the payer back first and credits when the notification arrives', async () => {
    const { member, deposit } = await gatewayDeposit();
    const { answer } = await payOnHostedPage(deposit.paymentUrl, 'pay', '?delayMs=1500&duplicates=1');
    expect(answer.status).toBe(303);
    expect(await depositStatus(deposit.id)).toBe('pending');
    const deadline = Date.now() + 15_000;
    while ((await depositStatus(deposit.id)) === 'pending' && Date.now() < deadline) await sleep(100);
    expect(await depositStatus(deposit.id)).toBe('credited');
    while ((await notificationsOf(deposit.id)).length < 2 && Date.now() < deadline) await sleep(100);
    expect((await notificationsOf(deposit.id)).sort()).toEqual(['credited', 'duplicate']);
    expect((await ledger.balanceOf(member.id, 'main')).balance).toBe(200_000n);
  });

  it('refuses a bad signature with 401 and changes nothing', async () => {
    const { deposit, gatewayReference } = await gatewayDeposit();
    const wire = wireFor(deposit, gatewayReference, 'paid');
    const wrongSecret = await notify(wire, 'not-the-gateway-secret');
    const tampered = await notify(wire, secret(), (body) => body.replace('"paid"', '"paid" '));
    const unsigned = await fetch(`${origin}/wps/relay/deposits/notify/dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(wire),
    });
    const garbage = await fetch(`${origin}/wps/relay/deposits/notify/dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [devSignatureHeader]: 'zz' },
      body: '{',
    });
    for (const response of [wrongSecret, tampered, unsigned, garbage]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        success: false,
        value: null,
        error: { code: 'error_payment_signature_invalid' },
      });
    }
    const unknownGateway = await fetch(`${origin}/wps/relay/deposits/notify/paypal`, {
      method: 'POST',
      headers: devNotificationRequest(wire, secret()).headers,
      body: devNotificationRequest(wire, secret()).body,
    });
    expect(unknownGateway.status).toBe(404);
    expect(await depositStatus(deposit.id)).toBe('pending');
    expect(await notificationsOf(deposit.id)).toEqual([]);
  });

  it('refuses and logs a notification whose amount or reference does not match, crediting nothing', async () => {
    const { member, deposit, gatewayReference } = await gatewayDeposit();
    const more = await notify(wireFor(deposit, gatewayReference, 'paid', '200001'));
    expect(more.status).toBe(409);
    expect((await envelope(more)).error?.code).toBe('error_deposit_amount_mismatch');
    const otherPayment = await notify({
      ...wireFor(deposit, gatewayReference, 'paid'),
      gatewayReference: 'DEVOTHER',
    });
    expect(otherPayment.status).toBe(409);
    const unknown = await notify({
      ...wireFor(deposit, gatewayReference, 'paid'),
      merchantReference: 'DNOSUCHREF',
    });
    expect(unknown.status).toBe(404);
    expect(await notificationsOf(deposit.id)).toEqual(['amount_mismatch', 'reference_mismatch']);
    expect(await depositStatus(deposit.id)).toBe('pending');
    expect((await ledger.balanceOf(member.id, 'main')).balance).toBe(0n);
    const log = await operatorCall(
      sites.operator,
      'GET',
      '/admin/cashier/deposit-notifications?outcome=unknown_deposit',
    );
    expect(log.json().value.content[0]).toMatchObject({ merchantReference: 'DNOSUCHREF', depositId: null });

    // The true notification still credits it.
    const right = await notify(wireFor(deposit, gatewayReference, 'paid'));
    expect((await envelope(right)).value).toEqual({ outcome: 'credited' });
    expect((await ledger.balanceOf(member.id, 'main')).balance).toBe(200_000n);
  });

  it('keeps the books balanced through all of it', async () => {
    const books = await ledger.reconcile();
    expect(books.balanced).toBe(true);
    expect(books.mismatches).toEqual([]);
  });
});
