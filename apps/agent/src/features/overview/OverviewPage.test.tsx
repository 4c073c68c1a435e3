import { AppProviders, SystemStatusGate, useSessionStore } from '@lotus/app-shell';
import { MemoryRouter } from '@lotus/app-shell/routing';
import type { NavigationRecord } from '@lotus/app-shell/routing';
import { statusFixture } from '@lotus/app-shell/testing';
import type { TeamOverview } from '@lotus/contract/agents';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OverviewPage } from './OverviewPage.tsx';

/** A range's days, each with the same figures. */
function daysOf(from: string, to: string, figures: Partial<TeamOverview['days'][number]> = {}) {
  const days: TeamOverview['days'] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`);) {
    days.push({
      day: day.toISOString().slice(0, 10),
      newMembers: 0,
      deposits: '0',
      withdrawals: '0',
      validBets: '0',
      payouts: '0',
      bonuses: '0',
      netLoss: '0',
      ...figures,
    });
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

/** The overview the fake server answers for a range, unless a test says otherwise. */
function overviewOf(from: string, to: string, figures: Partial<TeamOverview> = {}): TeamOverview {
  return {
    from,
    to,
    currency: 'VND',
    teamSize: 1234,
    newMembers: 56,
    activeMembers: 789,
    deposits: '15000000',
    withdrawals: '2500000',
    validBets: '123456789',
    payouts: '100000000',
    bonuses: '456789',
    netLoss: '23000000',
    myIncome: '1500000',
    days: daysOf(from, to, { validBets: '1000000', netLoss: '-250000', deposits: '500000' }),
    ...figures,
  };
}

type Answer = { value: unknown } | { status: number; code: string; message: string };

/**
 * The agent listener behind the real api-client: the status call answers the demo brand (Vietnamese,
 * Asia/Ho_Chi_Minh); the overview call answers `answer(from, to)`. Keeps each overview query asked.
 */
function serveOverview(
  answer: (from: string, to: string) => Answer = (from, to) => ({ value: overviewOf(from, to) }),
) {
  const asked: Array<{ from: string | null; to: string | null }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/wps/system/status') return json({ success: true, value: statusFixture() });
      if (url.pathname !== '/wps/agent/team/overview') {
        return json(
          { success: false, value: null, error: { code: 'error_not_found', message: 'not found' } },
          404,
        );
      }
      const from = url.searchParams.get('from');
      const to = url.searchParams.get('to');
      asked.push({ from, to });
      const result = answer(from ?? '', to ?? '');
      if ('value' in result) return json({ success: true, value: result.value });
      return json(
        { success: false, value: null, error: { code: result.code, message: result.message } },
        result.status,
      );
    }),
  );
  return asked;
}

/** The page at an address, as the site shows it; the addresses it goes to are kept. */
function renderOverview(path = '/') {
  const navigations: NavigationRecord[] = [];
  render(
    <AppProviders retryDelayMs={0}>
      <SystemStatusGate>
        <MemoryRouter initialEntries={[path]} onNavigate={(navigation) => navigations.push(navigation)}>
          <OverviewPage />
        </MemoryRouter>
      </SystemStatusGate>
    </AppProviders>,
  );
  return navigations;
}

/** A figure card's text. */
const figure = (name: string) => screen.getByTestId(`figure-${name}`);

beforeEach(() => {
  // 17:30 UTC on Thursday 26 November 2026 is already 00:30 on Friday 27 November in Vietnam. Only
  // the date is faked: the page's timers and the user's typing run on the real clock.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T17:30:00Z'));
  useSessionStore.getState().signIn('agent-token', '7');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('agent overview', () => {
  it('asks for the presets’ days on the Vietnam clock and keeps the choice in the address', async () => {
    const user = userEvent.setup();
    const asked = serveOverview();
    const navigations = renderOverview();
    await screen.findByTestId('figure-teamSize');
    expect(asked).toEqual([{ from: '2026-11-27', to: '2026-11-27' }]);
    expect(screen.getByRole('radio', { name: 'Hôm nay' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Hôm qua' }));
    await screen.findByText(/Số liệu 26 thg 11, 2026/);
    await user.click(screen.getByRole('radio', { name: 'Tuần này' }));
    await screen.findByTestId('overview-chart');
    await user.click(screen.getByRole('radio', { name: 'Tháng này' }));
    await vi.waitFor(() => expect(asked).toHaveLength(4));
    expect(asked.slice(1)).toEqual([
      { from: '2026-11-26', to: '2026-11-26' },
      { from: '2026-11-23', to: '2026-11-27' },
      { from: '2026-11-01', to: '2026-11-27' },
    ]);
    expect(navigations.map((navigation) => navigation.to)).toEqual([
      '/?period=yesterday',
      '/?period=week',
      '/?period=month',
    ]);
  });

  it('shows the period the address holds, as a reload would', async () => {
    const asked = serveOverview();
    renderOverview('/?period=custom&from=2026-10-01&to=2026-10-31');
    await screen.findByTestId('figure-teamSize');
    expect(asked).toEqual([{ from: '2026-10-01', to: '2026-10-31' }]);
    expect(screen.getByRole('radio', { name: 'Tùy chọn' })).toBeChecked();
    expect(screen.getByLabelText('Từ ngày')).toHaveValue('2026-10-01');
    expect(screen.getByLabelText('Đến ngày')).toHaveValue('2026-10-31');
  });

  it('shows the figures grouped the Vietnamese way, money in đồng', async () => {
    serveOverview();
    renderOverview();
    await screen.findByTestId('figure-teamSize');
    expect(figure('teamSize')).toHaveTextContent('Quy mô đội nhóm');
    expect(figure('teamSize')).toHaveTextContent('1.234');
    expect(figure('newMembers')).toHaveTextContent('56');
    expect(figure('activeMembers')).toHaveTextContent('789');
    expect(figure('deposits')).toHaveTextContent(/15\.000\.000\s₫/);
    expect(figure('withdrawals')).toHaveTextContent(/2\.500\.000\s₫/);
    expect(figure('validBets')).toHaveTextContent(/123\.456\.789\s₫/);
    expect(figure('myIncome')).toHaveTextContent(/1\.500\.000\s₫/);
    expect(figure('netLoss')).toHaveTextContent(/23\.000\.000\s₫/);
    expect(figure('netLoss')).toHaveTextContent('Đội nhóm thua');
    // One day: no chart, a word on how to see one.
    expect(screen.queryByTestId('overview-chart')).not.toBeInTheDocument();
    expect(screen.getByText(/từ hai ngày trở lên/)).toBeInTheDocument();
  });

  it('says in words when the team won, and shows the days as lines with a table', async () => {
    const user = userEvent.setup();
    serveOverview((from, to) => ({ value: overviewOf(from, to, { netLoss: '-4500000' }) }));
    renderOverview('/?period=week');
    await screen.findByTestId('figure-netLoss');
    expect(figure('netLoss')).toHaveTextContent(/-4\.500\.000\s₫/);
    expect(figure('netLoss')).toHaveTextContent('Đội nhóm thắng');
    expect(figure('netLoss')).not.toHaveTextContent('Đội nhóm thua');

    const chart = await screen.findByTestId('overview-chart');
    expect(chart.querySelectorAll('polyline')).toHaveLength(3);
    // The table is there for assistive technology, and shown at the reader's choice.
    const table = within(chart).getByRole('table', { hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(6);
    expect(within(table).getAllByRole('rowheader', { hidden: true })[0]).toHaveTextContent('23/11');
    expect(table).toHaveTextContent(/-250\.000\s₫/);
    await user.click(within(chart).getByRole('button', { name: 'Xem dạng bảng' }));
    expect(within(chart).getByRole('region', { name: /Cược hợp lệ, thua ròng và nạp tiền/ })).toBeVisible();
    expect(chart.querySelector('polyline')).toBeNull();
  });

  it('refuses custom days that are backwards or longer than 92 days, and applies good ones', async () => {
    const user = userEvent.setup();
    const asked = serveOverview();
    const navigations = renderOverview();
    await screen.findByTestId('figure-teamSize');
    await user.click(screen.getByRole('radio', { name: 'Tùy chọn' }));
    const from = screen.getByLabelText('Từ ngày');
    const to = screen.getByLabelText('Đến ngày');
    // Custom starts from the period shown.
    expect(from).toHaveValue('2026-11-27');

    await user.clear(from);
    await user.type(from, '2026-11-28');
    await user.click(screen.getByRole('button', { name: 'Xem' }));
    expect(await screen.findByText('Ngày bắt đầu đang sau ngày kết thúc.')).toBeInTheDocument();
    expect(to).toHaveAccessibleDescription('Ngày bắt đầu đang sau ngày kết thúc.');

    await user.clear(from);
    await user.type(from, '2026-08-01');
    await user.click(screen.getByRole('button', { name: 'Xem' }));
    expect(await screen.findByText('Tối đa 92 ngày một lần: hãy chọn khoảng ngắn hơn.')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    expect(navigations).toEqual([]);

    await user.clear(from);
    await user.type(from, '2026-09-01');
    await user.click(screen.getByRole('button', { name: 'Xem' }));
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toEqual({ from: '2026-09-01', to: '2026-11-27' });
    expect(navigations.map((navigation) => navigation.to)).toEqual([
      '/?period=custom&from=2026-09-01&to=2026-11-27',
    ]);
    expect(screen.queryByText(/Tối đa 92 ngày/)).not.toBeInTheDocument();
  });

  it('says what is wrong with custom days in the address, and asks nothing', async () => {
    const asked = serveOverview();
    renderOverview('/?period=custom&from=2026-11-27&to=2026-11-01');
    expect(await screen.findByText('Ngày bắt đầu đang sau ngày kết thúc.')).toBeInTheDocument();
    expect(screen.queryByTestId('overview-loading')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('explains how to grow a team that has no one yet', async () => {
    serveOverview((from, to) => ({
      value: overviewOf(from, to, {
        teamSize: 0,
        newMembers: 0,
        activeMembers: 0,
        deposits: '0',
        withdrawals: '0',
        validBets: '0',
        netLoss: '0',
        myIncome: '0',
      }),
    }));
    renderOverview();
    expect(await screen.findByRole('heading', { name: 'Đội nhóm của bạn chưa có ai' })).toBeInTheDocument();
    expect(screen.getByText(/chia sẻ mã giới thiệu của bạn/)).toBeInTheDocument();
    expect(screen.queryByTestId('figure-teamSize')).not.toBeInTheDocument();
  });

  it('shows the skeleton while loading, then a failure with a retry that loads the figures', async () => {
    const user = userEvent.setup();
    let failing = true;
    const asked = serveOverview((from, to) =>
      failing
        ? { status: 503, code: 'error_system', message: 'Hệ thống đang bận, vui lòng thử lại sau' }
        : { value: overviewOf(from, to) },
    );
    renderOverview();
    expect(await screen.findByTestId('overview-loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Không tải được tổng quan' })).toBeInTheDocument();
    expect(screen.getByText('Hệ thống đang bận, vui lòng thử lại sau')).toBeInTheDocument();
    // The site tries once more by itself before it says so.
    expect(asked).toHaveLength(2);

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByTestId('figure-teamSize')).toHaveTextContent('1.234');
  });
});
