import type { PointsEntry, PointsSummary } from '@lotus/contract/points';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeAnswer, FakeRequest } from '../../test/fake-api.ts';
import { pageOf, serveFakeApi } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { PointsDetailPage } from './PointsDetailPage.tsx';
import { PointsRulesPage } from './PointsRulesPage.tsx';
import { decrypted, entryOf, exchangeOf, summaryOf } from './points-fakes.ts';

const entries: PointsEntry[] = [
  entryOf({
    id: '4',
    kind: 'returned',
    type: null,
    periodKey: null,
    base: null,
    exchangeId: '14',
    exchangeNumber: 'PX0000000014',
    productName: '100,000 ₫ shopping voucher',
    change: '1800',
    balanceAfter: '2400',
  }),
  entryOf({
    id: '3',
    kind: 'converted',
    type: null,
    periodKey: null,
    base: null,
    exchangeId: '13',
    exchangeNumber: 'PX0000000013',
    change: '-250',
    balanceAfter: '600',
  }),
  entryOf({
    id: '2',
    kind: 'exchanged',
    type: null,
    periodKey: null,
    base: null,
    exchangeId: '12',
    exchangeNumber: 'PX0000000012',
    productName: '100,000 ₫ shopping voucher',
    change: '-1800',
    balanceAfter: '850',
  }),
  entryOf({ id: '1', kind: 'earned', type: 'slots', change: '15', balanceAfter: '2650' }),
];

function detailServer(
  options: {
    summary?: PointsSummary;
    entries?: PointsEntry[];
    readDetail?: () => FakeAnswer | undefined;
    refuse?: (form: Record<string, unknown>) => FakeAnswer | undefined;
  } = {},
) {
  const posts: Array<Record<string, unknown>> = [];
  const handle = (request: FakeRequest): FakeAnswer | undefined => {
    const path = request.url.pathname;
    if (path === '/wps/member/info')
      return { value: { id: '1', account: 'demo_member', nickname: null, type: 0 } };
    if (path === '/wps/member/points') return { value: options.summary ?? summaryOf() };
    if (path === '/wps/member/points/detail') {
      return (
        options.readDetail?.() ?? { value: pageOf(options.entries ?? entries, request.url.searchParams) }
      );
    }
    if (path === '/wps/member/points/convert' && request.method === 'POST') {
      const form = decrypted(request.body);
      posts.push(form);
      return (
        options.refuse?.(form) ?? {
          value: exchangeOf({ type: 'convert', pointsRequired: String(form.points), redeemAmount: '12500' }),
        }
      );
    }
    return undefined;
  };
  return { handle, posts };
}

signInForEachTest();
beforeEach(() => window.localStorage.setItem('lotus.language', 'en'));

describe('the points detail', { timeout: 20_000 }, () => {
  it('names the campaign a prize of points was drawn in, and an operator’s adjustment as such', async () => {
    const entries = [
      entryOf({
        id: '9',
        kind: 'prize',
        type: null,
        periodKey: null,
        base: null,
        campaignName: 'Lucky wheel',
        change: '500',
      }),
      entryOf({ id: '8', kind: 'other', type: null, periodKey: null, base: null, change: '20' }),
    ];
    serveFakeApi(detailServer({ entries }).handle);
    renderPage(<PointsDetailPage />, '/points');
    const rows = await screen.findAllByTestId('points-entry');
    expect(rows[0]).toHaveTextContent('Prize: Lucky wheel');
    expect(rows[0]).toHaveTextContent('+500');
    expect(rows[1]).toHaveTextContent('Points adjusted');
  });

  it('shows the balance and every change: earned with its hour and base, exchanged, converted, returned', async () => {
    serveFakeApi(detailServer().handle);
    renderPage(<PointsDetailPage />, '/points');
    expect(await screen.findByRole('heading', { level: 1, name: 'Points detail' })).toBeInTheDocument();
    const summary = await screen.findByTestId('points-summary');
    expect(summary).toHaveTextContent('2,400');
    expect(summary).toHaveTextContent(/Earned\s*3,000/);
    expect(summary).toHaveTextContent(/Spent\s*600/);

    const rows = await screen.findAllByTestId('points-entry');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Returned from a rejected exchange');
    expect(rows[0]).toHaveTextContent('+1,800');
    // Which exchange: its transaction number and product, as the records show them.
    expect(rows[0]).toHaveTextContent('PX0000000014 · 100,000 ₫ shopping voucher');
    expect(rows[1]).toHaveTextContent('PX0000000013');
    expect(rows[1]).toHaveTextContent('Converted into money');
    expect(rows[1]).toHaveTextContent('−250');
    expect(rows[2]).toHaveTextContent('Exchanged in the mall');
    expect(rows[2]).toHaveTextContent('−1,800');
    expect(rows[2]).toHaveTextContent('Balance: 850');
    const earned = rows[3]!;
    expect(earned).toHaveTextContent('Earned: Slots and mini games');
    expect(earned).toHaveTextContent(/Nov 20, 2026, 2:00\sPM–3:00\sPM/);
    expect(earned).toHaveTextContent(/₫159,999 of valid bets/);
    expect(earned).toHaveTextContent('+15');
    expect(earned).toHaveTextContent('Balance: 2,650');
  });

  it('shows the hour and base in Vietnamese as a Vietnamese player reads them', async () => {
    window.localStorage.setItem('lotus.language', 'vi');
    serveFakeApi(detailServer({ entries: [entries[3]!] }).handle);
    renderPage(<PointsDetailPage />, '/points');
    const row = await screen.findByTestId('points-entry');
    expect(row).toHaveTextContent(/159\.999\s₫ cược hợp lệ/);
    expect(row).toHaveTextContent(/14:00–15:00 ngày/);
  });

  it('previews the money of a conversion, refuses below the minimum, and converts encrypted', async () => {
    const user = userEvent.setup();
    const server = detailServer();
    serveFakeApi(server.handle);
    renderPage(<PointsDetailPage />, '/points');
    const form = await screen.findByTestId('convert-form');
    expect(screen.getByTestId('convert-points')).toHaveTextContent(/Rate: 100 points = ₫5,000/);
    const points = within(form).getByRole('textbox', { name: /Points to convert/ });
    expect(points).toHaveAccessibleDescription(/At least 100 points at a time/);

    await user.type(points, '99');
    expect(within(form).getByTestId('convert-preview')).toHaveTextContent(/= ₫4,950/);
    await user.type(within(form).getByLabelText(/Payment password/), '123456');
    await user.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(points).toHaveAccessibleDescription(/Convert at least 100 points at a time/);
    expect(server.posts).toHaveLength(0);

    await user.clear(points);
    await user.type(points, '250');
    expect(within(form).getByTestId('convert-preview')).toHaveTextContent(/= ₫12,500/);
    await user.click(within(form).getByRole('button', { name: 'Convert' }));
    await vi.waitFor(() => expect(server.posts).toHaveLength(1));
    expect(server.posts[0]).toEqual({
      points: '250',
      paymentPassword: '123456',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await screen.findByText(/Converted 250 points into ₫12,500/)).toBeInTheDocument();
    await waitFor(() => expect(points).toHaveValue(''));
  });

  it('puts the server’s refusal of a conversion beside its field', async () => {
    const user = userEvent.setup();
    const server = detailServer({
      refuse: () => ({
        error: 'error_payment_password_wrong',
        status: 400,
        message: 'Wrong payment password: 4 attempts left',
      }),
    });
    serveFakeApi(server.handle);
    renderPage(<PointsDetailPage />, '/points');
    const form = await screen.findByTestId('convert-form');
    await user.type(within(form).getByRole('textbox', { name: /Points to convert/ }), '100');
    const password = within(form).getByLabelText(/Payment password/);
    await user.type(password, '000000');
    await user.click(within(form).getByRole('button', { name: 'Convert' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/Wrong payment password: 4 attempts left/),
    );
  });

  it('says conversion is not available when the table has no redeem row', async () => {
    serveFakeApi(
      detailServer({ summary: summaryOf({ rates: [{ type: 'slots', money: '10000', points: '1' }] }) })
        .handle,
    );
    renderPage(<PointsDetailPage />, '/points');
    expect(
      await screen.findByRole('heading', {
        name: 'Converting points into money is not available at the moment',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('convert-form')).toBeNull();
  });

  it('says how to earn points before the first', async () => {
    serveFakeApi(
      detailServer({ entries: [], summary: summaryOf({ points: '0', earned: '0', spent: '0' }) }).handle,
    );
    renderPage(<PointsDetailPage />, '/points');
    expect(await screen.findByRole('heading', { name: 'No points yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a game' })).toHaveAttribute('href', '/games/slots');
  });

  it('shows a placeholder while loading, and the server’s words with a retry when it fails', async () => {
    const user = userEvent.setup();
    let failing = true;
    serveFakeApi(
      detailServer({
        readDetail: () =>
          failing
            ? { error: 'error_system', status: 500, message: 'The system is busy, try again' }
            : undefined,
      }).handle,
    );
    renderPage(<PointsDetailPage />, '/points');
    expect(await screen.findByLabelText('Loading the changes…')).toHaveAttribute('aria-busy', 'true');
    expect(
      await screen.findByRole('heading', { name: 'The changes of your points could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The system is busy, try again')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('points-entry')).toHaveLength(4);
  });
});

describe('the points rules', { timeout: 20_000 }, () => {
  it('lists the rate of each type the table has, and only those', async () => {
    window.localStorage.setItem('lotus.language', 'vi');
    serveFakeApi(detailServer().handle);
    renderPage(<PointsRulesPage />, '/points/rules');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quy tắc điểm thưởng' })).toBeInTheDocument();
    const table = await screen.findByTestId('points-rates');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      expect.stringMatching(/^Slot và mini game10\.000\s₫ cược hợp lệ = 1 điểm$/),
      expect.stringMatching(/^Nạp tiền100\.000\s₫ tiền nạp = 1 điểm$/),
      expect.stringMatching(/^Đổi điểm ra tiền100 điểm = 5\.000\s₫$/),
    ]);
    expect(within(table).queryByText('Thể thao')).toBeNull();
  });

  it('says when no rates are set', async () => {
    serveFakeApi(detailServer({ summary: summaryOf({ rates: [] }) }).handle);
    renderPage(<PointsRulesPage />, '/points/rules');
    expect(await screen.findByRole('heading', { name: 'No rates are set yet' })).toBeInTheDocument();
  });
});
