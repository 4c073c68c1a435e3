import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useConsoleSession } from '../../lib/session-store.ts';
import { financeSelf, ok, ownerSelf, refuse, serveOperatorApi } from '../../test/fake-operator-api.ts';
import { renderConsole } from '../../test/render-console.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  useConsoleSession.getState().signOut();
  window.sessionStorage.clear();
});

describe('agent tools', () => {
  it('makes a member an agent of a type after saying what will happen', async () => {
    const user = userEvent.setup();
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'PUT /admin/members/:username/agent-type': (request) =>
        ok({ username: 'lan123456', type: (request.body as { agentType: number }).agentType }),
    });
    renderConsole('/agent-tools', ownerSelf);
    const tool = await screen.findByTestId('set-agent-type');
    await user.click(within(tool).getByRole('button', { name: 'Đặt loại đại lý' }));
    expect(within(tool).getByText('Tên đăng nhập của thành viên không được để trống')).toBeInTheDocument();
    expect(within(tool).getByText('Chọn một loại đại lý')).toBeInTheDocument();

    await user.type(
      within(tool).getByRole('textbox', { name: /^Tên đăng nhập của thành viên/ }),
      ' lan123456 ',
    );
    await user.click(within(tool).getByRole('radio', { name: 'Loại 4' }));
    await user.click(within(tool).getByRole('button', { name: 'Đặt loại đại lý' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đặt lan123456 làm đại lý loại 4?' });
    expect(dialog).toHaveTextContent(/lan123456 trở thành đại lý loại 4 \(Đại lý kiêm người chơi/);
    expect(api.calls('PUT', '/admin/members/lan123456/agent-type')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Đặt làm đại lý' }));
    expect(await within(tool).findByRole('status')).toHaveTextContent('lan123456 giờ là đại lý loại 4.');
    expect(api.calls('PUT', '/admin/members/lan123456/agent-type')[0]?.body).toEqual({ agentType: 4 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says a member that does not exist beside its name', async () => {
    const user = userEvent.setup();
    serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'PUT /admin/members/:username/agent-type': () =>
        refuse(404, 'error_account_not_found', 'Tên đăng nhập hoặc email không tồn tại'),
    });
    renderConsole('/agent-tools', ownerSelf);
    const tool = await screen.findByTestId('set-agent-type');
    const name = within(tool).getByRole('textbox', { name: /^Tên đăng nhập của thành viên/ });
    await user.type(name, 'khong_co');
    await user.click(within(tool).getByRole('radio', { name: 'Loại 1' }));
    await user.click(within(tool).getByRole('button', { name: 'Đặt loại đại lý' }));
    await user.click(await screen.findByRole('button', { name: 'Đặt làm đại lý' }));
    expect(await within(tool).findByText('Tên đăng nhập hoặc email không tồn tại')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(/Tên đăng nhập hoặc email không tồn tại/);
    expect(within(tool).queryByRole('status')).not.toBeInTheDocument();
  });

  it('moves a branch after saying it moves the whole team, and answers how many moved', async () => {
    const user = userEvent.setup();
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'PUT /admin/members/:username/upline': () =>
        ok({ username: 'dai_ly_a', upline: 'dai_ly_b', moved: 1234 }),
    });
    renderConsole('/agent-tools', ownerSelf);
    const tool = await screen.findByTestId('move-branch');
    await user.type(within(tool).getByRole('textbox', { name: /^Thành viên cần chuyển/ }), 'dai_ly_a');
    await user.type(within(tool).getByRole('textbox', { name: /^Tuyến trên mới/ }), 'DAI_LY_A');
    await user.click(within(tool).getByRole('button', { name: 'Chuyển nhánh' }));
    expect(within(tool).getByText('Tuyến trên mới phải là một thành viên khác')).toBeInTheDocument();

    const upline = within(tool).getByRole('textbox', { name: /^Tuyến trên mới/ });
    await user.clear(upline);
    await user.type(upline, 'dai_ly_b{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Chuyển dai_ly_a sang dưới dai_ly_b?' });
    expect(dialog).toHaveTextContent(
      'Thao tác này chuyển dai_ly_a cùng toàn bộ đội nhóm sang dưới dai_ly_b.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Chuyển nhánh' }));
    expect(await within(tool).findByRole('status')).toHaveTextContent(
      'dai_ly_a và đội nhóm giờ thuộc dai_ly_b. Số thành viên đã chuyển: 1.234.',
    );
    expect(api.calls('PUT', '/admin/members/dai_ly_a/upline')[0]?.body).toEqual({ upline: 'dai_ly_b' });
  });

  it('says a move into the member’s own team beside the new upline', async () => {
    const user = userEvent.setup();
    serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'PUT /admin/members/:username/upline': () =>
        refuse(
          409,
          'error_upline_in_own_team',
          'Không thể chuyển một thành viên vào dưới chính nó hoặc người trong đội nhóm của nó',
        ),
    });
    renderConsole('/agent-tools', ownerSelf);
    const tool = await screen.findByTestId('move-branch');
    await user.type(within(tool).getByRole('textbox', { name: /^Thành viên cần chuyển/ }), 'dai_ly_a');
    const upline = within(tool).getByRole('textbox', { name: /^Tuyến trên mới/ });
    await user.type(upline, 'cap_duoi_a');
    await user.click(within(tool).getByRole('button', { name: 'Chuyển nhánh' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Chuyển nhánh' }));
    expect(upline).toHaveAccessibleDescription(/Không thể chuyển một thành viên vào dưới chính nó/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(tool).queryByRole('status')).not.toBeInTheDocument();
  });

  it('is not offered to a role that does not manage members', async () => {
    serveOperatorApi({
      'GET /admin/session': () => ok(financeSelf),
      'GET /admin/cashier/withdrawals': () => ok({ content: [], page: 1, size: 20, total: 0 }),
    });
    renderConsole('/agent-tools', financeSelf);
    expect(await screen.findByTestId('withdrawals-page')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/withdrawals');
    expect(screen.queryByTestId('agent-tools-page')).not.toBeInTheDocument();
  });
});
