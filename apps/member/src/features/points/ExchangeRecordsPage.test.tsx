import type { Exchange } from '@lotus/contract/points';
import { formatDateTime } from '@lotus/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeAnswer, FakeRequest } from '../../test/fake-api.ts';
import { pageOf, serveFakeApi } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { ExchangeRecordsPage } from './ExchangeRecordsPage.tsx';
import { exchangeOf } from './points-fakes.ts';

const clock = { language: 'en', timeZone: 'Asia/Ho_Chi_Minh' };
const shippedGift = exchangeOf({
  status: 'approved',
  operatorRemark: 'Sent by Giao Hàng Nhanh',
  decidedAt: '2026-11-20T05:00:00.000Z',
  shippedAt: '2026-11-21T02:30:00.000Z',
});
const conversion = exchangeOf({
  id: '13',
  number: 'PX0000000013',
  type: 'convert',
  productName: null,
  quantity: 1,
  pointsRequired: '250',
  status: 'approved',
  remark: null,
  unit: 'VND',
  ratio: { points: '100', money: '5000' },
  redeemAmount: '12500',
  address: null,
  phone: null,
  pointsChange: '-250',
  decidedAt: '2026-11-22T01:00:00.000Z',
});
const rejected = exchangeOf({
  id: '14',
  number: 'PX0000000014',
  type: 'coupon',
  productName: '100,000 ₫ shopping voucher',
  quantity: 1,
  pointsRequired: '1800',
  status: 'rejected',
  remark: null,
  operatorRemark: 'Out of vouchers this week',
  unit: 'voucher',
  pointsEarned: '1800',
  pointsChange: '0',
  address: null,
  phone: null,
  decidedAt: '2026-11-22T02:00:00.000Z',
});

function recordsServer(list: Exchange[], read?: () => FakeAnswer | undefined) {
  const asked: URLSearchParams[] = [];
  const handle = (request: FakeRequest): FakeAnswer | undefined => {
    const path = request.url.pathname;
    if (path === '/wps/member/info')
      return { value: { id: '1', account: 'demo_member', nickname: null, type: 0 } };
    if (path === '/wps/member/points/exchanges' && request.method === 'GET') {
      asked.push(request.url.searchParams);
      const status = request.url.searchParams.get('status');
      return (
        read?.() ?? {
          value: pageOf(
            list.filter((e) => !status || e.status === status),
            request.url.searchParams,
          ),
        }
      );
    }
    return undefined;
  };
  return { handle, asked };
}

const field = (record: HTMLElement, label: string) => {
  const term = within(record).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

signInForEachTest();
beforeEach(() => window.localStorage.setItem('lotus.language', 'en'));

describe('the exchange records', { timeout: 20_000 }, () => {
  it('shows every field of each exchange, with its status', async () => {
    serveFakeApi(recordsServer([shippedGift, conversion, rejected]).handle);
    renderPage(<ExchangeRecordsPage />, '/points-mall/records');
    expect(await screen.findByRole('heading', { level: 1, name: 'Exchange records' })).toBeInTheDocument();
    const records = await screen.findAllByTestId('exchange-record');
    expect(records).toHaveLength(3);

    const gift = records[0]!;
    expect(within(gift).getByRole('heading', { name: 'Bình giữ nhiệt Lotus' })).toBeInTheDocument();
    expect(gift).toHaveTextContent('Status: Approved');
    expect(field(gift, 'Transaction number')).toBe('PX0000000012');
    expect(field(gift, 'Time')).toBe(formatDateTime('2026-11-20T03:15:00.000Z', clock));
    expect(field(gift, 'Type')).toBe('Gifts');
    expect(field(gift, 'Product')).toBe('Bình giữ nhiệt Lotus');
    expect(field(gift, 'Quantity')).toBe('2');
    expect(field(gift, 'Unit')).toBe('cái');
    expect(field(gift, 'Points required')).toBe('3,000');
    expect(field(gift, 'Amount required')).toMatch(/^₫0$|^0\s?₫$/);
    expect(field(gift, 'Ratio')).toBe('—');
    expect(field(gift, 'Points returned')).toBe('0');
    expect(field(gift, 'Points change')).toBe('−3,000');
    expect(field(gift, 'Payment account')).toBe('Main wallet');
    expect(field(gift, 'Receiving address')).toBe('12 Lê Lợi, Quận 1, TP.HCM');
    expect(field(gift, 'Phone')).toBe('0901234567');
    expect(field(gift, 'Your remark')).toBe('Giao giờ hành chính');
    expect(field(gift, 'Our remark')).toBe('Sent by Giao Hàng Nhanh');
    expect(field(gift, 'Decided')).toBe(formatDateTime('2026-11-20T05:00:00.000Z', clock));
    expect(field(gift, 'Shipped')).toBe(formatDateTime('2026-11-21T02:30:00.000Z', clock));

    const converted = records[1]!;
    expect(within(converted).getByRole('heading', { name: 'Points into money' })).toBeInTheDocument();
    expect(field(converted, 'Ratio')).toMatch(/^100 points = ₫5,000$/);
    expect(field(converted, 'Redeem amount')).toMatch(/12,500/);
    expect(field(converted, 'Product')).toBe('—');
    expect(field(converted, 'Shipped')).toBe('—');

    const refused = records[2]!;
    expect(refused).toHaveTextContent('Status: Rejected');
    expect(field(refused, 'Points returned')).toBe('1,800');
    expect(field(refused, 'Our remark')).toBe('Out of vouchers this week');
  });

  it('filters by status, and says when none has it', async () => {
    const user = userEvent.setup();
    const server = recordsServer([shippedGift, conversion, rejected]);
    serveFakeApi(server.handle);
    renderPage(<ExchangeRecordsPage />, '/points-mall/records');
    await screen.findAllByTestId('exchange-record');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Processing', 'Approved', 'Rejected']);
    await user.selectOptions(status, 'rejected');
    await waitFor(() => expect(screen.getAllByTestId('exchange-record')).toHaveLength(1));
    expect(screen.getByTestId('exchange-record')).toHaveTextContent('PX0000000014');
    expect(server.asked.at(-1)?.get('status')).toBe('rejected');
    await user.selectOptions(status, 'applying');
    expect(await screen.findByRole('heading', { name: 'No exchanges with this status' })).toBeInTheDocument();
  });

  it('pages through the records', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, index) =>
      exchangeOf({ id: String(100 + index), number: `PX${String(100 + index).padStart(10, '0')}` }),
    );
    serveFakeApi(recordsServer(many).handle);
    renderPage(<ExchangeRecordsPage />, '/points-mall/records');
    expect(await screen.findAllByTestId('exchange-record')).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Exchange record pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('exchange-record')).toHaveLength(2));
    expect(pager).toHaveTextContent('Page 2 of 2');
  });

  it('says what to do before the first exchange', async () => {
    serveFakeApi(recordsServer([]).handle);
    renderPage(<ExchangeRecordsPage />, '/points-mall/records');
    expect(await screen.findByRole('heading', { name: 'No exchanges yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the points mall' })).toHaveAttribute(
      'href',
      '/points-mall',
    );
  });

  it('shows a placeholder while loading, and the server’s words with a retry when it fails', async () => {
    const user = userEvent.setup();
    let failing = true;
    serveFakeApi(
      recordsServer([shippedGift], () =>
        failing
          ? { error: 'error_system', status: 500, message: 'The system is busy, try again' }
          : undefined,
      ).handle,
    );
    renderPage(<ExchangeRecordsPage />, '/points-mall/records');
    expect(await screen.findByLabelText('Loading your exchanges…')).toHaveAttribute('aria-busy', 'true');
    expect(
      await screen.findByRole('heading', { name: 'Your exchange records could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The system is busy, try again')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('exchange-record')).toHaveLength(1);
  });
});
