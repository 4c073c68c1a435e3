import { setRebateSettings } from '@lotus/contract/rebate';
import { setVipLevels } from '@lotus/contract/vip';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useConsoleSession } from '../../lib/session-store.ts';
import { ok, ownerSelf, refuse, serveOperatorApi } from '../../test/fake-operator-api.ts';
import { renderConsole } from '../../test/render-console.tsx';
import { rewardsReviewer } from './rewards-fakes.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  useConsoleSession.getState().signOut();
  window.sessionStorage.clear();
});

const level = (n: number, vi: string, overrides: Record<string, unknown> = {}) => ({
  level: n,
  names: { vi, en: `Level ${vi}` },
  depositsNeeded: String(n * 1_000_000),
  betsNeeded: String(n * 5_000_000),
  keepDeposits: '0',
  keepBets: '0',
  upgradeBonus: String(n * 50_000),
  weeklyBonus: '0',
  monthlyBonus: '0',
  birthdayBonus: '0',
  withdrawDailyCount: null as number | null,
  withdrawDailyAmount: null as string | null,
  ...overrides,
});
const table = {
  periodDays: 30,
  currency: 'VND',
  levels: [
    level(0, 'Thành viên'),
    level(1, 'Bạc', { withdrawDailyCount: 5, withdrawDailyAmount: '50000000' }),
  ],
};

async function retype(field: HTMLElement, text: string, user: ReturnType<typeof userEvent.setup>) {
  await user.clear(field);
  if (text !== '') await user.type(field, text);
}

describe('VIP levels', () => {
  it('edits the level table and saves it whole, as the contract takes it', async () => {
    const user = userEvent.setup();
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/vip/levels': () => ok(table),
      'PUT /admin/vip/levels': (request) => ok({ ...(request.body as object), currency: 'VND' }),
    });
    renderConsole('/vip-levels', ownerSelf);
    const form = await screen.findByTestId('vip-levels-form');
    const [member, silver] = within(form).getAllByTestId('vip-level') as [HTMLElement, HTMLElement];
    expect(within(member).getByRole('textbox', { name: 'Tên tiếng Việt' })).toHaveValue('Thành viên');
    expect(within(silver).getByRole('textbox', { name: /^Cược hợp lệ để đạt/ })).toHaveValue('5000000');
    expect(within(silver).getByRole('textbox', { name: /^Số lần rút mỗi ngày/ })).toHaveValue('5');
    expect(within(member).getByRole('textbox', { name: /^Số lần rút mỗi ngày/ })).toHaveAccessibleDescription(
      'Để trống: theo quy định chung',
    );
    await retype(within(silver).getByRole('textbox', { name: /^Thưởng hằng tuần/ }), '20000', user);
    await retype(within(silver).getByRole('textbox', { name: /^Số tiền rút tối đa mỗi ngày/ }), '', user);
    await user.click(within(form).getByRole('button', { name: 'Thêm cấp' }));
    const gold = within(form).getAllByTestId('vip-level')[2]!;
    expect(gold).toHaveTextContent('Cấp 2');
    await user.type(within(gold).getByRole('textbox', { name: 'Tên tiếng Anh' }), 'Gold');
    await retype(within(gold).getByRole('textbox', { name: /^Nạp để đạt/ }), '10000000', user);
    await retype(within(form).getByRole('textbox', { name: /^Kỳ tính/ }), '7', user);
    await user.click(within(form).getByRole('button', { name: 'Lưu bảng cấp' }));
    expect(await screen.findByText('Đã lưu bảng cấp VIP.')).toBeInTheDocument();
    const body = api.calls('PUT', '/admin/vip/levels')[0]?.body as { periodDays: number; levels: unknown[] };
    expect((await setVipLevels.schemas()).body.safeParse(body).success).toBe(true);
    expect(body.periodDays).toBe(7);
    expect(body.levels).toHaveLength(3);
    expect(body.levels[1]).toEqual({
      ...level(1, 'Bạc'),
      names: { vi: 'Bạc', en: 'Level Bạc' },
      weeklyBonus: '20000',
      withdrawDailyCount: 5,
      withdrawDailyAmount: null,
    });
    expect(body.levels[2]).toEqual({
      ...level(2, 'x'),
      names: { en: 'Gold' },
      depositsNeeded: '10000000',
      betsNeeded: '0',
      upgradeBonus: '0',
    });
  });

  it('names what is missing before sending, and says the server’s refusal of the table', async () => {
    const user = userEvent.setup();
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/vip/levels': () => ok(table),
      'PUT /admin/vip/levels': () =>
        refuse(422, 'error_vip_levels_invalid', 'Bảng cấp VIP không hợp lệ: ngưỡng phải tăng theo cấp'),
    });
    renderConsole('/vip-levels', ownerSelf);
    const form = await screen.findByTestId('vip-levels-form');
    await user.click(within(form).getByRole('button', { name: 'Thêm cấp' }));
    await user.click(within(form).getByRole('button', { name: 'Lưu bảng cấp' }));
    const added = within(form).getAllByTestId('vip-level')[2]!;
    expect(within(added).getByRole('textbox', { name: 'Tên tiếng Việt' })).toHaveAccessibleDescription(
      'Cần tên ở ít nhất một ngôn ngữ',
    );
    expect(api.calls('PUT', '/admin/vip/levels')).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Bỏ cấp 2' }));
    await user.click(within(form).getByRole('button', { name: 'Lưu bảng cấp' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Bảng cấp VIP không hợp lệ: ngưỡng phải tăng theo cấp',
    );
  });

  it('reviews a day now and says what it did, or that it was done', async () => {
    const user = userEvent.setup();
    let runs = 0;
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/vip/levels': () => ok(table),
      'POST /admin/vip/reviews': (request) => {
        runs += 1;
        const { day } = request.body as { day: string };
        return ok(
          runs === 1
            ? { day, alreadyReviewed: false, upgraded: 3, dropped: 1, bonuses: 4, amount: '250000' }
            : { day, alreadyReviewed: true, upgraded: 0, dropped: 0, bonuses: 0, amount: '0' },
        );
      },
    });
    renderConsole('/vip-levels', ownerSelf);
    const review = await screen.findByTestId('vip-review');
    await user.click(within(review).getByRole('button', { name: 'Xét ngày này' }));
    expect(api.calls('POST', '/admin/vip/reviews')).toHaveLength(0);
    fireEvent.change(within(review).getByLabelText(/^Ngày/), { target: { value: '2026-11-25' } });
    await user.click(within(review).getByRole('button', { name: 'Xét ngày này' }));
    expect(await within(review).findByRole('status')).toHaveTextContent(
      'Đã xét 2026-11-25: 3 lên cấp, 1 xuống cấp, 4 khoản thưởng (250.000 ₫).',
    );
    expect(api.calls('POST', '/admin/vip/reviews')[0]?.body).toEqual({ day: '2026-11-25' });
    await user.click(within(review).getByRole('button', { name: 'Xét ngày này' }));
    await waitFor(() =>
      expect(within(review).getByRole('status')).toHaveTextContent(
        'Ngày 2026-11-25 đã được xét trước đó: lần này không làm gì.',
      ),
    );
  });

  it('says when the table cannot be loaded', async () => {
    serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/vip/levels': () => refuse(500, 'error_system', 'Lỗi hệ thống'),
    });
    renderConsole('/vip-levels', ownerSelf);
    expect(await screen.findByText('Không tải được các cấp VIP', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});

describe('rebate settings', () => {
  const settings = {
    mode: 'auto',
    currency: 'VND',
    rates: [
      { level: 0, gameType: 'slots', kind: 'rebate', rateBps: 50 },
      { level: 1, gameType: 'slots', kind: 'rebate', rateBps: 80 },
      { level: 1, gameType: 'live', kind: 'cashback', rateBps: 500 },
    ],
  };

  it('sets the mode and the rates by level, game type and kind, saved whole', async () => {
    const user = userEvent.setup();
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/vip/levels': () => ok(table),
      'GET /admin/rebate/settings': () => ok(settings),
      'PUT /admin/rebate/settings': (request) => ok({ ...(request.body as object), currency: 'VND' }),
    });
    renderConsole('/rebate', ownerSelf);
    const form = await screen.findByTestId('rebate-form');
    const [member, silver] = within(form).getAllByTestId('rebate-level') as [HTMLElement, HTMLElement];
    expect(member).toHaveTextContent('Cấp 0 · Thành viên');
    expect(within(silver).getByRole('textbox', { name: 'Hoàn trả Nổ hũ, cấp 1' })).toHaveValue('0.8');
    expect(within(silver).getByRole('textbox', { name: 'Hoàn lỗ Casino trực tiếp, cấp 1' })).toHaveValue('5');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Cách trả' }),
      'Để thành viên tự nhận',
    );
    await retype(within(silver).getByRole('textbox', { name: 'Hoàn trả Nổ hũ, cấp 1' }), '1,25', user);
    await retype(within(member).getByRole('textbox', { name: 'Hoàn trả Nổ hũ, cấp 0' }), '', user);
    await user.type(within(member).getByRole('textbox', { name: 'Hoàn lỗ Thể thao, cấp 0' }), '101');
    await user.click(within(form).getByRole('button', { name: 'Lưu tỉ lệ' }));
    expect(
      within(member).getByRole('textbox', { name: 'Hoàn lỗ Thể thao, cấp 0' }),
    ).toHaveAccessibleDescription('Phần trăm từ 0,01 đến 100');
    expect(api.calls('PUT', '/admin/rebate/settings')).toHaveLength(0);
    await retype(within(member).getByRole('textbox', { name: 'Hoàn lỗ Thể thao, cấp 0' }), '3', user);
    await user.click(within(form).getByRole('button', { name: 'Lưu tỉ lệ' }));
    expect(await screen.findByText('Đã lưu thiết lập hoàn trả.')).toBeInTheDocument();
    const body = api.calls('PUT', '/admin/rebate/settings')[0]?.body;
    expect((await setRebateSettings.schemas()).body.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      mode: 'claim',
      rates: [
        { level: 0, gameType: 'sports', kind: 'cashback', rateBps: 300 },
        { level: 1, gameType: 'slots', kind: 'rebate', rateBps: 125 },
        { level: 1, gameType: 'live', kind: 'cashback', rateBps: 500 },
      ],
    });
  });

  it('gives an ended day now, and says the server’s refusal of a day not ended', async () => {
    const user = userEvent.setup();
    serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/vip/levels': () => ok(table),
      'GET /admin/rebate/settings': () => ok(settings),
      'POST /admin/rebate/periods': (request) => {
        const { periodKey } = request.body as { periodKey: string };
        return periodKey === '2026-11-27'
          ? refuse(409, 'error_rebate_period_not_ended', 'Ngày này chưa kết thúc')
          : ok({ periodKey, alreadyGiven: false, mode: 'auto', members: 12, amount: '345000' });
      },
    });
    renderConsole('/rebate', ownerSelf);
    const give = await screen.findByTestId('rebate-give');
    fireEvent.change(within(give).getByLabelText(/^Ngày/), { target: { value: '2026-11-27' } });
    await user.click(within(give).getByRole('button', { name: 'Trả ngày này' }));
    expect(await within(give).findByRole('alert')).toHaveTextContent('Ngày này chưa kết thúc');
    fireEvent.change(within(give).getByLabelText(/^Ngày/), { target: { value: '2026-11-26' } });
    await user.click(within(give).getByRole('button', { name: 'Trả ngày này' }));
    expect(await within(give).findByRole('status')).toHaveTextContent(
      'Đã trả 2026-11-26: 345.000 ₫ cho 12 thành viên.',
    );
  });

  it('keeps VIP levels and rebate from a role that only reviews rewards', async () => {
    serveOperatorApi({
      'GET /admin/session': () => ok(rewardsReviewer),
      'GET /admin/cashier/withdrawals': () => ok({ content: [], page: 1, size: 20, total: 0 }),
    });
    renderConsole('/rebate', rewardsReviewer);
    expect(await screen.findByTestId('withdrawals-page')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Các mục quản trị' });
    expect(within(nav).queryByRole('link', { name: 'Cấp VIP' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Hoàn trả' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Chương trình quà tặng' })).toBeInTheDocument();
  });
});
