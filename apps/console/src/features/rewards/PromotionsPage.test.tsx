import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPromotion } from '@lotus/contract/promotions';
import { useConsoleSession } from '../../lib/session-store.ts';
import { ok, ownerSelf, refuse, serveOperatorApi } from '../../test/fake-operator-api.ts';
import { renderConsole } from '../../test/render-console.tsx';
import { rewardsSetter } from './rewards-fakes.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  useConsoleSession.getState().signOut();
  window.sessionStorage.clear();
});

function promotion(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    type: 'newbie',
    terms: { rule: 'registration_bonus', amount: '58000', turnoverMultiplier: 3 } as Record<string, unknown>,
    texts: { vi: { title: 'Quà chào mừng', summary: 'Nhận 58.000 ₫', body: '' } } as Record<string, unknown>,
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2027-11-01T00:00:00.000Z',
    active: true,
    sortOrder: 0,
    paid: '1160000',
    grants: 20,
    currency: 'VND',
    ...overrides,
  };
}

const user = () => userEvent.setup();
const path = '/admin/promotions';
const starts = '2026-12-01T08:00';
const ends = '2026-12-31T23:00';

/** Types into the form's field of this label (the first whose name starts with it). */
async function fill(form: HTMLElement, label: RegExp, text: string, actor = user()) {
  const field = within(form).getAllByRole('textbox', { name: label })[0]!;
  await actor.clear(field);
  await actor.type(field, text);
}

/** Sets the window's two datetime-local fields (typed character by character they read as empty). */
function setWindow(form: HTMLElement) {
  fireEvent.change(within(form).getByLabelText(/^Bắt đầu/), { target: { value: starts } });
  fireEvent.change(within(form).getByLabelText(/^Kết thúc/), { target: { value: ends } });
}

describe('promotions', () => {
  it('lists every promotion with its rule, tab, terms, window, state, what it paid and its order', async () => {
    serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/promotions': () =>
        ok({
          promotions: [
            promotion('1'),
            promotion('2', {
              type: 'daily',
              terms: {
                rule: 'daily_sign_in',
                amounts: ['2000', '5000'],
                minValidBets: '100000',
                turnoverMultiplier: 1,
              },
              texts: { en: { title: 'Sign in daily', summary: '', body: '' } },
              active: false,
              sortOrder: 5,
              paid: '0',
              grants: 0,
            }),
          ],
        }),
    });
    renderConsole('/promotions', ownerSelf);
    const [registration, signIn] = (await screen.findAllByTestId('promotion')) as [HTMLElement, HTMLElement];
    expect(registration).toHaveTextContent('Quà chào mừng');
    expect(registration).toHaveTextContent('Thưởng đăng ký');
    expect(registration).toHaveTextContent('Người mới');
    expect(registration).toHaveTextContent('Đang hiện');
    expect(registration).toHaveTextContent(
      '58.000 ₫ cho thành viên đăng ký trong thời gian diễn ra · cược × 3',
    );
    expect(within(registration).getByTestId('promotion-paid')).toHaveTextContent('1.160.000 ₫ qua 20 lượt');
    expect(registration).toHaveTextContent('2026');
    expect(signIn).toHaveTextContent('Sign in daily');
    expect(signIn).toHaveTextContent('Điểm danh hằng ngày');
    expect(signIn).toHaveTextContent('Hằng ngày');
    expect(signIn).toHaveTextContent('Đang ẩn');
    expect(signIn).toHaveTextContent('Theo ngày: 2.000 ₫, 5.000 ₫ · cược hôm trước từ 100.000 ₫ · cược × 1');
    expect(within(signIn).getByRole('button', { name: 'Sửa Sign in daily' })).toBeInTheDocument();
  });

  // Each rule's terms fields, filled, produce the body promotionInputSchema expects.
  const rules: {
    rule: string;
    label: string;
    fields: [RegExp, string][];
    terms: Record<string, unknown>;
  }[] = [
    {
      rule: 'registration_bonus',
      label: 'Thưởng đăng ký',
      fields: [[/^Tiền thưởng/, '58000']],
      terms: { rule: 'registration_bonus', amount: '58000', turnoverMultiplier: 3 },
    },
    {
      rule: 'first_deposit_match',
      label: 'Thưởng nạp đầu',
      fields: [
        [/^Phần trăm/, '100'],
        [/^Thưởng tối đa/, '1000000'],
        [/^Nạp tối thiểu/, '100000'],
      ],
      terms: {
        rule: 'first_deposit_match',
        percent: 100,
        maxBonus: '1000000',
        minDeposit: '100000',
        turnoverMultiplier: 3,
      },
    },
    {
      rule: 'reload_bonus',
      label: 'Thưởng nạp lại',
      fields: [
        [/^Phần trăm/, '10'],
        [/^Thưởng tối đa/, '200000'],
      ],
      terms: {
        rule: 'reload_bonus',
        percent: 10,
        maxBonus: '200000',
        minDeposit: '0',
        turnoverMultiplier: 3,
      },
    },
    {
      rule: 'turnover_challenge',
      label: 'Thử thách doanh số cược',
      fields: [
        [/^Cược hợp lệ cần đạt/, '5000000'],
        [/^Phần thưởng/, '88000'],
      ],
      terms: { rule: 'turnover_challenge', target: '5000000', reward: '88000', turnoverMultiplier: 3 },
    },
    {
      rule: 'application',
      label: 'Đăng ký nhận thưởng',
      fields: [[/^Mức trao tối đa/, '500000']],
      terms: { rule: 'application', maxAmount: '500000', turnoverMultiplier: 3 },
    },
  ];

  it.each(rules)('adds a promotion of rule $rule with the body the contract expects', async (row) => {
    const actor = user();
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/promotions': () => ok({ promotions: [] }),
      'POST /admin/promotions': (request) => ok({ ...promotion('9'), ...(request.body as object) }),
    });
    renderConsole('/promotions', ownerSelf);
    expect(await screen.findByText('Chưa có khuyến mãi nào')).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Thêm khuyến mãi' }));
    const form = await screen.findByTestId('promotion-form');
    expect(within(form).queryByTestId('promotion-terms')).not.toBeInTheDocument();
    await actor.selectOptions(within(form).getByRole('combobox', { name: /^Quy tắc/ }), row.label);
    expect(within(form).getByTestId('promotion-terms')).toHaveAttribute('data-rule', row.rule);
    await actor.selectOptions(within(form).getByRole('combobox', { name: /^Loại hiển thị/ }), 'Đặc biệt');
    for (const [label, text] of row.fields) await fill(form, label, text, actor);
    await fill(form, /^Hệ số cược/, '3', actor);
    await fill(form, /^Tiêu đề/, 'Ưu đãi', actor);
    setWindow(form);
    await actor.click(within(form).getByRole('button', { name: 'Thêm khuyến mãi' }));
    expect(await screen.findByText('Đã thêm Ưu đãi.')).toBeInTheDocument();
    const body = api.calls('POST', path)[0]?.body;
    expect((await createPromotion.schemas()).body.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      type: 'special',
      terms: row.terms,
      texts: { vi: { title: 'Ưu đãi', summary: '', body: '' } },
      startsAt: new Date(starts).toISOString(),
      endsAt: new Date(ends).toISOString(),
      active: true,
      sortOrder: 0,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list is asked again.
    await waitFor(() => expect(api.calls('GET', path)).toHaveLength(2));
  });

  it('builds a sign-in ladder of up to seven days, in both languages', async () => {
    const actor = user();
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/promotions': () => ok({ promotions: [] }),
      'POST /admin/promotions': (request) => ok({ ...promotion('9'), ...(request.body as object) }),
    });
    renderConsole('/promotions', ownerSelf);
    await actor.click(await screen.findByRole('button', { name: 'Thêm khuyến mãi' }));
    const form = await screen.findByTestId('promotion-form');
    await actor.selectOptions(
      within(form).getByRole('combobox', { name: /^Quy tắc/ }),
      'Điểm danh hằng ngày',
    );
    await actor.selectOptions(within(form).getByRole('combobox', { name: /^Loại hiển thị/ }), 'Hằng ngày');
    const add = within(form).getByRole('button', { name: 'Thêm một ngày' });
    for (let day = 2; day <= 7; day += 1) await actor.click(add);
    expect(within(form).queryByRole('button', { name: 'Thêm một ngày' })).not.toBeInTheDocument();
    // The last day goes, and day 7 can be added again.
    await actor.click(within(form).getByRole('button', { name: 'Bỏ ngày 7' }));
    expect(within(form).queryByRole('textbox', { name: /^Ngày 7/ })).not.toBeInTheDocument();
    for (let day = 1; day <= 6; day += 1)
      await fill(form, new RegExp(`^Ngày ${day}`), String(day * 2000), actor);
    await fill(form, /^Cược hợp lệ hôm trước/, '100000', actor);
    const [titleVi, titleEn] = within(form).getAllByRole('textbox', { name: /^Tiêu đề/ }) as [
      HTMLElement,
      HTMLElement,
    ];
    await actor.type(titleVi, 'Điểm danh 7 ngày');
    await actor.type(titleEn, '7-day sign-in');
    await actor.type(within(form).getAllByRole('textbox', { name: /^Thể lệ/ })[1]!, 'Sign in every day.');
    setWindow(form);
    await actor.click(within(form).getByLabelText(/^Hiện trong trung tâm hoạt động/));
    await fill(form, /^Thứ tự/, '4', actor);
    await actor.click(within(form).getByRole('button', { name: 'Thêm khuyến mãi' }));
    expect(await screen.findByText('Đã thêm Điểm danh 7 ngày.')).toBeInTheDocument();
    const body = api.calls('POST', path)[0]?.body;
    expect((await createPromotion.schemas()).body.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      type: 'daily',
      terms: {
        rule: 'daily_sign_in',
        amounts: ['2000', '4000', '6000', '8000', '10000', '12000'],
        minValidBets: '100000',
        turnoverMultiplier: 1,
      },
      texts: {
        vi: { title: 'Điểm danh 7 ngày', summary: '', body: '' },
        en: { title: '7-day sign-in', summary: '', body: 'Sign in every day.' },
      },
      startsAt: new Date(starts).toISOString(),
      endsAt: new Date(ends).toISOString(),
      active: false,
      sortOrder: 4,
    });
  });

  it('checks the form as the server does before sending it', async () => {
    const actor = user();
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/promotions': () => ok({ promotions: [] }),
    });
    renderConsole('/promotions', ownerSelf);
    await actor.click(await screen.findByRole('button', { name: 'Thêm khuyến mãi' }));
    const form = await screen.findByTestId('promotion-form');
    const send = () => actor.click(within(form).getByRole('button', { name: 'Thêm khuyến mãi' }));
    await send();
    expect(within(form).getByRole('combobox', { name: /^Quy tắc/ })).toHaveAccessibleDescription('Bắt buộc');
    expect(within(form).getAllByRole('textbox', { name: /^Tiêu đề/ })[0]).toHaveAccessibleDescription(
      'Cần tiêu đề ở ít nhất một ngôn ngữ',
    );

    await actor.selectOptions(within(form).getByRole('combobox', { name: /^Quy tắc/ }), 'Thưởng nạp đầu');
    await fill(form, /^Phần trăm/, '501', actor);
    await fill(form, /^Thưởng tối đa/, '0', actor);
    await fill(form, /^Hệ số cược/, '101', actor);
    await actor.type(within(form).getAllByRole('textbox', { name: /^Tóm tắt/ })[1]!, 'No title');
    fireEvent.change(within(form).getByLabelText(/^Bắt đầu/), { target: { value: ends } });
    fireEvent.change(within(form).getByLabelText(/^Kết thúc/), { target: { value: starts } });
    await send();
    expect(within(form).getByRole('textbox', { name: /^Phần trăm/ })).toHaveAccessibleDescription(
      expect.stringContaining('Từ 1 đến 500'),
    );
    expect(within(form).getByRole('textbox', { name: /^Thưởng tối đa/ })).toHaveAccessibleDescription(
      expect.stringContaining('Nhập số tiền lớn hơn 0'),
    );
    expect(within(form).getByRole('textbox', { name: /^Hệ số cược/ })).toHaveAccessibleDescription(
      expect.stringContaining('Từ 0 đến 100'),
    );
    expect(within(form).getAllByRole('textbox', { name: /^Tiêu đề/ })[1]).toHaveAccessibleDescription(
      'Cần tiêu đề cho phần lời này',
    );
    expect(within(form).getByLabelText(/^Kết thúc/)).toHaveAccessibleDescription(
      expect.stringContaining('Kết thúc phải sau khi bắt đầu'),
    );
    expect(api.calls('POST', path)).toHaveLength(0);
  });

  it('edits a promotion that has paid: its rule stays, and the server’s refusal is said', async () => {
    const actor = user();
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/promotions': () => ok({ promotions: [promotion('1')] }),
      'PUT /admin/promotions/1': () =>
        refuse(
          409,
          'error_promotion_registration_overlap',
          'Đã có một thưởng đăng ký khác chạy cùng thời gian',
        ),
    });
    renderConsole('/promotions', ownerSelf);
    await actor.click(await screen.findByRole('button', { name: 'Sửa Quà chào mừng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa Quà chào mừng' });
    const form = within(dialog).getByTestId('promotion-form');
    const rule = within(form).getByRole('combobox', { name: /^Quy tắc/ });
    expect(rule).toHaveValue('registration_bonus');
    expect(rule).toBeDisabled();
    expect(form).toHaveTextContent('Khuyến mãi đã trả thưởng: giữ nguyên quy tắc.');
    expect(within(form).getByRole('textbox', { name: /^Tiền thưởng/ })).toHaveValue('58000');
    expect(within(form).getByRole('textbox', { name: /^Hệ số cược/ })).toHaveValue('3');
    expect(within(form).getAllByRole('textbox', { name: /^Tiêu đề/ })[0]).toHaveValue('Quà chào mừng');
    await fill(form, /^Tiền thưởng/, '88000', actor);
    await actor.click(within(form).getByRole('button', { name: 'Lưu' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Đã có một thưởng đăng ký khác chạy cùng thời gian',
    );
    const body = api.calls('PUT', '/admin/promotions/1')[0]?.body as Record<string, unknown>;
    expect(body['terms']).toEqual({ rule: 'registration_bonus', amount: '88000', turnoverMultiplier: 3 });
    expect(body['startsAt']).toBe('2026-11-01T00:00:00.000Z');
    expect(body['endsAt']).toBe('2027-11-01T00:00:00.000Z');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says when it loads and when the promotions cannot be loaded', async () => {
    serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/promotions': () => new Promise(() => undefined),
    });
    const loading = renderConsole('/promotions', ownerSelf);
    expect(await screen.findByTestId('promotions-loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Thêm khuyến mãi' })).toBeDisabled();
    loading.unmount();

    serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/promotions': () => refuse(500, 'error_system', 'Lỗi hệ thống'),
    });
    renderConsole('/promotions', ownerSelf);
    expect(
      await screen.findByText('Không tải được các khuyến mãi', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });

  it('shows the set-up sections to a role that sets rewards up, and keeps the queues from it', async () => {
    serveOperatorApi({
      'GET /admin/session': () => ok(rewardsSetter),
      'GET /admin/promotions': () => ok({ promotions: [promotion('1')] }),
    });
    renderConsole('/promotion-applications', rewardsSetter);
    // The queue is not its: it lands on its first section, the points mall's set-up.
    await waitFor(() => expect(window.location.pathname).toBe('/points-mall'));
    const nav = screen.getByRole('navigation', { name: 'Các mục quản trị' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Cửa hàng điểm',
      'Khuyến mãi',
      'Chương trình quà tặng',
      'Cấp VIP',
      'Hoàn trả',
      'Tài khoản của tôi',
    ]);
  });
});
