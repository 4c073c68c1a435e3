import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useConsoleSession } from '../../lib/session-store.ts';
import { ok, ownerSelf, refuse, serveOperatorApi } from '../../test/fake-operator-api.ts';
import type { SeenRequest } from '../../test/fake-operator-api.ts';
import { renderConsole } from '../../test/render-console.tsx';
import { application, rewardsReviewer, serveImages } from './rewards-fakes.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  useConsoleSession.getState().signOut();
  window.sessionStorage.clear();
});

type Application = ReturnType<typeof application>;
const path = '/admin/promotions/applications';

/** The applications list of the fake server: those of the status asked, in the list's order. */
function listOf(all: () => Application[]) {
  return (request: SeenRequest) => {
    const content = all().filter((entry) => entry.status === (request.query.get('status') ?? 'applying'));
    return ok({ content, page: 1, size: 10, total: content.length });
  };
}

describe('promotion applications', () => {
  it('lists the waiting applications oldest first, with their images opening full size', async () => {
    const user = userEvent.setup();
    const all = [
      application('7', 'lan123456', { createdAt: '2026-11-26T01:00:00.000Z' }),
      application('8', 'minh2024', { images: [], comment: 'Không có ảnh' }),
    ];
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/promotions/applications': listOf(() => all),
    });
    const images = serveImages();
    const view = renderConsole('/promotion-applications', ownerSelf);
    const entries = await screen.findAllByTestId('promotion-application');
    expect(entries.map((entry) => entry.dataset['id'])).toEqual(['7', '8']);
    const query = api.calls('GET', path)[0]?.query;
    expect(query?.get('status')).toBe('applying');
    expect(query?.get('page')).toBe('1');
    expect(screen.getByRole('tab', { name: 'Đang chờ' })).toHaveAttribute('aria-selected', 'true');

    const [first, second] = entries as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('lan123456');
    expect(first).toHaveTextContent('Khoe chiến thắng lớn');
    expect(first).toHaveTextContent('Thắng 12 triệu ở Plinko!');
    expect(first).toHaveTextContent('500.000');
    expect(second).toHaveTextContent('Không có ảnh');

    // Each image is fetched with the operator's session and shown from a blob URL.
    const open = await within(first).findByRole('button', { name: 'Mở ảnh 2/2 của lan123456' });
    await waitFor(() => expect(open).toBeEnabled());
    expect(images.requests.map((request) => request.id).sort()).toEqual(['71', '72']);
    expect(images.requests.every((request) => request.authorization === 'Bearer lops_owner')).toBe(true);
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Ảnh 2/2 của lan123456' });
    const full = within(dialog).getByRole('img', { name: 'Ảnh 2 lan123456 gửi kèm đơn' });
    expect(images.made).toContain(full.getAttribute('src'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    // Leaving the page lets the images go.
    view.unmount();
    expect([...images.revoked].sort()).toEqual([...images.made].sort());
  });

  it('says an image that cannot be loaded, and keeps the others', async () => {
    serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/promotions/applications': listOf(() => [application('7', 'lan123456')]),
    });
    serveImages({ failing: ['71'] });
    renderConsole('/promotion-applications', ownerSelf);
    expect(await screen.findByText('Không tải được ảnh 1')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mở ảnh 2/2 của lan123456' })).toBeEnabled(),
    );
    expect(screen.getByRole('button', { name: 'Mở ảnh 1/2 của lan123456' })).toBeDisabled();
  });

  it('grants a typed amount, refused above the maximum in the server’s words', async () => {
    const user = userEvent.setup();
    let all = [application('7', 'lan123456')];
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/promotions/applications': listOf(() => all),
      'POST /admin/promotions/applications/7/approve': (request) => {
        const { amount, remark } = request.body as { amount: string; remark?: string };
        if (BigInt(amount) > 500_000n)
          return refuse(
            422,
            'error_promotion_amount_above_maximum',
            'Số tiền vượt mức tối đa 500.000 ₫ của khuyến mãi',
          );
        all = [
          {
            ...all[0]!,
            status: 'issued',
            amount,
            operatorRemark: remark ?? null,
            decidedAt: '2026-11-26T05:00:00.000Z',
          },
        ];
        return ok(all[0]);
      },
    });
    serveImages();
    renderConsole('/promotion-applications', ownerSelf);
    await user.click(await screen.findByRole('button', { name: 'Duyệt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duyệt đơn của lan123456?' });
    const amount = within(dialog).getByRole('textbox', { name: /^Số tiền trao/ });
    // Prefilled with nothing, the maximum named, the field focused.
    expect(amount).toHaveValue('');
    expect(amount).toHaveFocus();
    expect(dialog).toHaveTextContent('Tối đa 500.000');
    await user.click(within(dialog).getByRole('button', { name: 'Trao số tiền' }));
    expect(within(dialog).getByText('Nhập số tiền trao')).toBeInTheDocument();
    await user.type(amount, '12abc');
    await user.click(within(dialog).getByRole('button', { name: 'Trao số tiền' }));
    expect(within(dialog).getByText('Nhập số tiền bằng VND, chỉ gồm chữ số')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/promotions/applications/7/approve')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '600000');
    await user.click(within(dialog).getByRole('button', { name: 'Trao số tiền' }));
    expect(
      await within(dialog).findByText('Số tiền vượt mức tối đa 500.000 ₫ của khuyến mãi'),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('promotion-application')).toHaveAttribute('data-status', 'applying');

    await user.clear(amount);
    await user.type(amount, '300000');
    await user.type(within(dialog).getByRole('textbox', { name: /^Ghi chú cho thành viên/ }), ' Chúc mừng! ');
    await user.click(within(dialog).getByRole('button', { name: 'Trao số tiền' }));
    expect(await screen.findByText('Đã trao 300.000 ₫ cho lan123456.')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/promotions/applications/7/approve').at(-1)?.body).toEqual({
      amount: '300000',
      remark: 'Chúc mừng!',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const granted = screen.getByTestId('promotion-application');
    expect(granted).toHaveAttribute('data-status', 'issued');
    expect(granted).toHaveTextContent('Đã trao');
    expect(granted).toHaveTextContent('300.000');
    expect(granted).toHaveTextContent('Chúc mừng!');
    expect(within(granted).queryByRole('button', { name: 'Duyệt' })).not.toBeInTheDocument();
    await waitFor(() => expect(granted).toHaveFocus());
  });

  it('rejects with a remark the member reads, which is required', async () => {
    const user = userEvent.setup();
    let all = [application('8', 'minh2024')];
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/promotions/applications': listOf(() => all),
      'POST /admin/promotions/applications/8/reject': (request) => {
        const { remark } = request.body as { remark: string };
        all = [
          { ...all[0]!, status: 'rejected', operatorRemark: remark, decidedAt: '2026-11-27T01:00:00.000Z' },
        ];
        return ok(all[0]);
      },
    });
    serveImages();
    renderConsole('/promotion-applications', ownerSelf);
    const opener = await screen.findByRole('button', { name: 'Từ chối' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Từ chối đơn của minh2024?' });
    const remark = within(dialog).getByRole('textbox', { name: /^Ghi chú cho thành viên/ });
    expect(remark).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối đơn' }));
    expect(within(dialog).getByText('Nhập ghi chú để thành viên đọc')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/promotions/applications/8/reject')).toHaveLength(0);

    await user.type(remark, ' Ảnh không rõ số tiền thắng ');
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối đơn' }));
    expect(await screen.findByText('Đã từ chối đơn của minh2024.')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/promotions/applications/8/reject')[0]?.body).toEqual({
      remark: 'Ảnh không rõ số tiền thắng',
    });
    const rejected = screen.getByTestId('promotion-application');
    expect(rejected).toHaveAttribute('data-status', 'rejected');
    expect(rejected).toHaveTextContent('Ảnh không rõ số tiền thắng');
    expect(within(rejected).queryByRole('button', { name: 'Từ chối' })).not.toBeInTheDocument();
  });

  it('says an application decided elsewhere first, and the queue is asked again', async () => {
    const user = userEvent.setup();
    let decidedElsewhere = false;
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/promotions/applications': () => {
        const content = decidedElsewhere ? [] : [application('7', 'lan123456', { images: [] })];
        return ok({ content, page: 1, size: 10, total: content.length });
      },
      'POST /admin/promotions/applications/7/reject': () => {
        decidedElsewhere = true;
        return refuse(409, 'error_application_decided', 'Đơn này đã được xử lý');
      },
    });
    renderConsole('/promotion-applications', ownerSelf);
    await user.click(await screen.findByRole('button', { name: 'Từ chối' }));
    const dialog = await screen.findByRole('dialog', { name: 'Từ chối đơn của lan123456?' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Ghi chú/ }), 'Trùng đơn');
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối đơn' }));
    expect(await screen.findByText('Đơn này đã được xử lý')).toBeInTheDocument();
    expect(await screen.findByText('Không có đơn nào đang chờ')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('GET', path)).toHaveLength(2);
  });

  it('filters by status through its tabs, kept in the address', async () => {
    const user = userEvent.setup();
    const all = [
      application('7', 'lan123456', { images: [] }),
      application('9', 'hoa1999', {
        images: [],
        status: 'issued',
        amount: '200000',
        decidedAt: '2026-11-26T05:00:00.000Z',
      }),
    ];
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/promotions/applications': listOf(() => all),
    });
    renderConsole('/promotion-applications', ownerSelf);
    expect(await screen.findByTestId('promotion-application')).toHaveTextContent('lan123456');
    await user.click(screen.getByRole('tab', { name: 'Đã duyệt' }));
    await waitFor(() => expect(screen.getByTestId('promotion-application')).toHaveTextContent('hoa1999'));
    expect(api.calls('GET', path).at(-1)?.query.get('status')).toBe('issued');
    expect(window.location.search).toBe('?status=issued');
    expect(screen.getByTestId('promotion-application')).toHaveTextContent('200.000');
    expect(screen.queryByRole('button', { name: 'Duyệt' })).not.toBeInTheDocument();
  });

  it('says when it loads, when nothing waits, and when the applications cannot be loaded', async () => {
    serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/promotions/applications': () => new Promise(() => undefined),
    });
    const loading = renderConsole('/promotion-applications', ownerSelf);
    expect(await screen.findByTestId('applications-loading')).toHaveAttribute('aria-busy', 'true');
    loading.unmount();

    serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/promotions/applications': () => ok({ content: [], page: 1, size: 10, total: 0 }),
    });
    const empty = renderConsole('/promotion-applications', ownerSelf);
    expect(await screen.findByText('Không có đơn nào đang chờ')).toBeInTheDocument();
    empty.unmount();

    serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/promotions/applications': () => refuse(500, 'error_system', 'Lỗi hệ thống'),
    });
    renderConsole('/promotion-applications', ownerSelf);
    expect(
      await screen.findByText('Không tải được các đơn đăng ký', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });

  it('lists the queue to a role that reviews rewards, and keeps the promotions from it', async () => {
    serveOperatorApi({
      'GET /admin/session': () => ok(rewardsReviewer),
      'GET /admin/promotions/applications': () => ok({ content: [], page: 1, size: 10, total: 0 }),
      'GET /admin/cashier/withdrawals': () => ok({ content: [], page: 1, size: 20, total: 0 }),
    });
    renderConsole('/promotions', rewardsReviewer);
    expect(await screen.findByTestId('withdrawals-page')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Các mục quản trị' });
    expect(within(nav).getByRole('link', { name: 'Đơn khuyến mãi' })).toHaveAttribute(
      'href',
      '/promotion-applications',
    );
    expect(within(nav).queryByRole('link', { name: 'Khuyến mãi' })).not.toBeInTheDocument();
  });
});
