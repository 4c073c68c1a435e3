import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OperatorApiToken } from '../../lib/console-api.ts';
import { useConsoleSession } from '../../lib/session-store.ts';
import { financeSelf, ok, refuse, serveOperatorApi } from '../../test/fake-operator-api.ts';
import { renderConsole } from '../../test/render-console.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  useConsoleSession.getState().signOut();
  window.sessionStorage.clear();
});

describe('my account', () => {
  it('creates an API token shown once, and revokes one after confirming', async () => {
    const user = userEvent.setup();
    let tokens: OperatorApiToken[] = [
      {
        id: '3',
        name: 'bench',
        createdAt: '2026-11-25T01:00:00.000Z',
        lastUsedAt: null,
        revokedAt: null,
      },
    ];
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(financeSelf),
      'GET /admin/api-tokens': () => ok(tokens),
      'POST /admin/api-tokens': (request) => {
        const { name } = request.body as { name: string };
        const created = { id: '4', name, createdAt: '2026-11-26T01:00:00.000Z' };
        tokens = [{ ...created, lastUsedAt: null, revokedAt: null }, ...tokens];
        return ok({ ...created, token: 'lopt_secret_value' });
      },
      'DELETE /admin/api-tokens/3': () => {
        tokens = tokens.map((token) =>
          token.id === '3' ? { ...token, revokedAt: '2026-11-26T02:00:00.000Z' } : token,
        );
        return ok(null);
      },
    });
    renderConsole('/account', financeSelf);
    expect(await screen.findAllByTestId('api-token')).toHaveLength(1);
    const form = screen.getByTestId('create-token-form');
    await user.type(within(form).getByRole('textbox', { name: /^Tên token/ }), 'báo cáo đêm');
    await user.click(within(form).getByRole('button', { name: 'Tạo token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Token báo cáo đêm' });
    expect(within(dialog).getByTestId('created-token')).toHaveTextContent('lopt_secret_value');
    expect(api.calls('POST', '/admin/api-tokens')[0]?.body).toEqual({ name: 'báo cáo đêm' });
    await user.click(within(dialog).getByRole('button', { name: 'Xong' }));
    expect(await screen.findAllByTestId('api-token')).toHaveLength(2);
    expect(screen.queryByText('lopt_secret_value')).not.toBeInTheDocument();

    const bench = screen.getAllByTestId('api-token')[1]!;
    await user.click(within(bench).getByRole('button', { name: 'Thu hồi' }));
    const confirm = await screen.findByRole('dialog', { name: 'Thu hồi bench?' });
    await user.click(within(confirm).getByRole('button', { name: 'Thu hồi' }));
    expect(await screen.findByText('Đã thu hồi token bench.')).toBeInTheDocument();
    expect(
      await within(screen.getAllByTestId('api-token')[1]!).findByText(/^Đã thu hồi/),
    ).toBeInTheDocument();
  });

  it('changes the password: checks the new one twice, says a wrong current one beside it', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(financeSelf),
      'GET /admin/api-tokens': () => ok([]),
      'PUT /admin/session/password': () =>
        (attempts += 1) === 1 ? refuse(401, 'error_wrong_password', 'Mật khẩu không đúng') : ok(null),
    });
    renderConsole('/account', financeSelf);
    const form = await screen.findByTestId('change-password-form');
    await user.type(within(form).getByLabelText(/^Mật khẩu hiện tại/), 'cu-mat-khau-1');
    await user.type(within(form).getByLabelText(/^Mật khẩu mới/), 'ngan');
    await user.type(within(form).getByLabelText(/^Nhập lại mật khẩu mới/), 'khac');
    await user.click(within(form).getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(within(form).getByText('Dùng ít nhất 12 ký tự')).toBeInTheDocument();
    expect(within(form).getByText('Hai mật khẩu không khớp')).toBeInTheDocument();
    expect(api.calls('PUT', '/admin/session/password')).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/^Mật khẩu mới/));
    await user.type(within(form).getByLabelText(/^Mật khẩu mới/), 'mat-khau-moi-dai');
    await user.clear(within(form).getByLabelText(/^Nhập lại mật khẩu mới/));
    await user.type(within(form).getByLabelText(/^Nhập lại mật khẩu mới/), 'mat-khau-moi-dai');
    await user.click(within(form).getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await within(form).findByText('Mật khẩu không đúng')).toBeInTheDocument();
    // A wrong current password is no reason to end the session.
    expect(useConsoleSession.getState().session).not.toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await screen.findByText('Đã đổi mật khẩu.')).toBeInTheDocument();
    expect(api.calls('PUT', '/admin/session/password')[1]?.body).toEqual({
      oldPassword: 'cu-mat-khau-1',
      newPassword: 'mat-khau-moi-dai',
    });
  });
});
