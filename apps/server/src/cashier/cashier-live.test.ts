import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers.ts';
import {
  createDeposit,
  depositMember,
  newKey,
  operatorCall,
  seededChannels,
} from '../../test/deposit-helpers.ts';
import { listenOnFreePort, openSse, sleep } from '../../test/live-events-helpers.ts';
import type { SseStream } from '../../test/live-events-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import {
  boundAccountId,
  decide,
  fund,
  newPlayer,
  requestWithdrawal,
  seededLedger,
} from '../../test/withdrawal-helpers.ts';
import type { Ledger } from '../wallet/ledger/service.ts';

/**
 * The member's deposit and withdrawal lists follow a decision without a reload: the operator's
 * payment or refusal of a withdrawal, and a deposit's credit or refusal, send the live `cashier`
 * event to that member's own pages (never another member's), on commit.
 */
let sites: TestSites;
let baseUrl: string;
let ledger: Ledger;
let channels: { bank: string; gateway: string };
const streams: SseStream[] = [];

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  baseUrl = await listenOnFreePort(sites.member);
  ({ ledger } = await seededLedger(sites));
  channels = await seededChannels(sites.database.pool);
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await sites.close();
});

async function signedInPage(token: string): Promise<SseStream> {
  const ticket = await (sites.member as FastifyInstance).inject({
    method: 'POST',
    url: '/wps/relay/events/ticket',
    headers: bearer(token),
  });
  const stream = await openSse(`${baseUrl}/wps/relay/events?ticket=${ticket.json().value.ticket as string}`);
  streams.push(stream);
  await stream.next((message) => message.event === 'ready');
  return stream;
}

const cashierEvents = (stream: SseStream) =>
  stream.messages.filter((message) => message.event === 'cashier').map((message) => message.data);

async function pendingWithdrawal() {
  const player = await newPlayer(sites, { payeeName: 'Nguyen Van An' });
  const accountId = await boundAccountId(sites, player.token);
  await fund(ledger, player.memberId, 1_000_000n);
  const { body } = await requestWithdrawal(sites, player.token, {
    bankAccountId: accountId,
    amount: '400000',
  });
  return { player, id: body.value.id as string };
}

async function pendingDeposit() {
  const player = await depositMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY);
  const response = await createDeposit(sites.member, player.token, {
    channelId: channels.bank,
    amount: '150000',
    payerName: 'Nguyen Van An',
    idempotencyKey: newKey(),
  });
  return { player, id: response.json().value.id as string };
}

describe('deposits and withdrawals, live', () => {
  it('tells the member’s own pages when the operator pays or rejects a withdrawal, and nobody else', async () => {
    const [paid, rejected] = [await pendingWithdrawal(), await pendingWithdrawal()];
    const [paidPage, rejectedPage] = [
      await signedInPage(paid.player.token),
      await signedInPage(rejected.player.token),
    ];

    expect((await decide(sites, paid.id, 'approve')).statusCode).toBe(200);
    await paidPage.next((message) => message.event === 'cashier');
    expect((await decide(sites, rejected.id, 'reject')).statusCode).toBe(200);
    await rejectedPage.next((message) => message.event === 'cashier');

    // A repeated decision changes nothing and says nothing.
    await decide(sites, paid.id, 'approve');
    await sleep(200);
    expect(cashierEvents(paidPage)).toEqual([{ kind: 'withdrawal', id: paid.id, status: 'paid' }]);
    expect(cashierEvents(rejectedPage)).toEqual([
      { kind: 'withdrawal', id: rejected.id, status: 'rejected' },
    ]);
  });

  it('tells the member’s own pages when a deposit is credited or rejected', async () => {
    const [credited, refused] = [await pendingDeposit(), await pendingDeposit()];
    const [creditedPage, refusedPage] = [
      await signedInPage(credited.player.token),
      await signedInPage(refused.player.token),
    ];

    const confirm = await operatorCall(
      sites.operator,
      'POST',
      `/admin/cashier/deposits/${credited.id}/confirm`,
    );
    expect(confirm.statusCode).toBe(200);
    await creditedPage.next((message) => message.event === 'cashier');
    const reject = await operatorCall(
      sites.operator,
      'POST',
      `/admin/cashier/deposits/${refused.id}/reject`,
      {
        reason: 'No transfer with this reference',
      },
    );
    expect(reject.statusCode).toBe(200);
    await refusedPage.next((message) => message.event === 'cashier');

    await sleep(200);
    expect(cashierEvents(creditedPage)).toEqual([{ kind: 'deposit', id: credited.id, status: 'credited' }]);
    expect(cashierEvents(refusedPage)).toEqual([{ kind: 'deposit', id: refused.id, status: 'rejected' }]);
  });
});
