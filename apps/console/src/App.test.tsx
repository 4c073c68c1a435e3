import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useConsoleSession } from './lib/session-store.ts';
import { financeSelf, ok, ownerSelf, refuse, serveOperatorApi, sessionOf } from './test/fake-operator-api.ts';
import { renderConsole } from './test/render-console.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  useConsoleSession.getState().signOut();
  window.sessionStorage.clear();
});

const emptyQueue = { content: [], page: 1, size: 20, total: 0 };
const recoveryCodes = ['aaaa-bbbb-cc', 'dddd-eeee-ff'];

describe('console sign-in', () => {
  it('sends an operator without a session to the sign-in page', async () => {
    serveOperatorApi({});
    renderConsole('/audit', null);
    expect(await screen.findByTestId('sign-in-page')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/sign-in');
    expect(screen.getByRole('heading', { name: 'Đăng nhập nhà vận hành' })).toBeInTheDocument();
  });

  it('enrols the authenticator at the first sign-in, shows the recovery codes once, then opens the role’s first section', async () => {
    const user = userEvent.setup();
    const api = serveOperatorApi({
      'POST /admin/session/password': () =>
        ok({
          ticket: 't-1',
          next: 'enrol',
          enrolment: {
            secret: 'JBSWY3DPEHPK3PXP',
            otpauthUrl: 'otpauth://totp/Lotus:fin.hoa?secret=JBSWY3DPEHPK3PXP',
          },
        }),
      'POST /admin/session/totp': () => ok(sessionOf(financeSelf, recoveryCodes)),
      'GET /admin/session': () => ok(financeSelf),
      'GET /admin/cashier/withdrawals': () => ok(emptyQueue),
    });
    renderConsole('/', null);
    await user.type(await screen.findByRole('textbox', { name: 'Tên đăng nhập' }), 'fin.hoa');
    await user.type(screen.getByLabelText(/^Mật khẩu/), 'mot-lan-thoi-0123');
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));

    expect(await screen.findByRole('heading', { name: 'Thiết lập ứng dụng xác thực' })).toBeInTheDocument();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(await screen.findByRole('img', { name: 'Mã QR khóa xác thực của bạn' })).toBeInTheDocument();
    // No "recovery code instead" while enrolling: there are none yet.
    expect(screen.queryByTestId('toggle-recovery')).not.toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: /^Mã/ });
    expect(code).toHaveFocus();
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText('Nhập 6 chữ số ứng dụng hiển thị')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/session/totp')).toHaveLength(0);
    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    const codes = await screen.findByTestId('recovery-codes');
    expect(
      within(codes)
        .getAllByTestId('recovery-code')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(api.calls('POST', '/admin/session/totp')[0]?.body).toEqual({ ticket: 't-1', code: '123456' });
    const enter = within(codes).getByRole('button', { name: 'Vào trang quản trị' });
    expect(enter).toBeDisabled();
    await user.click(within(codes).getByLabelText('Tôi đã lưu các mã'));
    await user.click(enter);

    expect(await screen.findByTestId('withdrawals-page')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/withdrawals');
    // Finance sees its sections only.
    const nav = screen.getByRole('navigation', { name: 'Các mục quản trị' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Rút tiền', 'Phê duyệt', 'Đơn đăng ký đại lý', 'Tài khoản của tôi']);
    expect(screen.getByTestId('signed-in-operator')).toHaveTextContent('Hoà Tài chính');
    expect(screen.getByTestId('signed-in-operator')).toHaveTextContent('Tài chính');
    // Every call after sign-in carries the session as Bearer.
    expect(api.calls('GET', '/admin/cashier/withdrawals')[0]?.authorization).toBe('Bearer lops_fin.hoa');
  });

  it('later signs in with a recovery code instead, and after a wrong code starts again at the password', async () => {
    const user = userEvent.setup();
    let tickets = 0;
    const api = serveOperatorApi({
      'POST /admin/session/password': () =>
        ok({ ticket: `t-${(tickets += 1)}`, next: 'totp', enrolment: null }),
      'POST /admin/session/totp': () => refuse(401, 'error_code_invalid', 'Mã không đúng'),
      'POST /admin/session/recovery': () => ok(sessionOf(ownerSelf)),
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/cashier/withdrawals': () => ok(emptyQueue),
    });
    renderConsole('/sign-in', null);
    const signInWithPassword = async () => {
      await user.clear(await screen.findByRole('textbox', { name: 'Tên đăng nhập' }));
      await user.type(screen.getByRole('textbox', { name: 'Tên đăng nhập' }), 'owner');
      await user.type(screen.getByLabelText(/^Mật khẩu/), 'mat-khau-chu-so-huu');
      await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
      await screen.findByRole('heading', { name: 'Mã xác thực' });
    };
    await signInWithPassword();
    await user.type(screen.getByRole('textbox', { name: /^Mã/ }), '000000');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    // The ticket is spent: back at the password, told why.
    expect(await screen.findByTestId('session-ended')).toHaveTextContent('Mã không đúng');
    expect(screen.getByRole('textbox', { name: 'Tên đăng nhập' })).toBeInTheDocument();

    await signInWithPassword();
    await user.click(screen.getByTestId('toggle-recovery'));
    const recovery = screen.getByRole('textbox', { name: /^Mã khôi phục/ });
    expect(recovery).toHaveFocus();
    await user.type(recovery, 'aaaa-bbbb-cc');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByTestId('withdrawals-page')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/session/recovery')[0]?.body).toEqual({
      ticket: 't-2',
      recoveryCode: 'aaaa-bbbb-cc',
    });
    // The owner sees every section.
    const nav = screen.getByRole('navigation', { name: 'Các mục quản trị' });
    expect(within(nav).getAllByRole('link')).toHaveLength(14);
  });
});

describe('console frame', () => {
  it('keeps a role out of sections it does not hold', async () => {
    serveOperatorApi({
      'GET /admin/session': () => ok(financeSelf),
      'GET /admin/cashier/withdrawals': () => ok(emptyQueue),
    });
    renderConsole('/audit', financeSelf);
    expect(await screen.findByTestId('withdrawals-page')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/withdrawals');
  });

  it('returns to the sign-in page, saying why, when the server no longer knows the session', async () => {
    serveOperatorApi({
      'GET /admin/session': () => refuse(401, 'error_operator_unauthorized', 'Hết phiên'),
      'GET /admin/cashier/withdrawals': () => refuse(401, 'error_operator_unauthorized', 'Hết phiên'),
    });
    renderConsole('/withdrawals', financeSelf);
    expect(await screen.findByTestId('session-ended')).toHaveTextContent(
      'Phiên làm việc đã kết thúc. Vui lòng đăng nhập lại.',
    );
    expect(window.location.pathname).toBe('/sign-in');
  });

  it('signs out: the session ends on the server and the console forgets it', async () => {
    const user = userEvent.setup();
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/cashier/withdrawals': () => ok(emptyQueue),
      'DELETE /admin/session': () => ok(null),
    });
    renderConsole('/withdrawals', ownerSelf);
    await user.click(await screen.findByTestId('sign-out'));
    expect(await screen.findByTestId('sign-in-page')).toBeInTheDocument();
    expect(api.calls('DELETE', '/admin/session')).toHaveLength(1);
    expect(useConsoleSession.getState().session).toBeNull();
    await waitFor(() => expect(window.sessionStorage.getItem('lotus.console.session')).toBeNull());
  });
});
