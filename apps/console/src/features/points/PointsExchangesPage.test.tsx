import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useConsoleSession } from '../../lib/session-store.ts';
import { financeSelf, ok, ownerSelf, refuse, serveOperatorApi } from '../../test/fake-operator-api.ts';
import type { SeenRequest } from '../../test/fake-operator-api.ts';
import { renderConsole } from '../../test/render-console.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  useConsoleSession.getState().signOut();
  window.sessionStorage.clear();
});

type Exchange = ReturnType<typeof exchange>;

function exchange(id: string, account: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    number: `PX${id.padStart(8, '0')}`,
    createdAt: '2026-11-26T03:15:00.000Z',
    type: 'cash' as string,
    productName: 'Tiền mặt 50.000 ₫' as string | null,
    quantity: 2,
    pointsRequired: '1000',
    amountRequired: '0',
    status: 'applying' as string,
    remark: 'Cảm ơn' as string | null,
    operatorRemark: null as string | null,
    unit: 'phiếu',
    ratio: null,
    redeemAmount: '0',
    pointsEarned: '0',
    paymentAccount: 'main' as const,
    address: null as string | null,
    phone: null as string | null,
    pointsChange: '-1000',
    currency: 'VND',
    decidedAt: null as string | null,
    shippedAt: null as string | null,
    account,
    ...overrides,
  };
}

const gift = (id: string, account: string, overrides: Record<string, unknown> = {}) =>
  exchange(id, account, {
    type: 'gift',
    productName: 'Bình giữ nhiệt Lotus',
    quantity: 1,
    unit: 'cái',
    pointsRequired: '5000',
    remark: null,
    address: '12 Nguyễn Huệ, Quận 1, TP.HCM',
    phone: '0901234567',
    ...overrides,
  });

/** The exchanges list of the fake server: by the status (and member) asked, in the list's order. */
function listOf(all: () => Exchange[]) {
  return (request: SeenRequest) => {
    const username = request.query.get('username');
    const content = all().filter(
      (entry) =>
        entry.status === (request.query.get('status') ?? 'applying') &&
        (username === null || entry.account === username),
    );
    return ok({ content, page: 1, size: 20, total: content.length });
  };
}

const path = '/admin/points/exchanges';
const pointsReviewer = {
  ...financeSelf,
  permissions: [...financeSelf.permissions, 'rewards.review', 'rewards.read'],
} as typeof financeSelf;

describe('points exchanges', () => {
  it('lists the waiting exchanges oldest first and approves a cash one, the entry updated', async () => {
    const user = userEvent.setup();
    // The server answers the queue oldest first; the page keeps its order.
    let all = [
      exchange('7', 'lan123456', { createdAt: '2026-11-26T01:00:00.000Z' }),
      gift('8', 'minh2024', { createdAt: '2026-11-26T02:00:00.000Z', amountRequired: '20000' }),
    ];
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/points/exchanges': listOf(() => all),
      'POST /admin/points/exchanges/7/approve': () => {
        all = all.map((entry) =>
          entry.id === '7'
            ? {
                ...entry,
                status: 'approved',
                redeemAmount: '100000',
                decidedAt: '2026-11-26T05:00:00.000Z',
              }
            : entry,
        );
        return ok(all[0]);
      },
    });
    renderConsole('/points-exchanges', ownerSelf);
    const entries = await screen.findAllByTestId('points-exchange');
    expect(entries.map((entry) => entry.dataset['number'])).toEqual(['PX00000007', 'PX00000008']);
    const query = api.calls('GET', path)[0]?.query;
    expect(query?.get('status')).toBe('applying');
    expect(query?.get('page')).toBe('1');
    expect(screen.getByRole('tab', { name: 'Đang chờ' })).toHaveAttribute('aria-selected', 'true');

    const [first, second] = entries as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('lan123456');
    expect(first).toHaveTextContent('Tiền mặt');
    expect(first).toHaveTextContent('Tiền mặt 50.000 ₫');
    expect(first).toHaveTextContent('2 phiếu');
    expect(first).toHaveTextContent('1.000');
    expect(first).toHaveTextContent('Cảm ơn');
    expect(first).toHaveTextContent('2026');
    expect(first).not.toHaveTextContent('Địa chỉ');
    // A gift shows where it goes, its amount as money, and no ship button while it waits.
    expect(second).toHaveTextContent('Quà tặng');
    expect(second).toHaveTextContent('12 Nguyễn Huệ, Quận 1, TP.HCM');
    expect(second).toHaveTextContent('0901234567');
    expect(second).toHaveTextContent('20.000');
    expect(second).toHaveTextContent('Không có ghi chú');
    expect(within(second).queryByRole('button', { name: 'Đánh dấu đã gửi' })).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Duyệt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duyệt lượt đổi PX00000007?' });
    expect(dialog).toHaveTextContent('lan123456 đã đổi 1.000 điểm lấy Tiền mặt 50.000 ₫');
    expect(within(dialog).getByTestId('approve-cash')).toHaveTextContent(
      'Đây là sản phẩm tiền mặt: khi duyệt, giá trị của nó được cộng ngay vào ví chính của lan123456.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Duyệt lượt đổi' }));
    expect(await screen.findByText('Đã duyệt lượt đổi PX00000007.')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/points/exchanges/7/approve')[0]?.body).toEqual({});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The entry shows the answer: approved, the money paid, no more decisions.
    const approved = screen.getAllByTestId('points-exchange')[0]!;
    expect(approved).toHaveAttribute('data-status', 'approved');
    expect(approved).toHaveTextContent('Đã duyệt');
    expect(approved).toHaveTextContent('Đã cộng vào ví');
    expect(approved).toHaveTextContent('100.000');
    expect(within(approved).queryByRole('button', { name: 'Duyệt' })).not.toBeInTheDocument();
    // The buttons are gone: the focus is on the entry, not lost.
    await waitFor(() => expect(approved).toHaveFocus());
  });

  it('rejects with a remark the member reads, which is required', async () => {
    const user = userEvent.setup();
    let all = [gift('8', 'minh2024')];
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/points/exchanges': listOf(() => all),
      'POST /admin/points/exchanges/8/reject': (request) => {
        const { remark } = request.body as { remark: string };
        all = [
          {
            ...all[0]!,
            status: 'rejected',
            operatorRemark: remark,
            pointsEarned: '5000',
            decidedAt: '2026-11-27T01:00:00.000Z',
          },
        ];
        return ok(all[0]);
      },
    });
    renderConsole('/points-exchanges', ownerSelf);
    const opener = within(await screen.findByTestId('points-exchange')).getByRole('button', {
      name: 'Từ chối',
    });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Từ chối lượt đổi PX00000008?' })).toBeInTheDocument();
    // Escape closes it and the focus returns to the button that opened it.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Từ chối lượt đổi PX00000008?' });
    const remark = within(dialog).getByRole('textbox', { name: /^Ghi chú cho thành viên/ });
    expect(remark).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối lượt đổi' }));
    expect(within(dialog).getByText('Nhập ghi chú để thành viên đọc')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/points/exchanges/8/reject')).toHaveLength(0);

    await user.type(remark, '  Hết hàng màu này, xin lỗi quý khách ');
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối lượt đổi' }));
    expect(
      await screen.findByText('Đã từ chối lượt đổi PX00000008; điểm đã được hoàn cho minh2024.'),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/admin/points/exchanges/8/reject')[0]?.body).toEqual({
      remark: 'Hết hàng màu này, xin lỗi quý khách',
    });
    const rejected = screen.getByTestId('points-exchange');
    expect(rejected).toHaveAttribute('data-status', 'rejected');
    expect(rejected).toHaveTextContent('Hết hàng màu này, xin lỗi quý khách');
    expect(within(rejected).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers shipping for approved gifts only, and ships one with a tracking number', async () => {
    const user = userEvent.setup();
    let all = [
      gift('8', 'minh2024', { status: 'approved', decidedAt: '2026-11-26T05:00:00.000Z' }),
      gift('9', 'hoa1999', {
        status: 'approved',
        decidedAt: '2026-11-26T05:00:00.000Z',
        shippedAt: '2026-11-26T08:00:00.000Z',
      }),
      exchange('7', 'lan123456', { status: 'approved', redeemAmount: '100000' }),
      exchange('10', 'tuan88', { type: 'convert', productName: null, unit: 'điểm', status: 'approved' }),
    ];
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/points/exchanges': listOf(() => all),
      'POST /admin/points/exchanges/8/ship': (request) => {
        const { remark } = request.body as { remark?: string };
        all = all.map((entry) =>
          entry.id === '8'
            ? { ...entry, shippedAt: '2026-11-27T02:00:00.000Z', operatorRemark: remark ?? null }
            : entry,
        );
        return ok(all[0]);
      },
    });
    renderConsole('/points-exchanges?status=approved', ownerSelf);
    const entries = await screen.findAllByTestId('points-exchange');
    expect(api.calls('GET', path)[0]?.query.get('status')).toBe('approved');
    expect(entries).toHaveLength(4);
    const [waiting, sent, cash, converted] = entries as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(waiting).getByTestId('exchange-shipping')).toHaveTextContent('Chưa gửi');
    expect(within(sent).getByTestId('exchange-shipping')).toHaveTextContent('Đã gửi lúc');
    expect(within(sent).queryByRole('button', { name: 'Đánh dấu đã gửi' })).not.toBeInTheDocument();
    expect(within(cash).queryByRole('button', { name: 'Đánh dấu đã gửi' })).not.toBeInTheDocument();
    expect(within(cash).queryByTestId('exchange-shipping')).not.toBeInTheDocument();
    expect(converted).toHaveTextContent('Quy đổi');
    expect(within(converted).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(waiting).getByRole('button', { name: 'Đánh dấu đã gửi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đánh dấu đã gửi lượt đổi PX00000008?' });
    expect(dialog).toHaveTextContent('12 Nguyễn Huệ, Quận 1, TP.HCM');
    await user.type(within(dialog).getByRole('textbox', { name: /^Ghi chú/ }), 'GHN 84123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận đã gửi' }));
    expect(await screen.findByText('Đã đánh dấu đã gửi lượt đổi PX00000008.')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/points/exchanges/8/ship')[0]?.body).toEqual({
      remark: 'GHN 84123456789',
    });
    const shipped = screen.getAllByTestId('points-exchange')[0]!;
    expect(within(shipped).getByTestId('exchange-shipping')).toHaveTextContent('Đã gửi lúc');
    expect(shipped).toHaveTextContent('GHN 84123456789');
    expect(within(shipped).queryByRole('button', { name: 'Đánh dấu đã gửi' })).not.toBeInTheDocument();
  });

  it('says an exchange decided elsewhere first, and the queue is asked again', async () => {
    const user = userEvent.setup();
    let decidedElsewhere = false;
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/points/exchanges': () => {
        const content = decidedElsewhere ? [] : [exchange('7', 'lan123456')];
        return ok({ content, page: 1, size: 20, total: content.length });
      },
      'POST /admin/points/exchanges/7/approve': () => {
        decidedElsewhere = true;
        return refuse(409, 'error_points_exchange_decided', 'Lượt đổi này đã được xử lý');
      },
    });
    renderConsole('/points-exchanges', ownerSelf);
    await user.click(await screen.findByRole('button', { name: 'Duyệt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duyệt lượt đổi PX00000007?' });
    await user.click(within(dialog).getByRole('button', { name: 'Duyệt lượt đổi' }));
    expect(await screen.findByText('Lượt đổi này đã được xử lý')).toBeInTheDocument();
    expect(await screen.findByText('Không có lượt đổi nào đang chờ')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('GET', path)).toHaveLength(2);
  });

  it('finds a member’s exchanges by username, and shows everyone’s again', async () => {
    const user = userEvent.setup();
    const all = [exchange('7', 'lan123456'), gift('8', 'minh2024')];
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/points/exchanges': listOf(() => all),
    });
    renderConsole('/points-exchanges', ownerSelf);
    expect(await screen.findAllByTestId('points-exchange')).toHaveLength(2);
    const search = screen.getByRole('search', { name: 'Tìm lượt đổi của một thành viên' });
    await user.type(
      within(search).getByRole('searchbox', { name: 'Tên đăng nhập của thành viên' }),
      ' minh2024 ',
    );
    await user.click(within(search).getByRole('button', { name: 'Tìm' }));
    await waitFor(() => expect(screen.getAllByTestId('points-exchange')).toHaveLength(1));
    expect(screen.getByTestId('points-exchange')).toHaveTextContent('minh2024');
    expect(api.calls('GET', path).at(-1)?.query.get('username')).toBe('minh2024');
    expect(window.location.search).toBe('?member=minh2024');

    // Another status keeps the member.
    await user.click(screen.getByRole('tab', { name: 'Đã từ chối' }));
    expect(await screen.findByText('Không có lượt đổi nào của minh2024 ở đây')).toBeInTheDocument();
    expect(api.calls('GET', path).at(-1)?.query.get('status')).toBe('rejected');
    expect(api.calls('GET', path).at(-1)?.query.get('username')).toBe('minh2024');

    await user.click(screen.getByRole('tab', { name: 'Đang chờ' }));
    await user.click(within(search).getByRole('button', { name: 'Xem tất cả' }));
    await waitFor(() => expect(screen.getAllByTestId('points-exchange')).toHaveLength(2));
    // Everyone's list is the one first asked for (its answer is still fresh).
    expect(api.calls('GET', path)[0]?.query.has('username')).toBe(false);
    expect(window.location.search).toBe('');
  });

  it('says when it loads, when nothing waits, and when the exchanges cannot be loaded', async () => {
    serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/points/exchanges': () => new Promise(() => undefined),
    });
    const loading = renderConsole('/points-exchanges', ownerSelf);
    expect(await screen.findByTestId('points-loading')).toHaveAttribute('aria-busy', 'true');
    loading.unmount();

    serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/points/exchanges': () => ok({ content: [], page: 1, size: 20, total: 0 }),
    });
    const empty = renderConsole('/points-exchanges', ownerSelf);
    expect(await screen.findByText('Không có lượt đổi nào đang chờ')).toBeInTheDocument();
    empty.unmount();

    serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/points/exchanges': () => refuse(500, 'error_system', 'Lỗi hệ thống'),
    });
    renderConsole('/points-exchanges', ownerSelf);
    expect(
      await screen.findByText('Không tải được các lượt đổi điểm', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });

  it('lists the queue to a role that reviews rewards, and keeps the mall from it', async () => {
    serveOperatorApi({
      'GET /admin/session': () => ok(pointsReviewer),
      'GET /admin/points/exchanges': () => ok({ content: [], page: 1, size: 20, total: 0 }),
      'GET /admin/cashier/withdrawals': () => ok({ content: [], page: 1, size: 20, total: 0 }),
    });
    renderConsole('/points-mall', pointsReviewer);
    expect(await screen.findByTestId('withdrawals-page')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Các mục quản trị' });
    expect(within(nav).getByRole('link', { name: 'Duyệt đổi điểm' })).toHaveAttribute(
      'href',
      '/points-exchanges',
    );
    expect(within(nav).queryByRole('link', { name: 'Cửa hàng điểm' })).not.toBeInTheDocument();
  });
});
