import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useConsoleSession } from '../../lib/session-store.ts';
import { financeSelf, ok, ownerSelf, refuse, serveOperatorApi } from '../../test/fake-operator-api.ts';
import type { SeenRequest } from '../../test/fake-operator-api.ts';
import { renderConsole } from '../../test/render-console.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  useConsoleSession.getState().signOut();
  window.sessionStorage.clear();
});

type Application = ReturnType<typeof application>;

function application(id: string, account: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    account,
    contact: 'Zalo 0901 234 567',
    expectedTeam: 1500,
    note: 'Tôi có nhóm chơi xổ số ở Cần Thơ',
    status: 'pending' as string,
    agentType: null as number | null,
    reason: null as string | null,
    createdAt: '2026-11-26T03:15:00.000Z',
    decidedAt: null as string | null,
    decidedBy: null as string | null,
    ...overrides,
  };
}

/** The applications list of the fake server: by the status asked, from a list the test changes. */
function listOf(all: () => Application[]) {
  return (request: SeenRequest) => {
    const content = all().filter((entry) => entry.status === (request.query.get('status') ?? 'pending'));
    return ok({ content, page: 1, size: 20, total: content.length });
  };
}

describe('agent applications', () => {
  it('lists the pending queue and approves one with the chosen type', async () => {
    const user = userEvent.setup();
    let all = [application('7', 'lan123456'), application('8', 'minh2024', { note: '' })];
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/agents/applications': listOf(() => all),
      'POST /admin/agents/applications/7/approve': (request) => {
        const { agentType } = request.body as { agentType: number };
        all = all.map((entry) => (entry.id === '7' ? { ...entry, status: 'approved', agentType } : entry));
        return ok(all[0]);
      },
    });
    renderConsole('/agents', ownerSelf);
    const entries = await screen.findAllByTestId('agent-application');
    expect(entries).toHaveLength(2);
    expect(api.calls('GET', '/admin/agents/applications')[0]?.query.get('status')).toBe('pending');
    expect(screen.getByRole('tab', { name: 'Đang chờ' })).toHaveAttribute('aria-selected', 'true');
    const first = entries[0]!;
    expect(first).toHaveTextContent('lan123456');
    expect(first).toHaveTextContent('Zalo 0901 234 567');
    expect(first).toHaveTextContent('1.500 người chơi');
    expect(first).toHaveTextContent('Tôi có nhóm chơi xổ số ở Cần Thơ');
    expect(first).toHaveTextContent('2026');
    expect(entries[1]).toHaveTextContent('Không có ghi chú');

    await user.click(within(first).getByRole('button', { name: 'Duyệt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cho lan123456 làm đại lý?' });
    // Each type says what it is; none is chosen for the operator.
    const type41 = within(dialog).getByRole('radio', { name: 'Loại 41' });
    expect(type41).toHaveAccessibleDescription(/Chỉ làm đại lý: quản lý đội nhóm/);
    expect(within(dialog).getByRole('radio', { name: 'Loại 1' })).toHaveAccessibleDescription(
      /Đại lý kiêm người chơi/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Duyệt làm đại lý' }));
    expect(within(dialog).getByText('Chọn một loại đại lý')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/agents/applications/7/approve')).toHaveLength(0);

    await user.click(type41);
    await user.click(within(dialog).getByRole('button', { name: 'Duyệt làm đại lý' }));
    expect(await screen.findByText('lan123456 đã trở thành đại lý loại 41.')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/agents/applications/7/approve')[0]?.body).toEqual({ agentType: 41 });
    await waitFor(() => expect(screen.getAllByTestId('agent-application')).toHaveLength(1));
    expect(screen.getByTestId('agent-application')).toHaveTextContent('minh2024');

    // The approved tab shows it with its type and who decided.
    await user.click(screen.getByRole('tab', { name: 'Đã duyệt' }));
    const approved = await screen.findByTestId('agent-application');
    expect(approved).toHaveTextContent('lan123456');
    expect(approved).toHaveTextContent('Loại 41');
    expect(window.location.search).toBe('?status=approved');
    expect(api.calls('GET', '/admin/agents/applications').at(-1)?.query.get('status')).toBe('approved');
    expect(within(approved).queryByRole('button', { name: 'Duyệt' })).not.toBeInTheDocument();
  });

  it('rejects with a reason, which is required', async () => {
    const user = userEvent.setup();
    let all = [application('7', 'lan123456')];
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/agents/applications': listOf(() => all),
      'POST /admin/agents/applications/7/reject': (request) => {
        const { reason } = request.body as { reason: string };
        all = [
          {
            ...all[0]!,
            status: 'rejected',
            reason,
            decidedAt: '2026-11-27T01:00:00.000Z',
            decidedBy: 'owner',
          },
        ];
        return ok(all[0]);
      },
    });
    renderConsole('/agents', ownerSelf);
    await user.click(await screen.findByRole('button', { name: 'Từ chối' }));
    const dialog = await screen.findByRole('dialog', { name: 'Từ chối đơn của lan123456?' });
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối đơn' }));
    expect(within(dialog).getByText('Nhập lý do để thành viên đọc')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/agents/applications/7/reject')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Lý do/ }), '  Chưa đủ thông tin liên hệ ');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Đã từ chối đơn của lan123456.')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/agents/applications/7/reject')[0]?.body).toEqual({
      reason: 'Chưa đủ thông tin liên hệ',
    });
    expect(await screen.findByText('Không có đơn nào đang chờ')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Đã từ chối' }));
    const rejected = await screen.findByTestId('agent-application');
    expect(rejected).toHaveTextContent('Chưa đủ thông tin liên hệ');
    expect(rejected).toHaveTextContent('owner');
  });

  it('says an application decided meanwhile, and the queue is asked again', async () => {
    const user = userEvent.setup();
    let decidedElsewhere = false;
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/agents/applications': () => {
        const content = decidedElsewhere ? [] : [application('7', 'lan123456')];
        return ok({ content, page: 1, size: 20, total: content.length });
      },
      'POST /admin/agents/applications/7/approve': () => {
        decidedElsewhere = true;
        return refuse(409, 'error_agent_application_decided', 'Đơn đăng ký này đã được xét duyệt');
      },
    });
    renderConsole('/agents', ownerSelf);
    await user.click(await screen.findByRole('button', { name: 'Duyệt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cho lan123456 làm đại lý?' });
    await user.click(within(dialog).getByRole('radio', { name: 'Loại 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Duyệt làm đại lý' }));
    expect(await screen.findByText('Đơn đăng ký này đã được xét duyệt')).toBeInTheDocument();
    expect(await screen.findByText('Không có đơn nào đang chờ')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('GET', '/admin/agents/applications')).toHaveLength(2);
  });

  it('shows a role that only reads members the applications without the decisions or the tools', async () => {
    serveOperatorApi({
      'GET /admin/session': () => ok(financeSelf),
      'GET /admin/agents/applications': () =>
        ok({ content: [application('7', 'lan123456')], page: 1, size: 20, total: 1 }),
    });
    renderConsole('/agents', financeSelf);
    const entry = await screen.findByTestId('agent-application');
    expect(entry).toHaveTextContent('lan123456');
    expect(within(entry).queryByRole('button', { name: 'Duyệt' })).not.toBeInTheDocument();
    expect(within(entry).queryByRole('button', { name: 'Từ chối' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Các mục quản trị' });
    expect(within(nav).getByRole('link', { name: 'Đơn đăng ký đại lý' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Công cụ đại lý' })).not.toBeInTheDocument();
  });

  it('says when nothing waits, and when the applications cannot be loaded', async () => {
    serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/agents/applications': () => ok({ content: [], page: 1, size: 20, total: 0 }),
    });
    const { unmount } = renderConsole('/agents', ownerSelf);
    expect(await screen.findByText('Không có đơn nào đang chờ')).toBeInTheDocument();
    unmount();
    serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/agents/applications': () => refuse(500, 'error_system', 'Lỗi hệ thống'),
    });
    renderConsole('/agents', ownerSelf);
    expect(
      await screen.findByText('Không tải được các đơn đăng ký', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
