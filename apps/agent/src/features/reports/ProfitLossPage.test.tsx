import { useSessionStore } from '@lotus/app-shell';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfitLossPage } from './ProfitLossPage.tsx';
import { address, asObject, failure, ok, renderReport, serveReport } from './report-test-support.tsx';

const period = 'period=custom&from=2026-11-01&to=2026-11-30';
const totals = { validBets: '3000000', payouts: '2000000', bonuses: '100000', netLoss: '900000' };
const byMember = (page: number) => ({
  by: 'member',
  currency: 'VND',
  rows:
    page === 1
      ? [
          {
            level: 1,
            id: '3',
            account: 'member_c',
            members: 1,
            validBets: '2000000',
            payouts: '1000000',
            bonuses: '0',
            netLoss: '1000000',
          },
          {
            level: 2,
            id: '4',
            account: 'member_d',
            members: 1,
            validBets: '1000000',
            payouts: '1000000',
            bonuses: '100000',
            netLoss: '-100000',
          },
        ]
      : [
          {
            level: 3,
            id: '6',
            account: 'member_f',
            members: 1,
            validBets: '0',
            payouts: '0',
            bonuses: '0',
            netLoss: '0',
          },
        ],
  page,
  size: 20,
  total: 21,
  totals,
});
const byLevel = {
  by: 'level',
  currency: 'VND',
  rows: [
    {
      level: 1,
      id: null,
      account: null,
      members: 2,
      validBets: '2000000',
      payouts: '1000000',
      bonuses: '0',
      netLoss: '1000000',
    },
    {
      level: 2,
      id: null,
      account: null,
      members: 5,
      validBets: '1000000',
      payouts: '1000000',
      bonuses: '100000',
      netLoss: '-100000',
    },
  ],
  page: 1,
  size: 20,
  total: 2,
  totals,
};
const answer = (query: URLSearchParams) =>
  ok(query.get('by') === 'level' ? byLevel : byMember(Number(query.get('page'))));
const rows = () => screen.getAllByTestId('profit-loss-row');

beforeEach(() => useSessionStore.getState().signIn('agent-token', '1'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('ProfitLossPage', { timeout: 20_000 }, () => {
  it('lists each member’s figures with a link to its betting, and the totals', async () => {
    const { queries } = serveReport('/wps/agent/team/profit-loss', answer);
    renderReport(<ProfitLossPage />, `/profit-loss?${period}`);
    expect(await screen.findByRole('heading', { name: 'Lãi lỗ tuyến dưới' })).toBeInTheDocument();
    await screen.findByTestId('profit-loss-table');
    expect(asObject(queries[0])).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      by: 'member',
      page: '1',
      size: '20',
    });
    const first = within(rows()[0]!);
    expect(first.getByRole('link', { name: 'Cược của member_c' })).toHaveAttribute(
      'href',
      `/team-bets?${period}&memberId=3&account=member_c`,
    );
    expect(first.getByText('2.000.000 ₫')).toBeInTheDocument();
    expect(first.getByText('người chơi thua')).toBeInTheDocument();
    const second = within(rows()[1]!);
    expect(second.getByText('-100.000 ₫')).toBeInTheDocument();
    expect(second.getByText('người chơi thắng')).toBeInTheDocument();
    expect(second.getAllByRole('cell').map((cell) => cell.textContent)).toContain('Cấp2');
    expect(second.getByText('100.000 ₫')).toBeInTheDocument();
    const sums = within(screen.getByTestId('profit-loss-totals'));
    expect(sums.getByText('Tổng cộng')).toBeInTheDocument();
    expect(sums.getByText('900.000 ₫')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    await vi.waitFor(() => expect(rows()).toHaveLength(1));
    expect(address()).toBe(`/profit-loss?${period}&page=2`);
    expect(within(rows()[0]!).getByText('hòa')).toBeInTheDocument();
  });

  it('sums by level at the agent’s choice, in the address', async () => {
    const { queries } = serveReport('/wps/agent/team/profit-loss', answer);
    renderReport(<ProfitLossPage />, `/profit-loss?${period}&page=2`);
    await screen.findByTestId('profit-loss-table');
    await userEvent.click(screen.getByRole('radio', { name: 'Theo cấp' }));
    expect(address()).toBe(`/profit-loss?${period}&by=level`);
    await screen.findByRole('rowheader', { name: 'Cấp 1' });
    expect(asObject(queries.at(-1))).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      by: 'level',
      page: '1',
      size: '20',
    });
    expect(
      within(rows()[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('Thành viên5');
    expect(screen.queryByRole('link', { name: /Cược của/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('profit-loss-totals')).toHaveTextContent('900.000 ₫');
  });

  it('shows an empty period, and a failure with a retry', async () => {
    let fail = true;
    serveReport('/wps/agent/team/profit-loss', () =>
      fail ? failure('error_internal', 500) : ok({ ...byLevel, by: 'member', rows: [], total: 0 }),
    );
    renderReport(<ProfitLossPage />, `/profit-loss?${period}`);
    expect(await screen.findByTestId('report-loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Không tải được báo cáo' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(
      await screen.findByRole('heading', { name: 'Không có số liệu trong khoảng này' }),
    ).toBeInTheDocument();
  });
});
