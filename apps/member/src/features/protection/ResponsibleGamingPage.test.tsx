import { useSessionStore } from '@lotus/app-shell';
import type { ProtectionLimit, ProtectionLimits } from '@lotus/contract/protection';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { serveFakeApiKeepingCalls } from '../../test/fake-api.ts';
import type { FakeAnswer } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { ResponsibleGamingPage } from './ResponsibleGamingPage.tsx';

const none: ProtectionLimit = { limit: null, used: '0', remaining: null, pending: null };

function limitsFixture(): ProtectionLimits {
  return {
    currency: 'VND',
    deposit: {
      '24h': {
        limit: '1000000',
        used: '600000',
        remaining: '400000',
        pending: { limit: '2000000', effectiveAt: '2026-05-03T07:00:00.000Z' },
      },
      '7d': none,
      '30d': none,
    },
    loss: {
      '24h': none,
      '7d': { limit: '300000', used: '0', remaining: '300000', pending: null },
      '30d': none,
    },
  };
}

/** A server that keeps the limits and applies a PUT as the real one would for decreases. */
function protectionServer(options: { failLimits?: boolean; selfExclusion?: FakeAnswer } = {}) {
  const limits = limitsFixture();
  return serveFakeApiKeepingCalls((call) => {
    const path = call.path.replace('/wps/relay/responsible-gaming/', '');
    if (path === 'limits' && call.method === 'GET') {
      return options.failLimits ? { error: 'error_system', status: 500 } : { value: limits };
    }
    if (path === 'limits' && call.method === 'PUT') {
      const body = call.body as { deposit?: Record<string, string | null> };
      for (const [period, value] of Object.entries(body.deposit ?? {})) {
        limits.deposit[period as '24h'] = { limit: value, used: '0', remaining: value, pending: null };
      }
      return { value: limits };
    }
    if (path === 'reality-check' && call.method === 'GET') {
      return {
        value: {
          intervalMinutes: null,
          sessionStartedAt: '2026-05-01T00:00:00.000Z',
          netResult: '0',
          currency: 'VND',
          serverTime: '2026-05-01T00:10:00.000Z',
        },
      };
    }
    if (path === 'reality-check' && call.method === 'PUT') return { value: call.body };
    if (path === 'time-out') {
      return {
        value: { kind: 'time_out', startsAt: '2026-05-01T00:00:00.000Z', endsAt: '2026-05-08T00:00:00.000Z' },
      };
    }
    if (path === 'self-exclusion') {
      return (
        options.selfExclusion ?? {
          value: {
            kind: 'self_exclusion',
            startsAt: '2026-05-01T00:00:00.000Z',
            endsAt: '2026-11-01T00:00:00.000Z',
          },
        }
      );
    }
    if (call.path === '/wps/session/logout') return { value: { loggedOut: true } };
    return undefined;
  });
}

function renderProtection() {
  return renderPage(<ResponsibleGamingPage />, '/responsible-gaming');
}

signInForEachTest();

describe('ResponsibleGamingPage', { timeout: 20_000 }, () => {
  it('shows each window’s limit, what it used and a raise waiting, in the brand currency', async () => {
    protectionServer();
    renderProtection();
    const day = await screen.findByTestId('deposit-24h');
    expect(within(day).getByText('24 giờ')).toBeInTheDocument();
    expect(day).toHaveTextContent(/Hạn mức 1\.000\.000\s₫/);
    expect(day).toHaveTextContent(/Đã nạp 600\.000\s₫/);
    expect(day).toHaveTextContent(/Còn lại 400\.000\s₫/);
    // 07:00 UTC is 14:00 in the brand's time zone.
    expect(day).toHaveTextContent(/Tăng lên 2\.000\.000\s₫ vào .*14:00/);
    expect(screen.getByTestId('deposit-7d')).toHaveTextContent('Không giới hạn');
    expect(screen.getByTestId('loss-7d')).toHaveTextContent(/Đã thua 0\s₫/);
  });

  it('sends only the window that changed, read as the member typed it', async () => {
    const calls = protectionServer();
    renderProtection();
    const depositCard = await screen.findByRole('region', { name: 'Hạn mức nạp tiền' });
    await userEvent.type(within(depositCard).getByRole('textbox', { name: '7 ngày (VND)' }), '5.000.000');
    await userEvent.click(within(depositCard).getByRole('button', { name: 'Lưu hạn mức' }));
    expect(await screen.findByText('Đã lưu hạn mức của bạn.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/wps/relay/responsible-gaming/limits', body: { deposit: { '7d': '5000000' } } },
    ]);
    expect(screen.getByTestId('deposit-7d')).toHaveTextContent(/Hạn mức 5\.000\.000\s₫/);
  });

  it('refuses an amount that is not one, and sends nothing', async () => {
    const calls = protectionServer();
    renderProtection();
    const lossCard = await screen.findByRole('region', { name: 'Hạn mức thua lỗ' });
    await userEvent.type(within(lossCard).getByRole('textbox', { name: '24 giờ (VND)' }), '12abc');
    await userEvent.click(within(lossCard).getByRole('button', { name: 'Lưu hạn mức' }));
    expect(within(lossCard).getByText('Nhập số tiền nguyên, ví dụ 500000')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('keeps the current limit when the member cancels a raise', async () => {
    const calls = protectionServer();
    renderProtection();
    await userEvent.click(await screen.findByRole('button', { name: 'Giữ hạn mức hiện tại' }));
    expect(await screen.findByText('Đã hủy thay đổi: hạn mức hiện tại được giữ nguyên.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ deposit: { '24h': '1000000' } });
  });

  it('says what went wrong when the limits cannot be loaded, and offers a retry', async () => {
    protectionServer({ failLimits: true });
    renderProtection();
    expect(
      await screen.findByRole('heading', { name: 'Không tải được hạn mức của bạn.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    useSessionStore.getState().signOut();
    protectionServer();
    renderProtection();
    expect(await screen.findByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-24h')).not.toBeInTheDocument();
  });

  it('takes a break only after the warning is confirmed, then logs the member out', async () => {
    const calls = protectionServer();
    renderProtection();
    const card = await screen.findByRole('region', { name: 'Tạm nghỉ' });
    await userEvent.selectOptions(within(card).getByRole('combobox', { name: 'Thời gian tạm nghỉ' }), '7');
    await userEvent.click(within(card).getByRole('button', { name: 'Tạm nghỉ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tạm nghỉ trong 1 tuần?' });
    expect(dialog).toHaveTextContent('Không ai có thể rút ngắn hay hủy thời gian tạm nghỉ.');
    expect(calls.some((call) => call.path.endsWith('/time-out'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bắt đầu tạm nghỉ' }));
    await vi.waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(calls.find((call) => call.path.endsWith('/time-out'))?.body).toEqual({ days: 7 });
    expect(await screen.findByText(/Tài khoản của bạn sẽ mở lại vào/)).toBeInTheDocument();
  });

  it('self-excludes only with the box ticked and the password right', async () => {
    const calls = protectionServer({
      selfExclusion: { error: 'error_wrong_password', status: 401, message: 'Mật khẩu không đúng' },
    });
    renderProtection();
    const card = await screen.findByRole('region', { name: 'Tự loại trừ' });
    await userEvent.selectOptions(
      within(card).getByRole('combobox', { name: 'Thời gian tự loại trừ' }),
      '12',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Tự loại trừ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tự loại trừ trong 1 năm?' });
    await userEvent.type(
      within(dialog).getByLabelText(/^Mật khẩu đăng nhập của bạn/, { selector: 'input' }),
      'Secret2026',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tự loại trừ ngay' }));
    expect(within(dialog).getByText('Hãy đánh dấu ô xác nhận')).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/self-exclusion'))).toBe(false);

    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Tôi hiểu rằng việc này không thể hoàn tác' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tự loại trừ ngay' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Mật khẩu không đúng');
    // The password travels encrypted, never as plain JSON.
    const sent = calls.find((call) => call.path.endsWith('/self-exclusion'));
    expect(sent?.body).toEqual({ data: expect.any(String) });
    expect(JSON.stringify(sent?.body)).not.toContain('Secret2026');
    expect(useSessionStore.getState().token).toBe('test-token');
  });
});
