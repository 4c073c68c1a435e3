import { useSessionStore } from '@lotus/app-shell';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TeamBetsPage } from './TeamBetsPage.tsx';
import { address, asObject, failure, ok, renderReport, serveReport } from './report-test-support.tsx';

const period = 'period=custom&from=2026-11-01&to=2026-11-02';
const bets = {
  currency: 'VND',
  rows: [
    {
      day: '2026-11-01',
      gameType: 'lottery',
      bettors: 3,
      rounds: 12,
      validBets: '1200000',
      payouts: '700000',
      netLoss: '500000',
    },
    {
      day: '2026-11-02',
      gameType: 'slots',
      bettors: 1,
      rounds: 40,
      validBets: '400000',
      payouts: '650000',
      netLoss: '-250000',
    },
  ],
  totals: { rounds: 52, validBets: '1600000', payouts: '1350000', netLoss: '250000' },
};
const team = [
  { id: '4', account: 'member_d' },
  { id: '7', account: 'member_dd' },
  { id: '8', account: 'member_x' },
];

const rows = () => screen.getAllByTestId('team-bets-row');

beforeEach(() => useSessionStore.getState().signIn('agent-token', '1'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('TeamBetsPage', { timeout: 20_000 }, () => {
  it('shows the team’s bets by day and game type with totals, net loss in words', async () => {
    const { queries } = serveReport('/wps/agent/team/bets', () => ok(bets));
    renderReport(<TeamBetsPage />, `/team-bets?${period}`);
    expect(await screen.findByRole('heading', { name: 'Cược của đội nhóm' })).toBeInTheDocument();
    await screen.findByTestId('team-bets-table');
    expect(asObject(queries[0])).toEqual({ from: '2026-11-01', to: '2026-11-02' });
    const first = within(rows()[0]!);
    expect(first.getByRole('rowheader')).toHaveTextContent('1 thg 11, 2026');
    expect(first.getByText('Xổ số')).toBeInTheDocument();
    expect(first.getByText('1.200.000 ₫')).toBeInTheDocument();
    expect(first.getByText('người chơi thua')).toBeInTheDocument();
    const second = within(rows()[1]!);
    expect(second.getByText('Nổ hũ')).toBeInTheDocument();
    expect(second.getByText('-250.000 ₫')).toBeInTheDocument();
    expect(second.getByText('người chơi thắng')).toBeInTheDocument();
    const totals = within(screen.getByTestId('team-bets-totals'));
    expect(totals.getByText('Tổng cộng')).toBeInTheDocument();
    expect(totals.getByText('1.600.000 ₫')).toBeInTheDocument();
    expect(totals.getByText('52')).toBeInTheDocument();
  });

  it('filters by game type and by a member typed and found in the team, in the address', async () => {
    const { queries, searches } = serveReport('/wps/agent/team/bets', () => ok(bets), team);
    renderReport(<TeamBetsPage />, `/team-bets?${period}`);
    await screen.findByTestId('team-bets-table');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Loại trò chơi' }), 'Xổ số');
    expect(address()).toBe(`/team-bets?${period}&gameType=lottery`);
    await vi.waitFor(() => expect(queries.at(-1)?.get('gameType')).toBe('lottery'));

    // Several start with it: the agent chooses one.
    await userEvent.type(screen.getByRole('textbox', { name: 'Thành viên' }), 'member_{Enter}');
    expect(await screen.findByRole('button', { name: 'member_dd' })).toBeInTheDocument();
    expect(searches).toEqual(['member_']);
    expect(screen.getByRole('button', { name: 'member_x' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'member_dd' }));
    expect(address()).toBe(`/team-bets?${period}&gameType=lottery&memberId=7&account=member_dd`);
    await vi.waitFor(() =>
      expect(asObject(queries.at(-1))).toEqual({
        from: '2026-11-01',
        to: '2026-11-02',
        gameType: 'lottery',
        memberId: '7',
      }),
    );
    expect(screen.getByTestId('report-member')).toHaveTextContent('Thành viên: member_dd');

    await userEvent.click(screen.getByRole('button', { name: 'Xem cả đội nhóm' }));
    expect(address()).toBe(`/team-bets?${period}&gameType=lottery`);
    await userEvent.type(screen.getByRole('textbox', { name: 'Thành viên' }), 'member_x{Enter}');
    await vi.waitFor(() =>
      expect(address()).toBe(`/team-bets?${period}&gameType=lottery&memberId=8&account=member_x`),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Xem cả đội nhóm' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Thành viên' }), 'nobody{Enter}');
    expect(
      await screen.findByText(/Không ai trong đội nhóm có tên đăng nhập bắt đầu bằng “nobody”/),
    ).toBeInTheDocument();
  });

  it('says so for a member outside the team, and goes back to the whole team', async () => {
    serveReport('/wps/agent/team/bets', (query) =>
      query.get('memberId') ? failure('error_not_found', 404) : ok(bets),
    );
    renderReport(<TeamBetsPage />, `/team-bets?${period}&memberId=99`);
    expect(
      await screen.findByRole('heading', { name: 'Thành viên này không thuộc đội nhóm của bạn' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('report-member')).toHaveTextContent('thành viên số 99');
    await userEvent.click(screen.getByRole('button', { name: 'Cả đội nhóm' }));
    await screen.findByTestId('team-bets-table');
    expect(address()).toBe(`/team-bets?${period}`);
  });

  it('says a memberId that is no id is outside the team without asking', async () => {
    const { queries } = serveReport('/wps/agent/team/bets', () => ok(bets));
    renderReport(<TeamBetsPage />, `/team-bets?${period}&memberId=abc`);
    expect(
      await screen.findByRole('heading', { name: 'Thành viên này không thuộc đội nhóm của bạn' }),
    ).toBeInTheDocument();
    expect(queries).toEqual([]);
  });

  it('shows an empty period, and a failure with a retry', async () => {
    let fail = true;
    serveReport('/wps/agent/team/bets', (query) => {
      if (fail) return failure('error_internal', 500);
      return query.get('gameType') ? ok({ ...bets, rows: [] }) : ok(bets);
    });
    renderReport(<TeamBetsPage />, `/team-bets?${period}&gameType=fishing`);
    expect(await screen.findByTestId('report-loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Không tải được báo cáo' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(
      await screen.findByRole('heading', { name: 'Không có cược đã kết toán trong khoảng này' }),
    ).toBeInTheDocument();
  });

  it('asks for today by default and refuses backwards days without asking', async () => {
    const { queries } = serveReport('/wps/agent/team/bets', () => ok(bets));
    renderReport(<TeamBetsPage />, '/team-bets?period=custom&from=2026-11-05&to=2026-11-01');
    expect(await screen.findByRole('heading', { name: 'Cược của đội nhóm' })).toBeInTheDocument();
    expect(queries).toEqual([]);
  });
});
