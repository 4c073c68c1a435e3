import type { WalletRecord } from '@lotus/contract/wallet-records';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { todayIn } from '../../lib/calendar-days.ts';
import { pageOf, serveFakeApi } from '../../test/fake-api.ts';
import type { FakeRequest } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { typeDay } from '../../test/type-day.ts';
import { AccountRecordPage } from './AccountRecordPage.tsx';

function record(
  id: number,
  type: string,
  amount: string,
  balanceAfter: string,
  memo: string | null = null,
): WalletRecord {
  return {
    id: String(id),
    journalId: String(id),
    time: '2026-03-01T10:00:00.000Z',
    type,
    amount,
    balanceAfter,
    currency: 'VND',
    memo,
  };
}

/** Every records request the page makes, and a server holding `records` (filtered by type, paged). */
function serveRecords(records: WalletRecord[], options: { fail?: boolean } = {}) {
  const seen: URLSearchParams[] = [];
  serveFakeApi((request: FakeRequest) => {
    if (request.url.pathname !== '/wps/relay/wallet/records') return undefined;
    seen.push(request.url.searchParams);
    if (options.fail) return { error: 'error_system', status: 500 };
    const type = request.url.searchParams.get('type');
    const matching = records.filter((entry) => !type || entry.type === type);
    return { value: pageOf(matching, request.url.searchParams) };
  });
  return seen;
}

signInForEachTest();

describe('AccountRecordPage', { timeout: 20_000 }, () => {
  it('lists movements with their kind, signed amount in đồng and balance after', async () => {
    const seen = serveRecords([
      record(3, 'win', '35000', '65000'),
      record(2, 'bet', '-20000', '30000', 'Mines round 7'),
      record(1, 'deposit', '50000', '50000'),
    ]);
    renderPage(<AccountRecordPage />);
    const entries = await screen.findAllByTestId('record-entry');
    expect(entries).toHaveLength(3);
    const bet = entries[1] as HTMLElement;
    expect(within(bet).getByText('Cược')).toBeInTheDocument();
    expect(bet).toHaveTextContent(/-20\.000\s₫/);
    expect(bet).toHaveTextContent(/Số dư sau: 30\.000\s₫/);
    expect(bet).toHaveTextContent('Mines round 7');
    expect(entries[0]).toHaveTextContent(/\+35\.000\s₫/);
    // The first request asks for the last 30 days of the brand's calendar.
    const today = todayIn('Asia/Ho_Chi_Minh');
    expect(seen[0]?.get('to')).toBe(today);
    expect(seen[0]?.get('from')).not.toBeNull();
  });

  it('filters by type and by a preset period, and pages', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      record(100 - index, 'deposit', String(1000 + index), '1'),
    );
    const seen = serveRecords([...many, record(1, 'bonus', '700', '1')]);
    renderPage(<AccountRecordPage />);
    expect(await screen.findAllByTestId('record-entry')).toHaveLength(20);
    expect(screen.getByText('Trang 1/2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('record-entry')).toHaveLength(6));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Loại' }), 'bonus');
    await vi.waitFor(() => expect(screen.getAllByTestId('record-entry')).toHaveLength(1));
    expect(seen.at(-1)?.get('type')).toBe('bonus');
    expect(seen.at(-1)?.get('page')).toBe('1');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Thời gian' }), 'next7');
    await vi.waitFor(() => expect(seen.at(-1)?.get('from')).toBe(todayIn('Asia/Ho_Chi_Minh')));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Thời gian' }), 'all');
    await vi.waitFor(() => expect(seen.at(-1)?.has('from')).toBe(false));
  });

  it('takes custom dates and refuses a range that runs backwards', async () => {
    const seen = serveRecords([record(1, 'deposit', '1000', '1000')]);
    renderPage(<AccountRecordPage />);
    await screen.findAllByTestId('record-entry');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Thời gian' }), 'custom');
    await typeDay('Từ ngày', '2026-03-05');
    await typeDay('Đến ngày', '2026-03-01');
    expect(screen.getByText('Ngày bắt đầu không được sau ngày kết thúc')).toBeInTheDocument();
    await typeDay('Đến ngày', '2026-03-09');
    await userEvent.click(screen.getByRole('button', { name: 'Xem' }));
    await vi.waitFor(() => expect(seen.at(-1)?.get('from')).toBe('2026-03-05'));
    expect(seen.at(-1)?.get('to')).toBe('2026-03-09');
  });

  it('says when there is nothing, and when loading failed', async () => {
    serveRecords([]);
    const { unmount } = renderPage(<AccountRecordPage />);
    expect(
      await screen.findByRole('heading', { name: 'Không có giao dịch trong khoảng thời gian này' }),
    ).toBeInTheDocument();
    unmount();
    serveRecords([], { fail: true });
    renderPage(<AccountRecordPage />);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Không tải được lịch sử giao dịch của bạn.' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
  });
});
