import { AppProviders, SystemStatusGate, useSessionStore } from '@lotus/app-shell';
import { MemoryRouter, useLocation, useNavigate } from '@lotus/app-shell/routing';
import { statusFixture } from '@lotus/app-shell/testing';
import type { TeamMember } from '@lotus/contract/agents';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TeamPage } from './TeamPage.tsx';

/** A member of the fake tree, with its upline's id; the rest as the server answers a row. */
type TreeMember = TeamMember & { uplineId: string };

function member(
  id: string,
  account: string,
  uplineId: string,
  changes: Partial<TreeMember> = {},
): TreeMember {
  return {
    id,
    account,
    uplineId,
    nickname: null,
    type: 0,
    level: 1,
    uplineAccount: 'demo_agent',
    directCount: 0,
    teamSize: 0,
    balance: '0',
    currency: 'VND',
    status: 'active',
    lastLoginAt: null,
    registeredAt: '2026-01-05T03:00:00.000Z',
    ...changes,
  };
}

// demo_agent (1) > agent_b (2) > { member_d (4), agent_e (5) > member_f (6) }; demo_agent > member_c (3)
const agent = { id: '1', account: 'demo_agent' };
const demoTree: TreeMember[] = [
  member('2', 'agent_b', '1', {
    type: 1,
    nickname: 'Bình',
    directCount: 2,
    teamSize: 3,
    balance: '1500000',
    lastLoginAt: '2026-03-01T07:30:00.000Z',
  }),
  member('3', 'member_c', '1', { status: 'locked', balance: '250000' }),
  member('4', 'member_d', '2', { level: 2, uplineAccount: 'agent_b' }),
  member('5', 'agent_e', '2', { level: 2, uplineAccount: 'agent_b', type: 41, directCount: 1, teamSize: 1 }),
  member('6', 'member_f', '5', { level: 3, uplineAccount: 'agent_e' }),
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = (code: string, status: number) =>
  json({ success: false, value: null, error: { code, message: code } }, status);

/**
 * The server's team call over `tree` (the agent's team), as GET /wps/agent/team answers it; every
 * query it was asked, in order. `answer` may answer a request first (a failure).
 */
function serveTeam(tree: TreeMember[], answer?: (query: URLSearchParams) => Response | undefined) {
  const queries: URLSearchParams[] = [];
  const byId = new Map(tree.map((entry) => [entry.id, entry]));
  const inTeamOf = (entry: TreeMember, parentId: string): boolean =>
    entry.uplineId === parentId ||
    (byId.has(entry.uplineId) && inTeamOf(byId.get(entry.uplineId)!, parentId));
  const pathTo = (id: string): Array<{ id: string; account: string }> => {
    const step = byId.get(id);
    return step ? [...pathTo(step.uplineId), { id: step.id, account: step.account }] : [agent];
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === '/wps/system/status') return json({ success: true, value: statusFixture() });
      if (url.pathname !== '/wps/agent/team') return failure('error_not_found', 404);
      const query = url.searchParams;
      queries.push(query);
      const answered = answer?.(query);
      if (answered) return answered;
      const parentId = query.get('parentId') ?? agent.id;
      if (parentId !== agent.id && !byId.has(parentId)) return failure('error_not_found', 404);
      const search = query.get('search');
      const level = query.get('level');
      const rows = tree.filter((entry) =>
        search || level
          ? inTeamOf(entry, parentId) &&
            (!search || entry.account.startsWith(search)) &&
            (!level || entry.level === Number(level))
          : entry.uplineId === parentId,
      );
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('size') ?? 20);
      return json({
        success: true,
        value: {
          path: pathTo(parentId),
          content: rows.slice((page - 1) * size, page * size).map(({ uplineId: _upline, ...row }) => row),
          page,
          size,
          total: rows.length,
        },
      });
    }),
  );
  return queries;
}

/** The address the page is at, and Back, as the browser's would be. */
function AddressBar() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        browser back
      </button>
    </>
  );
}

function renderTeam(path = '/team') {
  return render(
    <AppProviders retryDelayMs={0}>
      <SystemStatusGate>
        <MemoryRouter initialEntries={[path]}>
          <TeamPage />
          <AddressBar />
        </MemoryRouter>
      </SystemStatusGate>
    </AppProviders>,
  );
}

const rows = () => screen.getAllByTestId('team-member');
const accounts = () => rows().map((row) => within(row).getByRole('rowheader').textContent);
const address = () => screen.getByTestId('address').textContent;
const trail = () => screen.getByRole('navigation', { name: 'Vị trí của bạn trong đội nhóm' });

beforeEach(() => useSessionStore.getState().signIn('agent-token', '1'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('TeamPage', { timeout: 20_000 }, () => {
  it('lists the agent’s direct downline with each member’s figures', async () => {
    const queries = serveTeam(demoTree);
    renderTeam();
    expect(await screen.findByRole('heading', { name: 'Quản lý đội nhóm' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Tuyến dưới trực tiếp của demo_agent' }),
    ).toBeInTheDocument();
    expect(accounts()).toEqual([expect.stringContaining('agent_b'), 'member_c']);
    const agentB = within(rows()[0]!);
    expect(agentB.getByText('Bình')).toBeInTheDocument();
    expect(agentB.getByText('Đại lý')).toBeInTheDocument();
    expect(agentB.getByText('1.500.000 ₫')).toBeInTheDocument();
    expect(agentB.getByText('Hoạt động')).toBeInTheDocument();
    // 07:30 UTC is 14:30 on the brand's clock (Asia/Ho_Chi_Minh).
    expect(agentB.getByText(/14:30/)).toBeInTheDocument();
    expect(agentB.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['Cấp1', 'Tuyến trêndemo_agent', 'Tuyến dưới trực tiếp2', 'Quy mô đội nhóm3']),
    );
    const memberC = within(rows()[1]!);
    expect(memberC.queryByText('Đại lý')).not.toBeInTheDocument();
    expect(memberC.getByText('Bị khoá')).toBeInTheDocument();
    expect(memberC.getByText('250.000 ₫')).toBeInTheDocument();
    expect(memberC.getByText('Chưa từng')).toBeInTheDocument();
    // Only a member with members below it opens a team.
    expect(memberC.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByTestId('team-total')).toHaveTextContent('Số thành viên: 2');
    expect(
      screen.queryByRole('navigation', { name: 'Vị trí của bạn trong đội nhóm' }),
    ).not.toBeInTheDocument();
    expect(queries.map((query) => query.toString())).toEqual(['page=1&size=20']);
  });

  it('drills down through a member’s team and back up by the trail, the address keeping the way', async () => {
    const queries = serveTeam(demoTree);
    renderTeam();
    await userEvent.click(await screen.findByRole('link', { name: 'Mở đội nhóm của agent_b' }));
    expect(
      await screen.findByRole('heading', { name: 'Tuyến dưới trực tiếp của agent_b' }),
    ).toBeInTheDocument();
    expect(address()).toBe('/team?parentId=2');
    expect(queries.at(-1)?.get('parentId')).toBe('2');
    expect(accounts()).toEqual(['member_d', expect.stringContaining('agent_e')]);

    await userEvent.click(screen.getByRole('link', { name: 'Mở đội nhóm của agent_e' }));
    expect(
      await screen.findByRole('heading', { name: 'Tuyến dưới trực tiếp của agent_e' }),
    ).toBeInTheDocument();
    expect(
      within(trail())
        .getAllByRole('listitem')
        .map((step) => step.textContent?.replace('›', '')),
    ).toEqual(['demo_agent', 'agent_b', 'agent_e']);
    expect(within(rows()[0]!).getByRole('rowheader')).toHaveTextContent('member_f');

    // The trail goes back up a step, then to the top of the team.
    await userEvent.click(within(trail()).getByRole('link', { name: 'agent_b' }));
    expect(
      await screen.findByRole('heading', { name: 'Tuyến dưới trực tiếp của agent_b' }),
    ).toBeInTheDocument();
    expect(address()).toBe('/team?parentId=2');
    await userEvent.click(within(trail()).getByRole('link', { name: 'demo_agent' }));
    expect(
      await screen.findByRole('heading', { name: 'Tuyến dưới trực tiếp của demo_agent' }),
    ).toBeInTheDocument();
    expect(address()).toBe('/team');

    // The browser's Back returns to the member's team the agent came from.
    await userEvent.click(screen.getByRole('button', { name: 'browser back' }));
    expect(
      await screen.findByRole('heading', { name: 'Tuyến dưới trực tiếp của agent_b' }),
    ).toBeInTheDocument();
  });

  it('searches by the start of a username and filters by level, sending them with the page', async () => {
    const queries = serveTeam(demoTree);
    renderTeam('/team?parentId=2');
    await screen.findByRole('heading', { name: 'Tuyến dưới trực tiếp của agent_b' });

    await userEvent.type(screen.getByRole('searchbox', { name: /Tên đăng nhập/ }), 'member{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Thành viên phù hợp trong đội nhóm của agent_b' }),
    ).toBeInTheDocument();
    expect(address()).toBe('/team?parentId=2&search=member');
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({
      parentId: '2',
      search: 'member',
      page: '1',
      size: '20',
    });
    expect(accounts()).toEqual(['member_d', 'member_f']);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cấp' }), 'Cấp 3');
    await screen.findByText('Số thành viên: 1');
    expect(address()).toBe('/team?parentId=2&search=member&level=3');
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({
      parentId: '2',
      search: 'member',
      level: '3',
      page: '1',
      size: '20',
    });
    expect(within(rows()[0]!).getByRole('rowheader')).toHaveTextContent('member_f');

    await userEvent.click(screen.getByRole('button', { name: 'Xoá bộ lọc' }));
    expect(
      await screen.findByRole('heading', { name: 'Tuyến dưới trực tiếp của agent_b' }),
    ).toBeInTheDocument();
    expect(address()).toBe('/team?parentId=2');
    expect(screen.getByRole('searchbox', { name: /Tên đăng nhập/ })).toHaveValue('');
  });

  it('reads the view from the address on a reload, and pages through the team', async () => {
    const many = Array.from({ length: 45 }, (_, index) =>
      member(String(100 + index), `player_${String(index).padStart(2, '0')}`, '1'),
    );
    const queries = serveTeam(many);
    renderTeam('/team?level=1&page=2');
    await screen.findByText('Trang 2/3');
    expect(Object.fromEntries(queries[0]!)).toEqual({ level: '1', page: '2', size: '20' });
    expect(screen.getByRole('combobox', { name: 'Cấp' })).toHaveValue('1');
    expect(accounts()[0]).toBe('player_20');

    await userEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    await screen.findByText('Trang 3/3');
    expect(address()).toBe('/team?level=1&page=3');
    expect(rows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Trang sau' })).toBeDisabled();
  });

  it('says a team without members is empty, with the invitation code to share', async () => {
    serveTeam([]);
    renderTeam();
    expect(
      await screen.findByRole('heading', { name: 'Chưa có thành viên nào trong đội nhóm này' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/chia sẻ mã giới thiệu/)).toBeInTheDocument();
    expect(screen.queryByTestId('team-table')).not.toBeInTheDocument();
  });

  it('says when nothing matches a search', async () => {
    serveTeam(demoTree);
    renderTeam('/team?search=zz');
    expect(
      await screen.findByRole('heading', { name: 'Không có thành viên nào phù hợp' }),
    ).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then a failure with the server’s words and a retry that loads', async () => {
    let down = true;
    const queries = serveTeam(demoTree, () => (down ? failure('error_system', 500) : undefined));
    renderTeam();
    expect(await screen.findByTestId('team-loading')).toHaveTextContent('Đang tải đội nhóm…');
    expect(await screen.findByRole('heading', { name: 'Không tải được đội nhóm' })).toBeInTheDocument();
    expect(screen.getByText('error_system')).toBeInTheDocument();
    // Asked once more by itself, as every read of the site is.
    expect(queries).toHaveLength(2);

    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(
      await screen.findByRole('heading', { name: 'Tuyến dưới trực tiếp của demo_agent' }),
    ).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
  });

  it('says a member outside the team is not in it, asks once, and leads back to the top', async () => {
    const queries = serveTeam(demoTree);
    renderTeam('/team?parentId=999');
    expect(
      await screen.findByRole('heading', { name: 'Thành viên này không thuộc đội nhóm của bạn' }),
    ).toBeInTheDocument();
    expect(queries).toHaveLength(1);

    await userEvent.click(screen.getByRole('link', { name: 'Về đầu đội nhóm của tôi' }));
    expect(
      await screen.findByRole('heading', { name: 'Tuyến dưới trực tiếp của demo_agent' }),
    ).toBeInTheDocument();
    expect(address()).toBe('/team');
  });

  it('says the same of a parent in the address that cannot be an id, without asking', async () => {
    const queries = serveTeam(demoTree);
    renderTeam('/team?parentId=abc');
    expect(
      await screen.findByRole('heading', { name: 'Thành viên này không thuộc đội nhóm của bạn' }),
    ).toBeInTheDocument();
    expect(queries).toHaveLength(0);
  });
});
