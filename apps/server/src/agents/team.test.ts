import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginOn, nextClientAddress } from '../../test/auth-helpers.ts';
import { feedbackMember } from '../../test/feedback-helpers.ts';
import { operatorInject } from '../../test/operator-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';

let sites: TestSites;

beforeAll(async () => {
  sites = await createTestSites();
});
afterAll(() => sites.close());

interface Account {
  id: string;
  username: string;
  memberToken: string;
}

async function account(): Promise<Account> {
  const { id, username, token } = await feedbackMember(sites);
  return { id: id.toString(), username, memberToken: token };
}

async function operator(method: 'GET' | 'PUT' | 'POST', url: string, body?: object) {
  const response = await operatorInject(sites, { method, url, ...(body ? { payload: body } : {}) });
  return { status: response.statusCode, body: response.json() };
}

const makeAgent = (who: Account, agentType = 1) =>
  operator('PUT', `/admin/members/${who.username}/agent-type`, { agentType });
const moveUnder = (who: Account, upline: Account) =>
  operator('PUT', `/admin/members/${who.username}/upline`, { upline: upline.username });

async function agentToken(who: Account): Promise<string> {
  const login = await loginOn(sites.agent, sites.config.PAYLOAD_KEY, {
    username: who.username,
    password: 'Secret2026',
  });
  const token = login.body.value?.token;
  if (typeof token !== 'string') throw new Error(`agent login failed: ${JSON.stringify(login.body)}`);
  return token;
}

async function team(token: string, query = '') {
  const response = await sites.agent.inject({
    method: 'GET',
    url: `/wps/agent/team${query}`,
    headers: { ...bearer(token), 'accept-language': 'en' },
    remoteAddress: nextClientAddress(),
  });
  return { status: response.statusCode, body: response.json() };
}

const accounts = (page: { content: Array<{ account: string }> }) => page.content.map((row) => row.account);

/** member_tree as the uplines say it must be: every member's ancestors by a recursive walk. */
async function treeMatchesUplines(): Promise<boolean> {
  const { rows } = await sites.database.pool.query<{ wrong: number }>(
    `with recursive chain (ancestor_id, member_id, depth) as (
       select id, id, 0 from members
       union all
       select chain.ancestor_id, m.id, chain.depth + 1 from chain join members m on m.upline_id = chain.member_id)
     select count(*)::int as wrong from (
       (select ancestor_id, member_id, depth::int from chain except select ancestor_id, member_id, depth::int from member_tree)
       union all
       (select ancestor_id, member_id, depth::int from member_tree except select ancestor_id, member_id, depth::int from chain)) d`,
  );
  return rows[0]!.wrong === 0;
}

describe('the team tree', () => {
  // top -> mid (agent) -> leaf; top -> side; other (agent) -> stranger
  let top: Account, mid: Account, leaf: Account, side: Account, other: Account, stranger: Account;
  let topToken: string;

  beforeAll(async () => {
    // One after another: the direct downline is listed in the order its members registered.
    [top, mid, leaf, side, other, stranger] = [
      await account(),
      await account(),
      await account(),
      await account(),
      await account(),
      await account(),
    ];
    for (const agent of [top, mid, other]) expect((await makeAgent(agent)).status).toBe(200);
    for (const [who, upline] of [
      [mid, top],
      [leaf, mid],
      [side, top],
      [stranger, other],
    ] as const) {
      const moved = await moveUnder(who, upline);
      expect(moved.body.value).toEqual({ username: who.username, upline: upline.username, moved: 1 });
    }
    topToken = await agentToken(top);
  });

  it('lists an agent’s direct downline with what lies below each, and drills down the tree', async () => {
    const direct = await team(topToken);
    expect(direct.status).toBe(200);
    expect(direct.body.value.path).toEqual([{ id: top.id, account: top.username }]);
    expect(accounts(direct.body.value)).toEqual([mid.username, side.username]);
    const midRow = direct.body.value.content[0];
    expect(midRow).toMatchObject({
      level: 1,
      type: 1,
      uplineAccount: top.username,
      directCount: 1,
      teamSize: 1,
    });
    expect(midRow).toMatchObject({ balance: '0', currency: 'VND', status: 'active' });

    const below = await team(topToken, `?parentId=${mid.id}`);
    expect(below.body.value.path.map((step: { account: string }) => step.account)).toEqual([
      top.username,
      mid.username,
    ]);
    expect(accounts(below.body.value)).toEqual([leaf.username]);
    expect(below.body.value.content[0]).toMatchObject({ level: 2, uplineAccount: mid.username, teamSize: 0 });

    expect(accounts((await team(topToken, '?level=2')).body.value)).toEqual([leaf.username]);
    const search = await team(topToken, `?search=${leaf.username.slice(0, 6).toUpperCase()}`);
    expect(accounts(search.body.value)).toContain(leaf.username);
    expect(search.body.value.total).toBe(search.body.value.content.length);
  });

  it('never answers outside the caller’s own team, whatever id it is given', async () => {
    for (const outside of [stranger.id, other.id, '999999999']) {
      const refused = await team(topToken, `?parentId=${outside}`);
      expect(refused.status).toBe(404);
      expect(refused.body.error.code).toBe('error_not_found');
    }
    // Nor its upline's team, seen from below.
    const midToken = await agentToken(mid);
    expect((await team(midToken, `?parentId=${top.id}`)).body.error.code).toBe('error_not_found');
    expect(accounts((await team(midToken)).body.value)).toEqual([leaf.username]);
    // A search finds nobody of another team.
    expect((await team(topToken, `?search=${stranger.username}`)).body.value.content).toEqual([]);
  });

  it('is an agent-site call: a member-site session is refused', async () => {
    const response = await sites.member.inject({
      method: 'GET',
      url: '/wps/agent/team',
      headers: bearer(top.memberToken),
      remoteAddress: nextClientAddress(),
    });
    expect(response.json().error.code).toBe('error_not_agent');
  });

  it('moves a whole branch, never into its own team nor under a plain member', async () => {
    expect((await moveUnder(top, leaf)).body.error.code).toBe('error_upline_not_agent');
    expect((await moveUnder(top, mid)).body.error.code).toBe('error_upline_in_own_team');
    expect((await moveUnder(top, top)).body.error.code).toBe('error_upline_in_own_team');

    const moved = await moveUnder(mid, other);
    expect(moved.body.value).toEqual({ username: mid.username, upline: other.username, moved: 2 });
    expect(accounts((await team(topToken)).body.value)).toEqual([side.username]);
    const otherToken = await agentToken(other);
    expect(accounts((await team(otherToken, '?level=2')).body.value)).toEqual([leaf.username]);
    expect(await treeMatchesUplines()).toBe(true);

    const { rows } = await sites.database.pool.query<{ before: unknown; after: unknown }>(
      `select before, after from operator_audit where action = 'member.upline' and target = $1 order by id desc limit 1`,
      [`member ${mid.username}`],
    );
    expect(rows[0]).toEqual({ before: { upline: top.username }, after: { upline: other.username } });
  });

  it('lets two opposite moves at once make no cycle: one of them is refused', async () => {
    const [a, b] = await Promise.all([account(), account()]);
    await Promise.all([makeAgent(a), makeAgent(b)]);
    const answers = await Promise.all([moveUnder(a, b), moveUnder(b, a)]);
    const codes = answers.map((answer) => answer.body.error?.code ?? 'moved').sort();
    expect(codes).toEqual(['error_upline_in_own_team', 'moved']);
    expect(await treeMatchesUplines()).toBe(true);
  });

  it('refuses unknown accounts and a type that is not an agent’s', async () => {
    expect(
      (await operator('PUT', '/admin/members/nobody-here/agent-type', { agentType: 1 })).body.error.code,
    ).toBe('error_account_not_found');
    expect(
      (await operator('PUT', `/admin/members/${side.username}/agent-type`, { agentType: 3 })).status,
    ).toBe(400);
    expect(
      (await moveUnder(side, { id: '0', username: 'nobody-here', memberToken: '' })).body.error.code,
    ).toBe('error_account_not_found');
  });
});

describe('applying to become an agent', () => {
  async function apply(
    who: Account,
    body: object = { contact: 'zalo 0901234567', expectedTeam: 30, note: 'Cafe owner' },
  ) {
    const response = await sites.member.inject({
      method: 'POST',
      url: '/wps/member/agent-application',
      headers: bearer(who.memberToken),
      payload: body,
      remoteAddress: nextClientAddress(),
    });
    return { status: response.statusCode, body: response.json() };
  }
  async function own(who: Account) {
    const response = await sites.member.inject({
      method: 'GET',
      url: '/wps/member/agent-application',
      headers: bearer(who.memberToken),
      remoteAddress: nextClientAddress(),
    });
    return response.json().value;
  }
  async function inbox(who: Account) {
    const { rows } = await sites.database.pool.query<{ kind: string; params: Record<string, string> }>(
      'select kind, params from member_messages where member_id = $1 order by id',
      [BigInt(who.id)],
    );
    return rows;
  }

  it('takes one application at a time; the operator approves it with a type and the member is told', async () => {
    const applicant = await account();
    expect(await own(applicant)).toEqual({ isAgent: false, application: null });
    const applied = await apply(applicant);
    expect(applied.body.value).toMatchObject({
      status: 'pending',
      contact: 'zalo 0901234567',
      expectedTeam: 30,
    });
    expect((await apply(applicant)).body.error.code).toBe('error_agent_application_pending');

    const queue = await operator('GET', '/admin/agents/applications?status=pending&size=200');
    const listed = queue.body.value.content.find(
      (row: { account: string }) => row.account === applicant.username,
    );
    expect(listed).toMatchObject({ status: 'pending', note: 'Cafe owner' });

    const approved = await operator('POST', `/admin/agents/applications/${listed.id}/approve`, {
      agentType: 2,
    });
    expect(approved.body.value).toMatchObject({ status: 'approved', agentType: 2 });
    expect(approved.body.value.decidedBy).toEqual(expect.any(String));
    expect(
      (await operator('POST', `/admin/agents/applications/${listed.id}/reject`, { reason: 'late' })).body
        .error.code,
    ).toBe('error_agent_application_decided');
    expect(await own(applicant)).toMatchObject({
      isAgent: true,
      application: { status: 'approved', agentType: 2 },
    });
    expect(await inbox(applicant)).toContainEqual({
      kind: 'agent_application_approved',
      params: { agentType: '2' },
    });
    // Now an agent: it signs in on the agent site, and may not apply again.
    expect((await team(await agentToken(applicant))).body.value.content).toEqual([]);
    expect((await apply(applicant)).body.error.code).toBe('error_already_agent');
  });

  it('tells a rejected applicant the reason, who may then apply again', async () => {
    const applicant = await account();
    const id = (await apply(applicant)).body.value.id;
    const rejected = await operator('POST', `/admin/agents/applications/${id}/reject`, {
      reason: 'Too few players yet',
    });
    expect(rejected.body.value).toMatchObject({
      status: 'rejected',
      reason: 'Too few players yet',
      agentType: null,
    });
    expect(await inbox(applicant)).toContainEqual({
      kind: 'agent_application_rejected',
      params: { reason: 'Too few players yet' },
    });
    expect((await apply(applicant)).body.value.status).toBe('pending');
  });

  it('refuses a form without contact, and changes nothing', async () => {
    const applicant = await account();
    const refused = await apply(applicant, { contact: '', expectedTeam: -1 });
    expect(refused.status).toBe(400);
    expect(await own(applicant)).toEqual({ isAgent: false, application: null });
    expect(
      (await operator('POST', '/admin/agents/applications/999999999/approve', { agentType: 1 })).body.error
        .code,
    ).toBe('error_not_found');
  });
});
