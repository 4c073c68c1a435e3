import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, encrypted, loginOn, nextClientAddress } from '../../test/auth-helpers.ts';
import { operatorInject } from '../../test/operator-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { brandLedger } from '../../test/wallet-helpers.ts';
import { fund, newPlayer, paymentPassword } from '../../test/withdrawal-helpers.ts';
import type { Ledger } from '../wallet/index.ts';

let sites: TestSites;
let ledger: Ledger;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  ({ ledger } = await brandLedger(sites));
});
afterAll(() => sites.close());

interface Party {
  id: bigint;
  username: string;
  agentToken?: string;
}

async function operator(url: string, body: object) {
  const response = await operatorInject(sites, { method: 'PUT', url, payload: body });
  expect(response.json().error).toBeUndefined();
}

async function party(options: { agent?: boolean; upline?: Party; funds?: bigint } = {}): Promise<Party> {
  const player = await newPlayer(sites);
  if (options.agent) await operator(`/admin/members/${player.username}/agent-type`, { agentType: 1 });
  if (options.upline)
    await operator(`/admin/members/${player.username}/upline`, { upline: options.upline.username });
  if (options.funds) await fund(ledger, player.memberId, options.funds);
  const who: Party = { id: player.memberId, username: player.username };
  if (options.agent) {
    const login = await loginOn(sites.agent, sites.config.PAYLOAD_KEY, {
      username: player.username,
      password: 'Secret2026',
    });
    who.agentToken = login.body.value.token;
  }
  return who;
}

async function transfer(from: Party, body: Record<string, unknown>) {
  const response = await sites.agent.inject({
    method: 'POST',
    url: '/wps/agent/transfers',
    headers: { ...bearer(from.agentToken!), 'accept-language': 'en' },
    payload: encrypted({ paymentPassword, idempotencyKey: randomUUID(), ...body }, sites.config.PAYLOAD_KEY),
    remoteAddress: nextClientAddress(),
  });
  return { status: response.statusCode, body: response.json() };
}

const balance = async (who: Party) => (await ledger.balanceOf(who.id, 'main')).balance;

async function inbox(who: Party) {
  const { rows } = await sites.database.pool.query<{ kind: string; params: Record<string, string> }>(
    `select kind, params from member_messages where member_id = $1 and kind like 'agent_transfer%' order by id`,
    [who.id],
  );
  return rows;
}

describe('agent transfers', () => {
  it('moves money to a member of the team and to the upline, once per key, both sides told', async () => {
    const top = await party({ agent: true, funds: 1_000_000n });
    const sub = await party({ agent: true, upline: top, funds: 300_000n });
    const player = await party({ upline: sub });

    const key = randomUUID();
    const sent = await transfer(top, { toId: player.id.toString(), amount: '250000', idempotencyKey: key });
    expect(sent.body.value).toMatchObject({
      flow: 'sent',
      relation: 'downline',
      counterparty: { account: player.username },
      amount: '250000',
    });
    const again = await transfer(top, { toId: player.id.toString(), amount: '250000', idempotencyKey: key });
    expect(again.body.value.id).toBe(sent.body.value.id);
    const otherBody = await transfer(top, { toId: player.id.toString(), amount: '1', idempotencyKey: key });
    expect(otherBody.body.error.code).toBe('error_conflict');
    expect(await balance(top)).toBe(750_000n);
    expect(await balance(player)).toBe(250_000n);
    expect(await inbox(player)).toEqual([
      {
        kind: 'agent_transfer_received',
        params: { amount: '250000', currency: 'VND', account: top.username },
      },
    ]);
    expect(await inbox(top)).toEqual([
      {
        kind: 'agent_transfer_sent',
        params: { amount: '250000', currency: 'VND', account: player.username },
      },
    ]);

    // Up: the sub-agent to its upline.
    const up = await transfer(sub, { toId: top.id.toString(), amount: '100000' });
    expect(up.body.value).toMatchObject({ flow: 'sent', relation: 'upline' });
    const listed = await sites.agent.inject({
      method: 'GET',
      url: '/wps/agent/transfers',
      headers: bearer(top.agentToken!),
      remoteAddress: nextClientAddress(),
    });
    expect(
      listed.json().value.content.map((row: { flow: string; relation: string }) => [row.flow, row.relation]),
    ).toEqual([
      ['received', 'downline'],
      ['sent', 'downline'],
    ]);
    expect(listed.json().value.limits).toMatchObject({ sentToday: '250000', upline: null });
  });

  it('refuses outsiders, the upline’s upline, wrong passwords and amounts out of bounds, and changes nothing', async () => {
    const top = await party({ agent: true, funds: 1_000_000n });
    const sub = await party({ agent: true, upline: top, funds: 1_000_000n });
    const stranger = await party({ funds: 0n });
    const deep = await party({ agent: true, upline: sub });

    expect((await transfer(sub, { toId: stranger.id.toString(), amount: '20000' })).body.error.code).toBe(
      'error_not_found',
    );
    expect((await transfer(deep, { toId: top.id.toString(), amount: '20000' })).body.error.code).toBe(
      'error_not_found',
    );
    expect((await transfer(sub, { toId: sub.id.toString(), amount: '20000' })).body.error.code).toBe(
      'error_not_found',
    );
    const wrong = await transfer(sub, {
      toId: top.id.toString(),
      amount: '20000',
      paymentPassword: '000000',
    });
    expect(wrong.body.error.code).toBe('error_payment_password_wrong');
    const small = await transfer(sub, { toId: top.id.toString(), amount: '9999' });
    expect(small.body.error).toMatchObject({ code: 'error_transfer_amount' });
    const tooMuch = await transfer(sub, { toId: deep.id.toString(), amount: '1000001' });
    expect(tooMuch.body.error.code).toBe('error_insufficient_funds');
    expect(await balance(sub)).toBe(1_000_000n);
    expect(await balance(deep)).toBe(0n);
  });

  it('never lets concurrent transfers take a balance below zero, nor past the day’s limit', async () => {
    const top = await party({ agent: true, funds: 1_000_000n });
    const player = await party({ upline: top });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => transfer(top, { toId: player.id.toString(), amount: '150000' })),
    );
    const codes = answers.map((answer) => answer.body.error?.code ?? 'sent');
    expect(codes.filter((code) => code === 'sent')).toHaveLength(6);
    expect(codes.filter((code) => code === 'error_insufficient_funds')).toHaveLength(4);
    expect(await balance(top)).toBe(100_000n);

    const rich = await party({ agent: true, funds: 700_000_000n });
    const friend = await party({ upline: rich });
    const day = await Promise.all(
      Array.from({ length: 6 }, () => transfer(rich, { toId: friend.id.toString(), amount: '100000000' })),
    );
    const refused = day.filter((answer) => answer.body.error !== undefined);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.body.error).toMatchObject({ code: 'error_transfer_daily_limit' });
    expect(await balance(friend)).toBe(500_000_000n);
  });
});
