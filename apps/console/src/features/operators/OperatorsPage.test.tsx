import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OperatorAccount } from '../../lib/console-api.ts';
import { useConsoleSession } from '../../lib/session-store.ts';
import { ok, ownerSelf, refuse, serveOperatorApi } from '../../test/fake-operator-api.ts';
import { renderConsole } from '../../test/render-console.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  useConsoleSession.getState().signOut();
  window.sessionStorage.clear();
});

const owner: OperatorAccount = {
  id: '1',
  username: 'owner',
  displayName: 'Chủ Lan',
  role: 'owner',
  status: 'active',
  totpEnrolled: true,
  createdAt: '2026-11-20T02:00:00.000Z',
  lastSignInAt: '2026-11-26T01:00:00.000Z',
};
const finance: OperatorAccount = {
  id: '2',
  username: 'fin.hoa',
  displayName: 'Hoà Tài chính',
  role: 'finance',
  status: 'active',
  totpEnrolled: false,
  createdAt: '2026-11-26T03:00:00.000Z',
  lastSignInAt: null,
};

describe('operators page', () => {
  it('adds an operator with a role and shows the one-time password once', async () => {
    const user = userEvent.setup();
    const operators = [owner];
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/operators': () => ok(operators),
      'POST /admin/operators': () => {
        operators.push(finance);
        return ok({ operator: finance, initialPassword: 'Kp7mZ2qR9xW4tY6n' });
      },
    });
    renderConsole('/operators', ownerSelf);
    const list = await screen.findByRole('list', { name: 'Danh sách nhà vận hành' });
    expect(within(list).getAllByTestId('operator-row')).toHaveLength(1);
    // One's own row offers no role change nor disabling.
    expect(within(list).getByText('bạn')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Vô hiệu hóa' })).not.toBeInTheDocument();

    const form = screen.getByTestId('create-operator-form');
    await user.click(within(form).getByRole('button', { name: 'Tạo nhà vận hành' }));
    expect(within(form).getByText('Tên đăng nhập không được để trống')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/operators')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /^Tên đăng nhập/ }), 'fin.hoa');
    await user.type(within(form).getByRole('textbox', { name: /^Họ tên/ }), 'Hoà Tài chính');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Vai trò/ }), 'Tài chính');
    await user.click(within(form).getByRole('button', { name: 'Tạo nhà vận hành' }));

    const dialog = await screen.findByRole('dialog', { name: 'Hoà Tài chính có thể đăng nhập ngay' });
    expect(within(dialog).getByTestId('initial-password')).toHaveTextContent('Kp7mZ2qR9xW4tY6n');
    expect(api.calls('POST', '/admin/operators')[0]?.body).toEqual({
      username: 'fin.hoa',
      displayName: 'Hoà Tài chính',
      role: 'finance',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Xong' }));
    expect(screen.queryByTestId('initial-password')).not.toBeInTheDocument();
    const row = await screen.findByText('Chưa thiết lập xác thực');
    expect(row).toBeInTheDocument();
  });

  it('changes a role and disables an operator after confirming; a refusal is said', async () => {
    const user = userEvent.setup();
    let current: OperatorAccount = { ...finance };
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/operators': () => ok([owner, current]),
      'PATCH /admin/operators/2': (request) => {
        current = { ...current, role: (request.body as { role: OperatorAccount['role'] }).role };
        return ok(current);
      },
      'POST /admin/operators/2/disable': () =>
        refuse(409, 'error_operator_last_owner', 'Chủ sở hữu cuối cùng phải giữ vai trò'),
    });
    renderConsole('/operators', ownerSelf);
    const row = await screen.findByText('Hoà Tài chính').then((name) => name.closest('li') as HTMLElement);
    const save = within(row).getByRole('button', { name: 'Lưu vai trò' });
    expect(save).toBeDisabled();
    await user.selectOptions(
      within(row).getByRole('combobox', { name: 'Vai trò của Hoà Tài chính' }),
      'Hỗ trợ',
    );
    await user.click(save);
    expect(await screen.findByText('Vai trò của Hoà Tài chính giờ là Hỗ trợ.')).toBeInTheDocument();
    expect(api.calls('PATCH', '/admin/operators/2')[0]?.body).toEqual({ role: 'support' });

    await user.click(within(row).getByRole('button', { name: 'Vô hiệu hóa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vô hiệu hóa Hoà Tài chính?' });
    await user.click(within(dialog).getByRole('button', { name: 'Vô hiệu hóa' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Chủ sở hữu cuối cùng phải giữ vai trò',
    );
  });

  it('says when the list cannot be loaded, and loads it again on request', async () => {
    const user = userEvent.setup();
    let fail = true;
    serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/operators': () => (fail ? refuse(500, 'error_system', 'Lỗi hệ thống') : ok([owner])),
    });
    renderConsole('/operators', ownerSelf);
    expect(
      await screen.findByText('Không tải được danh sách nhà vận hành', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findAllByTestId('operator-row')).toHaveLength(1);
  });
});
