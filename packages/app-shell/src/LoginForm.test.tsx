import { ApiError } from '@lotus/api-client';
import type { Captcha } from '@lotus/contract/auth';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './AppProviders.tsx';
import { solveCaptchaChallenge } from './captcha/captcha-solver.ts';
import { LoginForm } from './LoginForm.tsx';
import { SystemStatusGate } from './SystemStatusGate.tsx';
import { statusFixture } from './test/status-fixture.ts';

// jsdom has no Web Workers: the solver (captcha-solver.ts, which runs them) answers here, when the
// test lets it. Its real work is tried by the server's captcha test and the end-to-end journeys.
vi.mock('./captcha/captcha-solver.ts', () => ({ solveCaptchaChallenge: vi.fn() }));

let release: () => void = () => undefined;
let served: string[] = [];

beforeEach(() => {
  served = [];
  vi.mocked(solveCaptchaChallenge).mockImplementation(
    (captcha: Captcha) =>
      new Promise((resolve) => {
        release = () => resolve({ captchaId: captcha.captchaId, counter: 7, derivedKey: 'ab'.repeat(32) });
      }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function challengeId(index: number): string {
  return `0b7d5b4e-6f55-4d59-a0c2-6c1d1f3e8a${String(index).padStart(2, '0')}`;
}

function serveStatusAndCaptcha() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      let value: unknown = statusFixture();
      if (url.includes('/wps/captcha')) {
        served.push(url);
        value = {
          captchaId: challengeId(served.length),
          purpose: 'login',
          challenge: {
            algorithm: 'PBKDF2/SHA-256',
            cost: 5000,
            keyLength: 32,
            keyPrefix: '00'.repeat(16),
            nonce: '11'.repeat(16),
            salt: '22'.repeat(16),
          },
          expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
        };
      }
      return new Response(JSON.stringify({ success: true, value }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function renderForm(onSubmit: Parameters<typeof LoginForm>[0]['onSubmit']) {
  return render(
    <AppProviders retryDelayMs={0}>
      <SystemStatusGate>
        <LoginForm submitLabel="Đăng nhập" onSubmit={onSubmit} />
      </SystemStatusGate>
    </AppProviders>,
  );
}

async function fillIn() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Tên đăng nhập' }), 'demo_member');
  await userEvent.type(screen.getByLabelText(/^Mật khẩu/, { selector: 'input' }), 'Lotus2026');
}

describe('LoginForm', { timeout: 20_000 }, () => {
  it('runs the security check once the server asks for it, and sends the same try again with its answer', async () => {
    serveStatusAndCaptcha();
    const onSubmit = vi
      .fn<(request: unknown) => Promise<void>>()
      .mockRejectedValueOnce(
        new ApiError('error_captcha_required', { status: 400, message: 'Cần hoàn tất kiểm tra bảo mật' }),
      )
      .mockRejectedValue(
        new ApiError('error_captcha_check_failed', { status: 400, message: 'Kiểm tra bảo mật thất bại' }),
      );
    renderForm(onSubmit);
    await fillIn();
    expect(screen.queryByTestId('captcha')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    // Nothing to read or type: the browser works, and says so (the check's line, not an alert).
    const check = await screen.findByRole('group', { name: 'Kiểm tra bảo mật' });
    expect(check).toHaveAttribute('data-status', 'working');
    expect(check).toHaveTextContent('Đang kiểm tra bạn là người thật');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(served).toEqual([expect.stringContaining('/wps/captcha?purpose=login')]);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // Once the work is done the same try goes again by itself, with the answer.
    release();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit).toHaveBeenLastCalledWith({
      username: 'demo_member',
      password: 'Lotus2026',
      captcha: { captchaId: challengeId(1), counter: 7, derivedKey: 'ab'.repeat(32) },
    });
    // Refused (the answer came too late, say): it is spent, another challenge is worked on, and
    // nothing goes again without a click.
    expect(await screen.findByRole('alert')).toHaveTextContent('Kiểm tra bảo mật thất bại');
    await waitFor(() => expect(served).toHaveLength(2));
    release();
    await waitFor(() => expect(check).toHaveAttribute('data-status', 'ready'));
    expect(check).toHaveTextContent('Đã kiểm tra bảo mật xong');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('says a field’s problem once the player leaves it, named inputs being the form’s fields', async () => {
    serveStatusAndCaptcha();
    const onSubmit = vi.fn<(request: unknown) => Promise<void>>();
    renderForm(onSubmit);
    const username = await screen.findByRole('textbox', { name: 'Tên đăng nhập' });
    // Typed and rubbed out: empty, which login refuses (it checks only "filled in, not too long").
    await userEvent.type(username, 'a{Backspace}');
    expect(username).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    // The password, not yet typed in, says nothing; the username follows what is typed.
    expect(screen.getByLabelText(/^Mật khẩu/, { selector: 'input' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.type(username, 'bc_member');
    expect(username).not.toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('waits for the work, whatever the clicks meanwhile, then sends once', async () => {
    serveStatusAndCaptcha();
    const onSubmit = vi
      .fn<(request: unknown) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError('error_captcha_required', { status: 400, message: 'Cần' }))
      .mockResolvedValue(undefined);
    renderForm(onSubmit);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await screen.findByRole('group', { name: 'Kiểm tra bảo mật' });
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    release();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ captcha: { captchaId: challengeId(1) } });
    expect(served).toHaveLength(1);
  });
});
