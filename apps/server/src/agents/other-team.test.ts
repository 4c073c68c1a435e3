import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, encrypted, loginOn, nextClientAddress } from '../../test/auth-helpers.ts';
import { operatorInject } from '../../test/operator-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { brandLedger } from '../../test/wallet-helpers.ts';
import { fund, newPlayer, paymentPassword } from '../../test/withdrawal-helpers.ts';

/**
 * An agent who changes an id in a request cannot see or touch another team: every agent call is
 * tried with the other team's ids (or read for the other team's rows), and the other team is left
 * exactly as it was. A new agent call must be added here (the first test lists them all).
 */

let sites: TestSites;
const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
const period = `from=${today}&to=${today}`;
const daily = {
  kind: 'daily_salary',
  tiers: [
    { minTeamValidBets: '100000', minActiveMembers: 1, ratePpm: 5000 },
    { minTeamValidBets: '1000000', minActiveMembers: 2, ratePpm: 10000 },
    { minTeamValidBets: '5000000', minActiveMembers: 3, ratePpm: 15000 },
  ],
  active: { minValidBets: '0', minDeposits: '0' },
};

interface Account {
  id: string;
  username: string;
  token: string;
}

let mine: Account;
let theirs: Account;
let theirSub: Account;
let theirPlayer: Account;
let theirContract: string;
let theirLink: string;

async function operator(method: 'PUT' | 'POST' | 'GET', url: string, body?: object) {
  const response = await operatorInject(sites, { method, url, ...(body ? { payload: body } : {}) });
  expect(response.json().error).toBeUndefined();
  return response.json().value;
}

async function account(options: { agent?: boolean; upline?: Account } = {}): Promise<Account> {
  const player = await newPlayer(sites);
  if (options.agent) await operator('PUT', `/admin/members/${player.username}/agent-type`, { agentType: 1 });
  if (options.upline)
    await operator('PUT', `/admin/members/${player.username}/upline`, { upline: options.upline.username });
  const site = options.agent ? sites.agent : sites.member;
  const login = await loginOn(site, sites.config.PAYLOAD_KEY, {
    username: player.username,
    password: 'Secret2026',
  });
  return { id: player.memberId.toString(), username: player.username, token: login.body.value.token };
}

async function call(who: Account, method: string, url: string, body?: object, encrypt = false) {
  const response = await sites.agent.inject({
    method: method as 'GET',
    url,
    headers: { ...bearer(who.token), 'accept-language': 'en' },
    ...(body ? { payload: encrypt ? encrypted(body, sites.config.PAYLOAD_KEY) : body } : {}),
    remoteAddress: nextClientAddress(),
  });
  return { status: response.statusCode, body: response.json(), text: response.body };
}

/** Everything of the other team an agent call could change, as it stands. */
async function theirState() {
  const { rows } = await sites.database.pool.query(
    `select (select json_agg(c order by c.id) from agent_contracts c where c.upline_id = $1 or c.agent_id = $1) as contracts,
            (select json_agg(l order by l.id) from registration_links l where l.agent_id = $1) as links,
            (select json_agg(a.balance order by a.member_id) from ledger_accounts a
              where a.member_id in (select member_id from member_tree where ancestor_id = $1)) as balances,
            (select json_agg(m.upline_id order by m.id) from members m
              where m.id in (select member_id from member_tree where ancestor_id = $1)) as tree`,
    [BigInt(theirs.id)],
  );
  return rows[0];
}

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  await operator('PUT', '/admin/agents/contract-templates/daily_salary', { terms: daily });
  mine = await account({ agent: true });
  theirs = await account({ agent: true });
  theirSub = await account({ agent: true, upline: theirs });
  theirPlayer = await account({ upline: theirs });
  const { ledger } = await brandLedger(sites);
  await fund(ledger, BigInt(mine.id), 1_000_000n);
  await fund(ledger, BigInt(theirs.id), 1_000_000n);
  theirContract = (await call(theirs, 'POST', '/wps/agent/contracts', { agentId: theirSub.id, terms: daily }))
    .body.value.id;
  theirLink = (await call(theirs, 'POST', '/wps/agent/links', { kind: 'member', note: 'theirs' })).body.value
    .id;
});
afterAll(() => sites.close());

/** Each agent call with the other team's ids; `refused` true: it must answer error_not_found. */
const attempts: Record<
  string,
  () => Array<{ method: string; url: string; body?: object; encrypt?: boolean; refused: boolean }>
> = {
  'GET /wps/agent/team': () => [
    { method: 'GET', url: `/wps/agent/team?parentId=${theirs.id}`, refused: true },
    { method: 'GET', url: `/wps/agent/team?search=${theirPlayer.username}`, refused: false },
  ],
  'GET /wps/agent/team/overview': () => [
    { method: 'GET', url: `/wps/agent/team/overview?${period}`, refused: false },
  ],
  'GET /wps/agent/team/bets': () => [
    { method: 'GET', url: `/wps/agent/team/bets?${period}&memberId=${theirPlayer.id}`, refused: true },
  ],
  'GET /wps/agent/team/transactions': () => [
    {
      method: 'GET',
      url: `/wps/agent/team/transactions?${period}&memberId=${theirPlayer.id}`,
      refused: true,
    },
    { method: 'GET', url: `/wps/agent/team/transactions?${period}`, refused: false },
  ],
  'GET /wps/agent/team/profit-loss': () => [
    { method: 'GET', url: `/wps/agent/team/profit-loss?${period}`, refused: false },
  ],
  'POST /wps/agent/team/accounts': () => [],
  'GET /wps/agent/contracts': () => [{ method: 'GET', url: '/wps/agent/contracts', refused: false }],
  'POST /wps/agent/contracts': () => [
    {
      method: 'POST',
      url: '/wps/agent/contracts',
      body: { agentId: theirSub.id, terms: daily },
      refused: true,
    },
  ],
  'POST /wps/agent/contracts/:id/:action': () =>
    ['accept', 'reject', 'request-termination', 'accept-termination', 'reject-termination'].map((action) => ({
      method: 'POST',
      url: `/wps/agent/contracts/${theirContract}/${action}`,
      body: { confirmCancellation: true },
      refused: true,
    })),
  'GET /wps/agent/income': () => [{ method: 'GET', url: '/wps/agent/income', refused: false }],
  'POST /wps/agent/transfers': () => [
    {
      method: 'POST',
      url: '/wps/agent/transfers',
      body: { toId: theirPlayer.id, amount: '20000', paymentPassword, idempotencyKey: randomUUID() },
      encrypt: true,
      refused: true,
    },
  ],
  'GET /wps/agent/transfers': () => [{ method: 'GET', url: '/wps/agent/transfers', refused: false }],
  'GET /wps/agent/links': () => [{ method: 'GET', url: '/wps/agent/links', refused: false }],
  'POST /wps/agent/links': () => [],
  'PUT /wps/agent/links/:id': () => [
    {
      method: 'PUT',
      url: `/wps/agent/links/${theirLink}`,
      body: { enabled: false, note: 'mine now' },
      refused: true,
    },
  ],
};

describe('another team, through every agent call', () => {
  it('knows every agent call (a new one must say here how it keeps to the caller’s team)', () => {
    const agentCalls = sites.agent.routeTable
      .filter((route) => route.method !== 'HEAD' && route.call?.scope === 'agent')
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(agentCalls).toEqual(Object.keys(attempts).sort());
  });

  it('refuses the other team’s ids as not found, shows none of its rows, and changes nothing of it', async () => {
    const before = await theirState();
    const foreign = [theirs.username, theirSub.username, theirPlayer.username, theirLink, theirContract];
    for (const [name, tries] of Object.entries(attempts)) {
      for (const attempt of tries()) {
        const answer = await call(mine, attempt.method, attempt.url, attempt.body, attempt.encrypt);
        if (attempt.refused) {
          expect(answer.body.error?.code, `${name}: ${attempt.url}`).toBe('error_not_found');
        } else {
          expect(answer.status, `${name}: ${answer.text}`).toBe(200);
          for (const word of foreign.slice(0, 3))
            expect(answer.text, `${name} shows ${word}`).not.toContain(word);
        }
      }
    }
    expect(await theirState()).toEqual(before);
    // The caller's own money did not move either.
    const { rows } = await sites.database.pool.query<{ balance: bigint }>(
      `select balance from ledger_accounts where member_id = $1 and kind = 'main'`,
      [BigInt(mine.id)],
    );
    expect(rows[0]!.balance).toBe(1_000_000n);
  });
});
