import type { RealityCheck } from '@lotus/contract/protection';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveFakeApi } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { nextReminderDelay, RealityCheckReminder } from './RealityCheckReminder.tsx';

const minute = 60_000;

function check(overrides: Partial<RealityCheck>): RealityCheck {
  return {
    intervalMinutes: 15,
    sessionStartedAt: '2026-05-01T10:00:00.000Z',
    netResult: '0',
    currency: 'VND',
    serverTime: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('nextReminderDelay', () => {
  const start = Date.parse('2026-05-01T10:00:00.000Z');
  it('counts whole intervals from the session start, on the server clock', () => {
    expect(nextReminderDelay(check({}), 0, start + 5 * minute)).toBe(10 * minute);
    expect(nextReminderDelay(check({}), 0, start + 15 * minute)).toBe(15 * minute);
    expect(nextReminderDelay(check({}), 0, start + 31 * minute)).toBe(14 * minute);
    // This device runs 2 minutes behind the server.
    expect(nextReminderDelay(check({}), 2 * minute, start + 5 * minute)).toBe(8 * minute);
    expect(nextReminderDelay(check({ intervalMinutes: null }), 0, start)).toBeNull();
  });
});

describe('RealityCheckReminder', { timeout: 20_000 }, () => {
  signInForEachTest();

  it('reminds when the interval comes round, with the time logged in and the net result', async () => {
    // When first asked, the session began 15 minutes ago but for 300 ms: the reminder is due almost
    // at once, however long a busy machine took to get there.
    let startedAt: string | undefined;
    let asked = 0;
    serveFakeApi((request) => {
      if (request.url.pathname !== '/wps/relay/responsible-gaming/reality-check') return undefined;
      asked += 1;
      startedAt ??= new Date(Date.now() - 15 * minute + 300).toISOString();
      return {
        value: check({
          sessionStartedAt: startedAt,
          serverTime: new Date().toISOString(),
          netResult: asked === 1 ? '0' : '-2000',
        }),
      };
    });
    renderPage(<RealityCheckReminder />);
    const dialog = await screen.findByRole('dialog', { name: 'Nhắc nhở thời gian chơi' }, { timeout: 5_000 });
    expect(dialog).toHaveTextContent('Bạn đã đăng nhập được 15 phút.');
    expect(dialog).toHaveTextContent(/Kết quả ròng trong phiên này: -2\.000\s₫/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tiếp tục chơi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays silent while the reminder is off', async () => {
    serveFakeApi((request) =>
      request.url.pathname === '/wps/relay/responsible-gaming/reality-check'
        ? {
            value: check({
              intervalMinutes: null,
              sessionStartedAt: new Date(Date.now() - 15 * minute).toISOString(),
            }),
          }
        : undefined,
    );
    renderPage(<RealityCheckReminder />);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
