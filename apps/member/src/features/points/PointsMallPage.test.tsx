import type { Product } from '@lotus/contract/points';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FakeAnswer, FakeRequest } from '../../test/fake-api.ts';
import { serveFakeApi } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { PointsMallPage } from './PointsMallPage.tsx';
import { decrypted, exchangeOf, productOf, summaryOf } from './points-fakes.ts';

const products: Product[] = [
  productOf(),
  productOf({
    id: '2',
    kind: 'coupon',
    name: 'Phiếu mua sắm 100.000 ₫',
    points: '1800',
    stock: 0,
    maxPerExchange: 3,
  }),
  productOf({
    id: '3',
    kind: 'gift',
    name: 'Tai nghe không dây',
    points: '600',
    amount: '100000',
    cashValue: '0',
    unit: 'bộ',
    stock: 10,
    maxPerExchange: 2,
  }),
];

/**
 * The mall as the server answers it. An exchange (encrypted) is kept by its key: the same key
 * answers the same exchange, as the server does; `refuse` may refuse it instead.
 */
function mallServer(
  options: {
    products?: Product[];
    readProducts?: () => FakeAnswer | undefined;
    refuse?: (form: Record<string, unknown>) => FakeAnswer | undefined;
  } = {},
) {
  const posts: Array<Record<string, unknown>> = [];
  const made = new Map<string, ReturnType<typeof exchangeOf>>();
  const kinds: string[] = [];
  const handle = (request: FakeRequest): FakeAnswer | undefined => {
    const path = request.url.pathname;
    if (path === '/wps/member/info')
      return { value: { id: '1', account: 'demo_member', nickname: null, type: 0 } };
    if (path === '/wps/member/points') return { value: summaryOf() };
    if (path === '/wps/member/points/products') {
      const kind = request.url.searchParams.get('kind');
      kinds.push(kind ?? 'all');
      const list = options.products ?? products;
      return (
        options.readProducts?.() ?? { value: { products: kind ? list.filter((p) => p.kind === kind) : list } }
      );
    }
    if (path === '/wps/member/points/exchanges' && request.method === 'POST') {
      const form = decrypted(request.body);
      posts.push(form);
      const refusal = options.refuse?.(form);
      if (refusal) return refusal;
      const key = String(form.idempotencyKey);
      const exchange =
        made.get(key) ??
        exchangeOf({ id: String(12 + made.size), number: `PX${String(12 + made.size).padStart(10, '0')}` });
      made.set(key, exchange);
      return { value: exchange };
    }
    return undefined;
  };
  return { handle, posts, made, kinds };
}

const card = (name: string) =>
  screen.getAllByTestId('product-card').find((element) => within(element).queryByRole('heading', { name }))!;

signInForEachTest();

describe('the points mall', { timeout: 20_000 }, () => {
  it('shows the member’s points and each product with its points, stock and any money it takes', async () => {
    serveFakeApi(mallServer().handle);
    renderPage(<PointsMallPage />, '/points-mall');
    expect(await screen.findByRole('heading', { level: 1, name: 'Đổi điểm' })).toBeInTheDocument();
    const summary = await screen.findByTestId('points-summary');
    expect(summary).toHaveTextContent('2.400');
    expect(within(summary).getByRole('link', { name: 'Chi tiết điểm' })).toHaveAttribute('href', '/points');
    expect(within(summary).getByRole('link', { name: 'Quy tắc điểm' })).toHaveAttribute(
      'href',
      '/points/rules',
    );

    await screen.findAllByTestId('product-card');
    const cash = card('Tiền thưởng 50.000 ₫');
    expect(cash).toHaveTextContent('900 điểm');
    expect(cash).toHaveTextContent('Còn 12');
    expect(within(cash).getByRole('button', { name: 'Đổi Tiền thưởng 50.000 ₫' })).toBeEnabled();
    // Every card has a drawing of its kind when it has no image of its own.
    expect(cash.querySelector('svg')).not.toBeNull();

    const coupon = card('Phiếu mua sắm 100.000 ₫');
    expect(coupon).toHaveTextContent('1.800 điểm');
    expect(coupon).toHaveTextContent('Hết hàng');
    expect(within(coupon).getByRole('button', { name: 'Đổi Phiếu mua sắm 100.000 ₫' })).toBeDisabled();

    const earbuds = card('Tai nghe không dây');
    expect(earbuds).toHaveTextContent(/600 điểm\s*\+ 100\.000\s₫/);
  });

  it('shows one kind at a time from its tab', async () => {
    const user = userEvent.setup();
    const server = mallServer();
    serveFakeApi(server.handle);
    renderPage(<PointsMallPage />, '/points-mall');
    const tabs = await screen.findByRole('tablist', { name: 'Loại sản phẩm' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Tất cả', 'Tiền mặt', 'Phiếu quà tặng', 'Dịch vụ đời sống', 'Quà tặng']);
    await screen.findAllByTestId('product-card');
    await user.click(within(tabs).getByRole('tab', { name: 'Quà tặng' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Tai nghe không dây' })).toBeInTheDocument();
    expect(server.kinds).toContain('gift');
  });

  it('asks a gift’s address and phone, sends the exchange encrypted with one key, and shows its number', async () => {
    const user = userEvent.setup();
    const server = mallServer();
    // The first exchange reaches the server but its answer is lost; the retry carries the same key.
    const serve = serveFakeApi(server.handle);
    let lose = true;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await serve(input, init);
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      if (method === 'POST' && lose) {
        lose = false;
        throw new TypeError('Failed to fetch');
      }
      return response;
    });
    renderPage(<PointsMallPage />, '/points-mall');
    await screen.findAllByTestId('product-card');
    const open = within(card('Tai nghe không dây')).getByRole('button', { name: 'Đổi Tai nghe không dây' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Đổi: Tai nghe không dây' });

    // The stepper goes from 1 to the product's limit (2) and the totals follow it.
    await user.click(within(dialog).getByRole('button', { name: 'Thêm một' }));
    expect(within(dialog).getByTestId('exchange-quantity')).toHaveTextContent('2');
    expect(within(dialog).getByRole('button', { name: 'Thêm một' })).toBeDisabled();
    expect(within(dialog).getByTestId('exchange-total')).toHaveTextContent(/1\.200 điểm/);
    expect(within(dialog).getByTestId('exchange-total')).toHaveTextContent(/200\.000\s₫/);

    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận đổi' }));
    expect(within(dialog).getByText('Nhập địa chỉ nhận hàng')).toBeInTheDocument();
    expect(within(dialog).getByText('Nhập số điện thoại từ 8 đến 15 chữ số')).toBeInTheDocument();
    expect(within(dialog).getByText('Nhập mật khẩu thanh toán gồm 6 chữ số')).toBeInTheDocument();
    expect(server.posts).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Địa chỉ nhận hàng/ }),
      '12 Lê Lợi, Quận 1, TP.HCM',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Số điện thoại/ }), '0901 234 567');
    await user.type(within(dialog).getByRole('textbox', { name: /Ghi chú/ }), 'Giao giờ hành chính');
    await user.type(within(dialog).getByLabelText(/Mật khẩu thanh toán/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận đổi' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Chưa gửi được yêu cầu đổi');

    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận đổi' }));
    expect(await within(dialog).findByTestId('exchange-number')).toHaveTextContent('PX0000000012');
    expect(within(dialog).getByRole('heading', { name: 'Đã gửi yêu cầu đổi' })).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Xem lịch sử đổi điểm' })).toHaveAttribute(
      'href',
      '/points-mall/records',
    );
    expect(await screen.findByText('Đã gửi yêu cầu đổi PX0000000012')).toBeInTheDocument();

    // Two requests reached the server, with one body and one key: one exchange was made.
    expect(server.posts).toHaveLength(2);
    expect(server.posts[0]).toEqual({
      productId: '3',
      quantity: 2,
      paymentPassword: '123456',
      address: '12 Lê Lợi, Quận 1, TP.HCM',
      phone: '0901234567',
      remark: 'Giao giờ hành chính',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(server.posts[1]).toEqual(server.posts[0]);
    expect(server.made.size).toBe(1);

    // Back in the mall, the focus is on the product's button; a new exchange is a new attempt.
    await user.click(within(dialog).getByRole('button', { name: 'Quay lại trang đổi điểm' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const again = within(card('Tai nghe không dây')).getByRole('button', { name: 'Đổi Tai nghe không dây' });
    expect(again).toHaveFocus();
    await user.click(again);
    const second = await screen.findByRole('dialog');
    await user.type(
      within(second).getByRole('textbox', { name: /Địa chỉ nhận hàng/ }),
      '12 Lê Lợi, Quận 1, TP.HCM',
    );
    await user.type(within(second).getByRole('textbox', { name: /Số điện thoại/ }), '0901234567');
    await user.type(within(second).getByLabelText(/Mật khẩu thanh toán/), '123456');
    await user.click(within(second).getByRole('button', { name: 'Xác nhận đổi' }));
    expect(await within(second).findByTestId('exchange-number')).toHaveTextContent('PX0000000013');
    expect(server.posts[2]?.idempotencyKey).not.toBe(server.posts[0]?.idempotencyKey);
  });

  it('says beside the quantity how many are left when the stock ran out meanwhile', async () => {
    const user = userEvent.setup();
    const server = mallServer({
      refuse: () => ({
        error: 'error_product_out_of_stock',
        status: 409,
        message: 'Sản phẩm này không còn đủ: còn 1',
        params: { stock: '1' },
      }),
    });
    serveFakeApi(server.handle);
    renderPage(<PointsMallPage />, '/points-mall');
    await screen.findAllByTestId('product-card');
    await user.click(within(card('Tiền thưởng 50.000 ₫')).getByRole('button', { name: /^Đổi/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm một' }));
    await user.type(within(dialog).getByLabelText(/Mật khẩu thanh toán/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận đổi' }));
    const fieldset = within(dialog).getByRole('group', { name: 'Số lượng' });
    expect(await within(fieldset).findByText('Sản phẩm này không còn đủ: còn 1')).toBeInTheDocument();
    expect(within(dialog).getByTestId('exchange-quantity')).toHaveAccessibleDescription(/còn 1/);
    expect(server.posts).toHaveLength(1);
    expect(server.posts[0]).toMatchObject({ productId: '1', quantity: 2 });
    expect(server.posts[0]).not.toHaveProperty('address');
  });

  it('says when the member has not enough points, without sending', async () => {
    const user = userEvent.setup();
    const server = mallServer();
    serveFakeApi(server.handle);
    renderPage(<PointsMallPage />, '/points-mall');
    await screen.findByTestId('points-summary');
    await screen.findAllByTestId('product-card');
    await user.click(within(card('Tiền thưởng 50.000 ₫')).getByRole('button', { name: /^Đổi/ }));
    const dialog = await screen.findByRole('dialog');
    for (let step = 0; step < 2; step += 1)
      await user.click(within(dialog).getByRole('button', { name: 'Thêm một' }));
    await user.type(within(dialog).getByLabelText(/Mật khẩu thanh toán/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận đổi' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Cần 2.700 điểm, bạn đang có 2.400 điểm');
    expect(server.posts).toHaveLength(0);
  });

  it('closes the dialog on Escape and gives the focus back', async () => {
    const user = userEvent.setup();
    serveFakeApi(mallServer().handle);
    renderPage(<PointsMallPage />, '/points-mall');
    await screen.findAllByTestId('product-card');
    const open = within(card('Tiền thưởng 50.000 ₫')).getByRole('button', { name: /^Đổi/ });
    await user.click(open);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });

  it('says what to do when there is nothing to exchange', async () => {
    serveFakeApi(mallServer({ products: [] }).handle);
    renderPage(<PointsMallPage />, '/points-mall');
    expect(await screen.findByRole('heading', { name: 'Chưa có sản phẩm nào để đổi' })).toBeInTheDocument();
    expect(screen.getByText(/Điểm của bạn không hết hạn/)).toBeInTheDocument();
  });

  it('shows a placeholder while loading, then the server’s words and a retry when loading fails', async () => {
    const user = userEvent.setup();
    let failing = true;
    serveFakeApi(
      mallServer({
        readProducts: () =>
          failing
            ? { error: 'error_system', status: 500, message: 'Hệ thống đang bận, vui lòng thử lại' }
            : undefined,
      }).handle,
    );
    renderPage(<PointsMallPage />, '/points-mall');
    expect(await screen.findByLabelText('Đang tải sản phẩm…')).toHaveAttribute('aria-busy', 'true');
    expect(
      await screen.findByRole('heading', { name: 'Không tải được danh sách sản phẩm' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Hệ thống đang bận, vui lòng thử lại')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(3);
  });
});
