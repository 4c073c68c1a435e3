import { decryptPayload } from '@lotus/api-client';
import { AppProviders, SystemStatusGate, useSessionStore } from '@lotus/app-shell';
import { MemoryRouter } from '@lotus/app-shell/routing';
import { statusFixture } from '@lotus/app-shell/testing';
import type { OpenAccount } from '@lotus/contract/agents';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OpenAccountPage } from './OpenAccountPage.tsx';

type Refusal = { status: number; code: string; message: string; fields?: Record<string, string> };

/**
 * POST /wps/agent/team/accounts as the server answers it: the decrypted forms it was sent, in
 * order; `refuse` may refuse one, else the account opens with id 42.
 */
function serveOpenAccount(refuse: (form: OpenAccount) => Refusal | undefined = () => undefined) {
  const forms: OpenAccount[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const { pathname } = new URL(request.url);
      if (pathname === '/wps/system/status') return json({ success: true, value: statusFixture() });
      if (pathname !== '/wps/agent/team/accounts' || request.method !== 'POST')
        return json({ success: false, value: null, error: { code: 'error_not_found', message: 'x' } }, 404);
      const { data } = (await request.json()) as { data: string };
      const form = decryptPayload(data, 'lotus-dev-payload-key') as OpenAccount;
      forms.push(form);
      const refusal = refuse(form);
      if (refusal) {
        const { status, ...error } = refusal;
        return json({ success: false, value: null, error: { fields: {}, ...error } }, status);
      }
      return json({
        success: true,
        value: { id: '42', account: form.username, type: form.kind === 'agent' ? 1 : 0 },
      });
    }),
  );
  return forms;
}

async function renderPage() {
  render(
    <AppProviders retryDelayMs={0}>
      <SystemStatusGate>
        <MemoryRouter initialEntries={['/open-account']}>
          <OpenAccountPage />
        </MemoryRouter>
      </SystemStatusGate>
    </AppProviders>,
  );
  await screen.findByTestId('open-account-form');
}

const username = () => screen.getByRole('textbox', { name: /Tên đăng nhập/ });
const password = () => screen.getByLabelText(/^Mật khẩu ban đầu/);
const confirm = () => screen.getByLabelText(/^Nhập lại mật khẩu ban đầu/);

async function fillIn(user: ReturnType<typeof userEvent.setup>, name: string, first: string, again = first) {
  await user.type(username(), name);
  await user.type(password(), first);
  await user.type(confirm(), again);
}

beforeEach(() => useSessionStore.getState().signIn('agent-token', '1'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('OpenAccountPage', { timeout: 20_000 }, () => {
  it('opens a member account below the agent, and says they choose their password at the first login', async () => {
    const forms = serveOpenAccount();
    await renderPage();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Mở tài khoản' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Thành viên/ })).toBeChecked();
    await fillIn(user, 'newplayer', 'Secret2027');
    await user.click(screen.getByRole('button', { name: 'Mở tài khoản' }));

    const done = await screen.findByRole('heading', { name: 'Đã mở tài khoản' });
    expect(done).toHaveFocus();
    expect(forms).toEqual([
      { username: 'newplayer', password: 'Secret2027', confirmPassword: 'Secret2027', kind: 'member' },
    ]);
    expect(screen.getByTestId('opened-account-name')).toHaveTextContent('newplayer');
    expect(screen.getByText('Họ sẽ tự chọn mật khẩu của mình ở lần đăng nhập đầu tiên.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Đề nghị hợp đồng' })).not.toBeInTheDocument();

    // Another account starts from an empty form, its first field ready.
    await user.click(screen.getByRole('button', { name: 'Mở tài khoản khác' }));
    expect(username()).toHaveValue('');
    expect(username()).toHaveFocus();
  });

  it('opens an agent account and leads on to offering it a contract', async () => {
    const forms = serveOpenAccount();
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Đại lý/ }));
    await fillIn(user, 'newagent', 'Secret2027');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Đã mở tài khoản' })).toBeInTheDocument();
    expect(forms[0]).toMatchObject({ username: 'newagent', kind: 'agent' });
    expect(screen.getByText('Đại lý')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đề nghị hợp đồng' })).toHaveAttribute(
      'href',
      '/contracts?offerTo=42',
    );
  });

  it('checks the fields by the brand’s rules before sending anything', async () => {
    const forms = serveOpenAccount();
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mở tài khoản' }));
    expect(await screen.findByText('Tên đăng nhập không được để trống')).toBeInTheDocument();
    expect(screen.getByText('Mật khẩu ban đầu không được để trống')).toBeInTheDocument();

    await fillIn(user, 'ab', 'Secret2027', 'Secret2028');
    await user.click(screen.getByRole('button', { name: 'Mở tài khoản' }));
    expect(
      await screen.findByText(/Hai lần nhập không khớp: phải trùng với Mật khẩu ban đầu/),
    ).toBeInTheDocument();
    expect(username()).toHaveAttribute('aria-invalid', 'true');
    expect(forms).toEqual([]);
  });

  it('shows the server’s refusals beside the fields they name', async () => {
    const forms = serveOpenAccount((form) => {
      if (form.username === 'takenname')
        return { status: 409, code: 'error_username_taken', message: 'Tên đăng nhập đã có người dùng' };
      return {
        status: 400,
        code: 'error_validation',
        message: 'Dữ liệu không hợp lệ',
        fields: { password: 'Mật khẩu phải có cả chữ và số' },
      };
    });
    await renderPage();
    const user = userEvent.setup();
    await fillIn(user, 'takenname', 'Secret2027');
    await user.click(await screen.findByRole('button', { name: 'Mở tài khoản' }));
    expect(await screen.findByText('Tên đăng nhập đã có người dùng')).toBeInTheDocument();
    expect(username()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(username());
    await user.type(username(), 'freename');
    await user.click(screen.getByRole('button', { name: 'Mở tài khoản' }));
    expect(await screen.findByText('Mật khẩu phải có cả chữ và số')).toBeInTheDocument();
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(forms).toHaveLength(2);
  });

  it('shows a refusal that names no field above the form', async () => {
    serveOpenAccount(() => ({ status: 503, code: 'error_system', message: 'Hệ thống đang bận' }));
    await renderPage();
    const user = userEvent.setup();
    await fillIn(user, 'newplayer', 'Secret2027');
    await user.click(await screen.findByRole('button', { name: 'Mở tài khoản' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hệ thống đang bận');
  });
});
