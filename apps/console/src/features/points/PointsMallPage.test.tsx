import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useConsoleSession } from '../../lib/session-store.ts';
import { ok, ownerSelf, refuse, serveOperatorApi } from '../../test/fake-operator-api.ts';
import { renderConsole } from '../../test/render-console.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  useConsoleSession.getState().signOut();
  window.sessionStorage.clear();
});

function product(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    kind: 'gift' as string,
    texts: {
      vi: { name: 'Bình giữ nhiệt Lotus', description: 'Giữ nóng 12 giờ' },
      en: { name: 'Lotus flask', description: 'Keeps hot for 12 hours' },
    } as Record<string, { name: string; description: string }>,
    units: { vi: 'cái', en: 'piece' } as Record<string, string>,
    imageUrl: null as string | null,
    points: '5000',
    amount: '0',
    cashValue: '0',
    stock: 40,
    maxPerExchange: 2,
    active: true,
    sort: 10,
    createdAt: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}

const rates = [
  { type: 'slots', money: '10000', points: '1' },
  { type: 'redeem', money: '10000', points: '100' },
];

function mallApi(handlers: Parameters<typeof serveOperatorApi>[0] = {}) {
  return serveOperatorApi({
    'GET /admin/session': () => ok(ownerSelf),
    'GET /admin/points/products': () => ok({ products: [product('3')], currency: 'VND' }),
    'GET /admin/points/rates': () => ok({ rates, currency: 'VND' }),
    ...handlers,
  });
}

describe('points mall: products', () => {
  it('lists the products and adds one, the body sent as the server takes it', async () => {
    const user = userEvent.setup();
    let products = [product('3')];
    const api = mallApi({
      'GET /admin/points/products': () => ok({ products, currency: 'VND' }),
      'POST /admin/points/products': (request) => {
        const created = { ...product('4'), ...(request.body as object) };
        products = [...products, created];
        return ok(created);
      },
    });
    renderConsole('/points-mall', ownerSelf);
    const entry = await screen.findByTestId('points-product');
    expect(entry).toHaveTextContent('Bình giữ nhiệt Lotus');
    expect(entry).toHaveTextContent('Lotus flask');
    expect(entry).toHaveTextContent('Quà tặng');
    expect(entry).toHaveTextContent('Đang bán');
    expect(entry).toHaveTextContent('5.000');
    expect(entry).toHaveTextContent('40 cái');
    expect(entry).toHaveTextContent('0 ₫');

    const add = screen.getByRole('button', { name: 'Thêm sản phẩm' });
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Thêm sản phẩm' });
    const kind = within(dialog).getByRole('combobox', { name: /^Loại/ });
    expect(kind).toHaveFocus();
    await user.selectOptions(kind, 'coupon');
    const [nameVi, nameEn] = within(dialog).getAllByRole('textbox', { name: /^Tên/ }) as [
      HTMLElement,
      HTMLElement,
    ];
    await user.type(nameVi, 'Phiếu ăn uống 100.000 ₫');
    await user.type(nameEn, 'Dining voucher 100,000 ₫');
    await user.type(within(dialog).getAllByRole('textbox', { name: /^Đơn vị/ })[0]!, 'phiếu');
    await user.type(within(dialog).getAllByRole('textbox', { name: /^Mô tả/ })[1]!, 'At partner restaurants');
    await user.type(within(dialog).getByRole('textbox', { name: /^Điểm cho mỗi đơn vị/ }), '2000');
    const amount = within(dialog).getByRole('textbox', { name: /^Tiền cho mỗi đơn vị/ });
    await user.clear(amount);
    await user.type(amount, '10000');
    expect(amount).toHaveAccessibleDescription(/10\.000\s₫/);
    await user.type(within(dialog).getByRole('textbox', { name: /^Tồn kho/ }), '100');
    // A coupon pays no cash value: the field is not offered.
    expect(within(dialog).queryByRole('textbox', { name: /^Giá trị tiền mặt/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Thêm sản phẩm' }));

    expect(await screen.findByText('Đã thêm Phiếu ăn uống 100.000 ₫ vào cửa hàng.')).toBeInTheDocument();
    const body = api.calls('POST', '/admin/points/products')[0]?.body;
    expect(body).toEqual({
      kind: 'coupon',
      texts: {
        vi: { name: 'Phiếu ăn uống 100.000 ₫', description: '' },
        en: { name: 'Dining voucher 100,000 ₫', description: 'At partner restaurants' },
      },
      units: { vi: 'phiếu' },
      imageUrl: null,
      points: '2000',
      amount: '10000',
      cashValue: '0',
      stock: 100,
      maxPerExchange: 1,
      active: true,
      sort: 0,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(add).toHaveFocus();
    await waitFor(() => expect(screen.getAllByTestId('points-product')).toHaveLength(2));
  });

  it('refuses a cash product without a cash value, and other slips, before sending', async () => {
    const user = userEvent.setup();
    const api = mallApi();
    renderConsole('/points-mall', ownerSelf);
    await user.click(await screen.findByRole('button', { name: 'Thêm sản phẩm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm sản phẩm' });
    const submit = within(dialog).getByRole('button', { name: 'Thêm sản phẩm' });
    await user.click(submit);
    expect(within(dialog).getByRole('combobox', { name: /^Loại/ })).toHaveAccessibleDescription('Bắt buộc');
    expect(within(dialog).getAllByRole('textbox', { name: /^Tên/ })[0]).toHaveAccessibleDescription(
      /Cần tên bằng ít nhất một ngôn ngữ/,
    );
    expect(within(dialog).getAllByRole('textbox', { name: /^Đơn vị/ })[0]).toHaveAccessibleDescription(
      /Cần đơn vị bằng ít nhất một ngôn ngữ/,
    );

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Loại/ }), 'cash');
    await user.type(within(dialog).getAllByRole('textbox', { name: /^Tên/ })[0]!, 'Tiền mặt 50.000 ₫');
    await user.type(within(dialog).getAllByRole('textbox', { name: /^Đơn vị/ })[0]!, 'phiếu');
    await user.type(within(dialog).getByRole('textbox', { name: /^Điểm cho mỗi đơn vị/ }), '5000');
    await user.type(within(dialog).getByRole('textbox', { name: /^Tồn kho/ }), '50');
    const max = within(dialog).getByRole('textbox', { name: /^Tối đa mỗi lượt đổi/ });
    await user.clear(max);
    await user.type(max, '101');
    await user.type(within(dialog).getByRole('textbox', { name: /^Địa chỉ hình ảnh/ }), 'not a link');
    await user.click(submit);
    const cashValue = within(dialog).getByRole('textbox', { name: /^Giá trị tiền mặt mỗi đơn vị/ });
    expect(cashValue).toHaveAccessibleDescription(/Sản phẩm tiền mặt cần giá trị tiền mặt/);
    expect(max).toHaveAccessibleDescription(/Từ 1 đến 100/);
    expect(within(dialog).getByRole('textbox', { name: /^Địa chỉ hình ảnh/ })).toHaveAccessibleDescription(
      /Địa chỉ web bắt đầu bằng https:\/\//,
    );
    expect(api.calls('POST', '/admin/points/products')).toHaveLength(0);
    // Escape leaves the form without sending.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('POST', '/admin/points/products')).toHaveLength(0);
  });

  it('edits a product from its values, and shows the server’s refusal beside the form', async () => {
    const user = userEvent.setup();
    let refused = false;
    const api = mallApi({
      'GET /admin/points/products': () =>
        ok({
          products: [
            product('5', {
              kind: 'cash',
              cashValue: '50000',
              texts: { vi: { name: 'Tiền mặt 50K', description: '' } },
              units: { vi: 'phiếu' },
            }),
          ],
          currency: 'VND',
        }),
      'PUT /admin/points/products/:id': (request) => {
        if (!refused) {
          refused = true;
          return refuse(400, 'error_product_invalid', 'Không lưu được sản phẩm này: points or an amount');
        }
        return ok({ ...product('5'), ...(request.body as object) });
      },
    });
    renderConsole('/points-mall', ownerSelf);
    const entry = await screen.findByTestId('points-product');
    expect(entry).toHaveTextContent('Tiền mặt');
    expect(entry).toHaveTextContent('50.000 ₫');
    expect(entry).toHaveTextContent('Chưa có tên bằng ngôn ngữ này');
    await user.click(within(entry).getByRole('button', { name: 'Sửa Tiền mặt 50K' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa Tiền mặt 50K' });
    expect(within(dialog).getByRole('combobox', { name: /^Loại/ })).toHaveValue('cash');
    expect(within(dialog).getByRole('textbox', { name: /^Giá trị tiền mặt/ })).toHaveValue('50000');
    const stock = within(dialog).getByRole('textbox', { name: /^Tồn kho/ });
    expect(stock).toHaveValue('40');
    await user.clear(stock);
    await user.type(stock, '75');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Đang bán trong cửa hàng' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu sản phẩm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Không lưu được sản phẩm này: points or an amount',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Lưu sản phẩm' }));
    expect(await screen.findByText('Đã lưu Tiền mặt 50K.')).toBeInTheDocument();
    const calls = api.calls('PUT', '/admin/points/products/5');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toMatchObject({
      kind: 'cash',
      texts: { vi: { name: 'Tiền mặt 50K', description: '' } },
      units: { vi: 'phiếu' },
      cashValue: '50000',
      stock: 75,
      active: false,
    });
  });

  it('says when the products load, when there are none, and when they cannot be loaded', async () => {
    mallApi({ 'GET /admin/points/products': () => new Promise(() => undefined) });
    const loading = renderConsole('/points-mall', ownerSelf);
    expect(await screen.findAllByTestId('points-loading')).not.toHaveLength(0);
    loading.unmount();

    mallApi({ 'GET /admin/points/products': () => ok({ products: [], currency: 'VND' }) });
    const empty = renderConsole('/points-mall', ownerSelf);
    expect(await screen.findByText('Chưa có sản phẩm nào')).toBeInTheDocument();
    empty.unmount();

    mallApi({ 'GET /admin/points/products': () => refuse(500, 'error_system', 'Lỗi hệ thống') });
    renderConsole('/points-mall', ownerSelf);
    expect(await screen.findByText('Không tải được các sản phẩm', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});

describe('points mall: exchange-rate table', () => {
  it('shows a row per type and saves the whole table', async () => {
    const user = userEvent.setup();
    const api = mallApi({
      'PUT /admin/points/rates': (request) => ok({ ...(request.body as object), currency: 'VND' }),
    });
    renderConsole('/points-mall', ownerSelf);
    const table = await screen.findByTestId('rates-form');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.dataset['testid'])).toEqual([
      'rate-live',
      'rate-lottery',
      'rate-card',
      'rate-slots',
      'rate-sports',
      'rate-deposit',
      'rate-redeem',
    ]);
    expect(within(table).getByRole('textbox', { name: 'Tiền cho Slot và trò chơi nhỏ' })).toHaveValue(
      '10000',
    );
    expect(within(table).getByRole('textbox', { name: 'Điểm cho Đổi điểm ra tiền' })).toHaveValue('100');
    expect(within(table).getByTestId('rate-live')).toHaveTextContent('Không tích điểm');

    // One of the two alone is refused before sending.
    await user.type(within(table).getByRole('textbox', { name: 'Tiền cho Sòng bài trực tiếp' }), '20000');
    await user.click(within(table).getByRole('button', { name: 'Lưu bảng' }));
    expect(
      within(table).getByRole('textbox', { name: 'Điểm cho Sòng bài trực tiếp' }),
    ).toHaveAccessibleDescription('Điền cả hai, hoặc để trống cả hai');
    expect(api.calls('PUT', '/admin/points/rates')).toHaveLength(0);

    await user.type(within(table).getByRole('textbox', { name: 'Điểm cho Sòng bài trực tiếp' }), '3');
    await user.type(within(table).getByRole('textbox', { name: 'Tiền cho Nạp tiền' }), '100000');
    await user.type(within(table).getByRole('textbox', { name: 'Điểm cho Nạp tiền' }), '5');
    // Emptying a row takes its type out of the table.
    await user.clear(within(table).getByRole('textbox', { name: 'Tiền cho Slot và trò chơi nhỏ' }));
    await user.clear(within(table).getByRole('textbox', { name: 'Điểm cho Slot và trò chơi nhỏ' }));
    await user.click(within(table).getByRole('button', { name: 'Lưu bảng' }));
    expect(await screen.findByText('Đã lưu bảng tỷ lệ quy đổi.')).toBeInTheDocument();
    expect(api.calls('PUT', '/admin/points/rates')[0]?.body).toEqual({
      rates: [
        { type: 'live', money: '20000', points: '3' },
        { type: 'deposit', money: '100000', points: '5' },
        { type: 'redeem', money: '10000', points: '100' },
      ],
    });
    expect(within(table).getByTestId('rate-slots')).toHaveTextContent('Không tích điểm');
  });

  it('refuses a rate of zero, and says when the table cannot be loaded', async () => {
    const user = userEvent.setup();
    const api = mallApi({ 'GET /admin/points/rates': () => ok({ rates: [], currency: 'VND' }) });
    const first = renderConsole('/points-mall', ownerSelf);
    const table = await screen.findByTestId('rates-form');
    expect(table).toHaveTextContent('Chưa loại nào tích điểm');
    await user.type(within(table).getByRole('textbox', { name: 'Tiền cho Xổ số' }), '0');
    await user.type(within(table).getByRole('textbox', { name: 'Điểm cho Xổ số' }), '1');
    await user.click(within(table).getByRole('button', { name: 'Lưu bảng' }));
    expect(within(table).getByRole('textbox', { name: 'Tiền cho Xổ số' })).toHaveAccessibleDescription(
      /lớn hơn 0/,
    );
    expect(api.calls('PUT', '/admin/points/rates')).toHaveLength(0);
    first.unmount();

    mallApi({ 'GET /admin/points/rates': () => refuse(500, 'error_system', 'Lỗi hệ thống') });
    renderConsole('/points-mall', ownerSelf);
    expect(
      await screen.findByText('Không tải được bảng tỷ lệ quy đổi', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
