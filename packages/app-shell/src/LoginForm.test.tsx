import { ApiError } from '@lotus/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './AppProviders.tsx';
import { LoginForm } from './LoginForm.tsx';
import { SystemStatusGate } from './SystemStatusGate.tsx';
import { statusFixture } from './test/status-fixture.ts';

afterEach(() => vi.unstubAllGlobals());

const captchaImage = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;

function serveStatusAndCaptcha() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      const value = url.includes('/wps/captcha')
        ? {
            captchaId: '0b7d5b4e-6f55-4d59-a0c2-6c1d1f3e8a11',
            image: captchaImage,
            expiresAt: new Date().toISOString(),
          }
        : statusFixture();
      return new Response(JSON.stringify({ success: true, value }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function renderForm(onSubmit: Parameters<typeof LoginForm>[0]['onSubmit']) {
  return render(
    <AppProviders>
      <SystemStatusGate>
        <LoginForm submitLabel="Đăng nhập" onSubmit={onSubmit} />
      </SystemStatusGate>
    </AppProviders>,
  );
}

describe('LoginForm', { timeout: 20_000 }, () => {
  it('shows the server’s refusal and asks for the captcha once the server demands it', async () => {
    serveStatusAndCaptcha();
    const onSubmit = vi.fn(async () => {
      throw new ApiError('error_captcha_required', { status: 400, message: 'Vui lòng nhập mã xác nhận' });
    });
    renderForm(onSubmit);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Tên đăng nhập' }), 'demo_member');
    await userEvent.type(screen.getByLabelText(/^Mật khẩu/, { selector: 'input' }), 'Lotus2026');
    expect(screen.queryByTestId('captcha-image')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vui lòng nhập mã xác nhận');
    expect(await screen.findByTestId('captcha-image')).toBeInTheDocument();
    // Without an answer the form does not send again.
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Mã xác nhận không được để trống')).toBeInTheDocument();
  });

  it('sends the captcha answer with its id', async () => {
    serveStatusAndCaptcha();
    const onSubmit = vi.fn(async () => {
      throw new ApiError('error_captcha_check_failed', { status: 400, message: 'Sai mã xác nhận' });
    });
    renderForm(onSubmit);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Tên đăng nhập' }), 'demo_member');
    await userEvent.type(screen.getByLabelText(/^Mật khẩu/, { selector: 'input' }), 'Lotus2026');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await screen.findByTestId('captcha-image');
    await userEvent.type(screen.getByRole('textbox', { name: 'Mã xác nhận' }), 'AB3CD');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      username: 'demo_member',
      password: 'Lotus2026',
      captcha: { captchaId: '0b7d5b4e-6f55-4d59-a0c2-6c1d1f3e8a11', answer: 'AB3CD' },
    });
  });
});
