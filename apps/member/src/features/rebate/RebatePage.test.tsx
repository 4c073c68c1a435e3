import type { MyRebate, Rebate } from '@lotus/contract/rebate';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeAnswer } from '../../test/fake-api.ts';
import { pageOf, serveFakeApi } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { RebatePage } from './RebatePage.tsx';
import { myRebateOf, rebateOf } from './rebate-fakes.ts';

const history: Rebate[] = [
  rebateOf(),
  rebateOf({ id: '6', kind: 'rebate', base: '200000', rateBps: 80, amount: '1600', status: 'paid' }),
  rebateOf({
    id: '5',
    periodKey: '2026-11-25',
    gameType: 'live',
    kind: 'rebate',
    rateBps: 60,
    base: '100000',
    amount: '600',
    status: 'claimed',
    claimedAt: '2026-11-26T02:00:00Z',
  }),
];

function rebateServer(
  options: {
    mine?: MyRebate;
    rows?: Rebate[];
    claim?: (id: string) => FakeAnswer;
    history?: () => FakeAnswer | undefined;
  } = {},
) {
  const claims: string[] = [];
  let rows = options.rows ?? history;
  let mine = options.mine ?? myRebateOf();
  serveFakeApi((request) => {
    const path = request.url.pathname;
    if (path === '/wps/member/info')
      return { value: { id: '1', account: 'demo_member', nickname: null, type: 0 } };
    if (path === '/wps/member/rebate') return { value: mine };
    if (path === '/wps/member/rebates')
      return options.history?.() ?? { value: pageOf(rows, request.url.searchParams) };
    const claim = /^\/wps\/member\/rebates\/(\d+)\/claim$/.exec(path);
    if (claim && request.method === 'POST') {
      const id = claim[1]!;
      claims.push(id);
      const refused = options.claim?.(id);
      if (refused) return refused;
      const row = rows.find((rebate) => rebate.id === id)!;
      const claimed = { ...row, status: 'claimed' as const, claimedAt: '2026-11-27T06:00:00Z' };
      rows = rows.map((rebate) => (rebate.id === id ? claimed : rebate));
      mine = { ...mine, claimable: '0' };
      return { value: claimed };
    }
    return undefined;
  });
  return { claims };
}

signInForEachTest();
beforeEach(() => window.localStorage.setItem('lotus.language', 'en'));

describe('the rebate page', { timeout: 20_000 }, () => {
  it('shows the rates of the member’s level by game type, how it is paid, and what waits', async () => {
    rebateServer();
    renderPage(<RebatePage />, '/rebate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rebate' })).toBeInTheDocument();
    const rates = await screen.findByTestId('rebate-rates');
    expect(within(rates).getByRole('heading', { name: 'Your rates at Bronze' })).toBeInTheDocument();
    const slots = within(rates).getByRole('row', { name: /Slots and mini games/ });
    expect(slots).toHaveTextContent(/0.8%\s*3%/);
    expect(within(rates).getAllByRole('row')).toHaveLength(6);
    expect(rates).toHaveTextContent('claim it below');
    expect(screen.getByTestId('rebate-claimable')).toHaveTextContent('₫4,500');
    expect(screen.getByRole('link', { name: 'See the VIP levels' })).toHaveAttribute('href', '/vip');
  });

  it('lists the history with base, rate and status, and claims a waiting rebate once', async () => {
    const server = rebateServer();
    renderPage(<RebatePage />, '/rebate');
    const rows = await screen.findAllByTestId('rebate-entry');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Cashback · Slots and mini games');
    expect(rows[0]).toHaveTextContent(/3% of ₫150,000 net loss/);
    expect(rows[0]).toHaveTextContent('Nov 26, 2026');
    expect(rows[0]).toHaveTextContent('To claim');
    expect(rows[1]).toHaveTextContent(/0.8% of ₫200,000 valid bets/);
    expect(rows[1]).toHaveTextContent('Paid');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(rows[2]).toHaveTextContent('Claimed');

    const claim = within(rows[0]!).getByRole('button', { name: 'Claim ₫4,500 of Cashback for Nov 26, 2026' });
    await userEvent.dblClick(claim);
    expect(await screen.findByText('₫4,500 is in your main wallet.')).toBeInTheDocument();
    expect(server.claims).toEqual(['7']);
    await waitFor(() => expect(screen.getAllByTestId('rebate-entry')[0]).toHaveTextContent('Claimed'));
    expect(screen.getByTestId('rebate-claimable')).toHaveTextContent('₫0');
    expect(screen.queryByRole('button', { name: /^Claim / })).toBeNull();
  });

  it('says why a claim was refused beside the rebate, and changes nothing', async () => {
    rebateServer({
      claim: () => ({
        error: 'error_rebate_not_claimable',
        status: 409,
        message: 'This rebate was paid automatically and cannot be claimed',
      }),
    });
    renderPage(<RebatePage />, '/rebate');
    const rows = await screen.findAllByTestId('rebate-entry');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /^Claim / }));
    expect(await within(rows[0]!).findByRole('alert')).toHaveTextContent(
      'This rebate was paid automatically and cannot be claimed',
    );
    expect(screen.getByTestId('rebate-claimable')).toHaveTextContent('₫4,500');
  });

  it('says when there is no rebate yet, and in Vietnamese how an automatic brand pays', async () => {
    window.localStorage.setItem('lotus.language', 'vi');
    rebateServer({ rows: [], mine: myRebateOf({ mode: 'auto', claimable: '0', levelName: 'Đồng' }) });
    renderPage(<RebatePage />, '/rebate');
    expect(await screen.findByText('Chưa có hoàn trả')).toBeInTheDocument();
    expect(screen.getByTestId('rebate-rates')).toHaveTextContent('tự động cộng vào ví chính');
    expect(screen.getByRole('heading', { name: 'Trả mỗi ngày' })).toBeInTheDocument();
    expect(screen.queryByTestId('rebate-claimable')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Mức hoàn trả của cấp Đồng' })).toBeInTheDocument();
  });

  it('offers to retry a history that could not load', async () => {
    let fail = true;
    rebateServer({ history: () => (fail ? { error: 'error_system', status: 500 } : undefined) });
    renderPage(<RebatePage />, '/rebate');
    expect(await screen.findByText('Your rebate history could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('rebate-entry')).toHaveLength(3);
  });
});
