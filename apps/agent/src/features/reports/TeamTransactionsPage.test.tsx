import { useSessionStore } from '@lotus/app-shell';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TeamTransactionsPage } from './TeamTransactionsPage.tsx';
import { address, asObject, failure, ok, renderReport, serveReport } from './report-test-support.tsx';

const period = 'period=custom&from=2026-11-01&to=2026-11-30';
const row = (id: number, changes: object = {}) => ({
  id: String(id),
  time: '2026-11-26T17:30:00.000Z',
  account: 'member_c',
  level: 1,
  kind: 'deposit',
  amount: '500000',
  balanceAfter: '750000',
  currency: 'VND',
  ...changes,
});
const transactionPage = (query: URLSearchParams, total = 2) => {
  const page = Number(query.get('page') ?? 1);
  return ok({
    content:
      page === 1
        ? [
            row(11),
            row(10, {
              account: 'agent_b',
              level: 2,
              kind: 'withdrawal',
              amount: '-200000',
              balanceAfter: '0',
            }),
          ]
        : [row(3, { kind: 'commission', level: 0, account: 'demo_agent' })],
    page,
    size: Number(query.get('size')),
    total,
  });
};
const rows = () => screen.getAllByTestId('team-transaction');

beforeEach(() => useSessionStore.getState().signIn('agent-token', '1'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('TeamTransactionsPage', { timeout: 20_000 }, () => {
  it('lists the movements with the Vietnam time, account, level, kind in words and signed amounts', async () => {
    const { queries } = serveReport('/wps/agent/team/transactions', (query) => transactionPage(query));
    renderReport(<TeamTransactionsPage />, `/team-transactions?${period}`);
    expect(await screen.findByRole('heading', { name: 'Giao dịch của đội nhóm' })).toBeInTheDocument();
    await screen.findByTestId('team-transactions-table');
    expect(asObject(queries[0])).toEqual({ from: '2026-11-01', to: '2026-11-30', page: '1', size: '20' });
    const first = within(rows()[0]!);
    // 17:30 UTC is 00:30 the next day on the brand's clock.
    expect(first.getByRole('rowheader')).toHaveTextContent('00:30 27 thg 11, 2026');
    expect(first.getByText('member_c')).toBeInTheDocument();
    expect(first.getByText('Nạp tiền')).toBeInTheDocument();
    expect(first.getByText('+500.000 ₫')).toBeInTheDocument();
    expect(first.getByText('vào')).toBeInTheDocument();
    expect(first.getByText('750.000 ₫')).toBeInTheDocument();
    const second = within(rows()[1]!);
    expect(second.getByText('Rút tiền')).toBeInTheDocument();
    expect(second.getByText('-200.000 ₫')).toBeInTheDocument();
    expect(second.getByText('ra')).toBeInTheDocument();
    expect(second.getAllByRole('cell').map((cell) => cell.textContent)).toContain('Cấp2');
  });

  it('filters by kind and member, and pages, all in the address', async () => {
    const { queries } = serveReport('/wps/agent/team/transactions', (query) => transactionPage(query, 21), [
      { id: '3', account: 'member_c' },
    ]);
    renderReport(<TeamTransactionsPage />, `/team-transactions?${period}`);
    await screen.findByTestId('team-transactions-table');
    await userEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    expect(address()).toBe(`/team-transactions?${period}&page=2`);
    await vi.waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByText('Hoa hồng')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('Bạn')).toBeInTheDocument();
    expect(queries.at(-1)?.get('page')).toBe('2');

    // A filter goes back to the first page.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Loại giao dịch' }), 'Hoa hồng');
    expect(address()).toBe(`/team-transactions?${period}&kind=commission`);
    await userEvent.type(screen.getByRole('textbox', { name: 'Thành viên' }), 'member_c{Enter}');
    await vi.waitFor(() =>
      expect(asObject(queries.at(-1))).toEqual({
        from: '2026-11-01',
        to: '2026-11-30',
        kind: 'commission',
        memberId: '3',
        page: '1',
        size: '20',
      }),
    );
    expect(address()).toBe(`/team-transactions?${period}&kind=commission&memberId=3&account=member_c`);
  });

  it('shows an empty period, a member outside the team, and a failure with a retry', async () => {
    let fail = true;
    serveReport('/wps/agent/team/transactions', (query) => {
      if (query.get('memberId')) return failure('error_not_found', 404);
      if (fail) return failure('error_internal', 500);
      return ok({ content: [], page: 1, size: 20, total: 0 });
    });
    renderReport(<TeamTransactionsPage />, `/team-transactions?${period}`);
    expect(await screen.findByRole('heading', { name: 'Không tải được báo cáo' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(
      await screen.findByRole('heading', { name: 'Không có giao dịch trong khoảng này' }),
    ).toBeInTheDocument();
  });

  it('says a member outside the team is not in it', async () => {
    serveReport('/wps/agent/team/transactions', () => failure('error_not_found', 404));
    renderReport(<TeamTransactionsPage />, `/team-transactions?${period}&memberId=42&account=someone`);
    expect(
      await screen.findByRole('heading', { name: 'Thành viên này không thuộc đội nhóm của bạn' }),
    ).toBeInTheDocument();
  });
});
