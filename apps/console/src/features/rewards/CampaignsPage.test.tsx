import { createCampaign } from '@lotus/contract/campaigns';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useConsoleSession } from '../../lib/session-store.ts';
import { ok, ownerSelf, refuse, serveOperatorApi } from '../../test/fake-operator-api.ts';
import { renderConsole } from '../../test/render-console.tsx';
import { rewardsReviewer, rewardsSetter } from './rewards-fakes.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  useConsoleSession.getState().signOut();
  window.sessionStorage.clear();
});

function campaign(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    kind: 'wheel',
    texts: { vi: { name: 'Vòng quay Lotus', description: '' } } as Record<string, unknown>,
    budget: '3000000',
    paid: '750000',
    pointsBudget: '200000',
    pointsPaid: '5000',
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2027-11-01T00:00:00.000Z',
    closedAt: null as string | null,
    status: 'live',
    eligibility: { minDeposits: '1', minValidBets: '0', windowDays: null as number | null },
    drawsAllowed: 3,
    drawsPer: 'day',
    prizes: [
      { kind: 'money', amount: '50000', weight: 1 },
      { kind: 'points', amount: '1000', weight: 3 },
      { kind: 'none', amount: '0', weight: 6 },
    ],
    draws: 42,
    currency: 'VND',
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

const starts = '2026-12-01T08:00';
const ends = '2026-12-31T23:00';

async function fill(
  form: HTMLElement,
  label: RegExp,
  text: string,
  user: ReturnType<typeof userEvent.setup>,
) {
  const field = within(form).getAllByRole('textbox', { name: label })[0]!;
  await user.clear(field);
  await user.type(field, text);
}

describe('campaigns', () => {
  it('lists each campaign with its budgets used, rule, allowance and prize chances', async () => {
    serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/campaigns': () =>
        ok({
          campaigns: [
            campaign('3'),
            campaign('2', {
              kind: 'red_envelope',
              texts: { en: { name: 'Lucky red envelope', description: '' } },
              status: 'budget_spent',
              paid: '3000000',
              eligibility: { minDeposits: '5000000', minValidBets: '100000', windowDays: 7 },
              drawsAllowed: 1,
              drawsPer: 'campaign',
            }),
          ],
        }),
    });
    renderConsole('/campaigns', ownerSelf);
    const [wheel, envelope] = (await screen.findAllByTestId('campaign')) as [HTMLElement, HTMLElement];
    expect(wheel).toHaveTextContent('Vòng quay Lotus');
    expect(wheel).toHaveTextContent('Vòng quay may mắn');
    expect(wheel).toHaveTextContent('Đang diễn ra');
    expect(within(wheel).getByTestId('campaign-budget')).toHaveTextContent(
      'Đã trả 750.000 ₫ trên 3.000.000 ₫',
    );
    expect(within(wheel).getByRole('meter')).toHaveAttribute('value', '0.25');
    expect(wheel).toHaveTextContent('Đã tặng 5.000 trên 200.000 điểm');
    expect(wheel).toHaveTextContent('3 lượt mỗi ngày');
    expect(wheel).toHaveTextContent('Nạp từ 1 ₫ và cược hợp lệ từ 0 ₫, tính từ trước đến nay');
    const prizes = within(wheel).getByTestId('campaign-prizes');
    expect(prizes).toHaveTextContent('50.000 ₫');
    expect(prizes).toHaveTextContent('10,00%');
    expect(prizes).toHaveTextContent('1.000 điểm');
    expect(prizes).toHaveTextContent('30,00%');
    expect(prizes).toHaveTextContent('Chúc may mắn lần sau');
    expect(prizes).toHaveTextContent('60,00%');
    expect(envelope).toHaveTextContent('Lucky red envelope');
    expect(envelope).toHaveTextContent('Hết ngân sách');
    expect(envelope).toHaveTextContent('1 lượt cho cả chương trình');
    expect(envelope).toHaveTextContent(
      'Nạp từ 5.000.000 ₫ và cược hợp lệ từ 100.000 ₫, trong 7 ngày gần nhất',
    );
    expect(within(wheel).getByRole('button', { name: 'Sửa Vòng quay Lotus' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mở chương trình' })).toBeEnabled();
  });

  it('opens a wheel with its prize table, the body as the contract expects it', async () => {
    const user = userEvent.setup();
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/campaigns': () => ok({ campaigns: [] }),
      'POST /admin/campaigns': (request) => ok({ ...campaign('9'), ...(request.body as object) }),
    });
    renderConsole('/campaigns', ownerSelf);
    expect(await screen.findByText('Chưa có chương trình nào')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mở chương trình' }));
    const form = await screen.findByTestId('campaign-form');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Loại/ }), 'Vòng quay may mắn');
    await fill(form, /^Tên/, 'Vòng quay Tết', user);
    await fill(form, /^Ngân sách tiền/, '2000000', user);
    await fill(form, /^Ngân sách điểm/, '100000', user);
    fireEvent.change(within(form).getByLabelText(/^Bắt đầu/), { target: { value: starts } });
    fireEvent.change(within(form).getByLabelText(/^Kết thúc/), { target: { value: ends } });
    await fill(form, /^Nạp tối thiểu/, '1', user);
    await fill(form, /^Trong số ngày gần nhất/, '30', user);
    await fill(form, /^Lượt mỗi thành viên/, '3', user);
    // Two lines to start with (money, nothing); a third for points.
    expect(within(form).getAllByTestId('prize-line')).toHaveLength(2);
    await fill(form, /^Giải 1: giá trị/, '50000', user);
    await user.click(within(form).getByRole('button', { name: 'Thêm giải' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Giải 3: loại' }), 'Điểm');
    await fill(form, /^Giải 3: giá trị/, '1000', user);
    await fill(form, /^Giải 3: trọng số/, '3', user);
    await fill(form, /^Giải 2: trọng số/, '6', user);
    expect(within(form).getByRole('textbox', { name: /^Giải 1: trọng số/ })).toHaveAccessibleDescription(
      'Tỉ lệ 10,00%',
    );
    expect(within(form).getByRole('textbox', { name: /^Giải 2: giá trị/ })).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Mở chương trình' }));
    expect(await screen.findByText('Đã mở Vòng quay Tết.')).toBeInTheDocument();
    const body = api.calls('POST', '/admin/campaigns')[0]?.body;
    expect((await createCampaign.schemas()).body.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      kind: 'wheel',
      texts: { vi: { name: 'Vòng quay Tết', description: '' } },
      budget: '2000000',
      pointsBudget: '100000',
      startsAt: new Date(starts).toISOString(),
      endsAt: new Date(ends).toISOString(),
      eligibility: { minDeposits: '1', minValidBets: '0', windowDays: 30 },
      drawsAllowed: 3,
      drawsPer: 'day',
      prizes: [
        { kind: 'money', amount: '50000', weight: 1 },
        { kind: 'none', amount: '0', weight: 6 },
        { kind: 'points', amount: '1000', weight: 3 },
      ],
    });
  });

  it('checks the prize table and the budgets before sending', async () => {
    const user = userEvent.setup();
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/campaigns': () => ok({ campaigns: [] }),
    });
    renderConsole('/campaigns', ownerSelf);
    await user.click(await screen.findByRole('button', { name: 'Mở chương trình' }));
    const form = await screen.findByTestId('campaign-form');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Giải 1: loại' }), 'Không trúng');
    await user.click(within(form).getByRole('button', { name: 'Mở chương trình' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Cần ít nhất một giải tiền hoặc điểm');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Giải 1: loại' }), 'Tiền');
    await fill(form, /^Giải 1: giá trị/, '500000', user);
    await fill(form, /^Ngân sách tiền/, '100000', user);
    await user.click(within(form).getByRole('button', { name: 'Mở chương trình' }));
    expect(within(form).getByRole('textbox', { name: /^Ngân sách tiền/ })).toHaveAccessibleDescription(
      expect.stringContaining('Vượt ngân sách'),
    );
    expect(api.calls('POST', '/admin/campaigns')).toHaveLength(0);
  });

  it('edits a campaign members have drawn: its kind and prizes stay, the server’s refusal said', async () => {
    const user = userEvent.setup();
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/campaigns': () => ok({ campaigns: [campaign('3')] }),
      'PUT /admin/campaigns/3': () =>
        refuse(422, 'error_campaign_invalid', 'Chương trình không hợp lệ: ngân sách thấp hơn số đã trả'),
    });
    renderConsole('/campaigns', ownerSelf);
    await user.click(await screen.findByRole('button', { name: 'Sửa Vòng quay Lotus' }));
    const form = await screen.findByTestId('campaign-form');
    expect(within(form).getByRole('combobox', { name: /^Loại/ })).toBeDisabled();
    expect(within(form).getByRole('combobox', { name: 'Giải 1: loại' })).toBeDisabled();
    expect(within(form).getByRole('textbox', { name: /^Giải 1: giá trị/ })).toHaveValue('50000');
    expect(within(form).queryByRole('button', { name: 'Thêm giải' })).not.toBeInTheDocument();
    await fill(form, /^Ngân sách tiền/, '5000000', user);
    await user.click(within(form).getByRole('button', { name: 'Lưu' }));
    expect(
      await within(form).findByText('Chương trình không hợp lệ: ngân sách thấp hơn số đã trả'),
    ).toBeInTheDocument();
    const body = api.calls('PUT', '/admin/campaigns/3')[0]?.body as Record<string, unknown>;
    expect(body['budget']).toBe('5000000');
    expect(body['prizes']).toEqual(campaign('3').prizes);
    expect(body['startsAt']).toBe('2026-11-01T00:00:00.000Z');
  });

  it('closes a campaign after asking', async () => {
    const user = userEvent.setup();
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/campaigns': () => ok({ campaigns: [campaign('3')] }),
      'POST /admin/campaigns/3/close': () =>
        ok(campaign('3', { status: 'ended', closedAt: '2026-11-27T02:00:00.000Z' })),
    });
    renderConsole('/campaigns', ownerSelf);
    await user.click(await screen.findByRole('button', { name: 'Đóng Vòng quay Lotus ngay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đóng Vòng quay Lotus ngay?' });
    await user.click(within(dialog).getByRole('button', { name: 'Đóng chương trình' }));
    expect(await screen.findByText('Đã đóng Vòng quay Lotus.')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/campaigns/3/close')).toHaveLength(1);
    const closed = screen.getByTestId('campaign');
    expect(closed).toHaveAttribute('data-status', 'ended');
    expect(closed).toHaveTextContent('Đã đóng lúc');
    expect(
      within(closed).queryByRole('button', { name: 'Đóng Vòng quay Lotus ngay' }),
    ).not.toBeInTheDocument();
  });

  it('lets a reviewer read the campaigns and their draws, and change nothing', async () => {
    const user = userEvent.setup();
    const api = serveOperatorApi({
      'GET /admin/session': () => ok(rewardsReviewer),
      'GET /admin/campaigns': () => ok({ campaigns: [campaign('3')] }),
      'GET /admin/campaigns/3/draws': (request) => {
        const username = request.query.get('username');
        const draw = {
          id: '77',
          campaignId: '3',
          kind: 'wheel',
          campaignName: 'Vòng quay Lotus',
          drawNumber: 2,
          periodKey: '2026-11-26',
          prizes: campaign('3').prizes,
          prizeIndex: 1,
          prize: { kind: 'points', amount: '1000', weight: 3 },
          currency: 'VND',
          serverSeedHash: 'a'.repeat(64),
          clientSeed: 'lan-seed',
          nonce: 5,
          serverSeed: null,
          createdAt: '2026-11-26T03:00:00.000Z',
          account: 'lan123456',
        };
        const content = username === null || username === 'lan123456' ? [draw] : [];
        return ok({
          content,
          page: 1,
          size: 20,
          total: content.length,
          totals: { draws: 42, members: 17, money: '750000', points: '5000' },
        });
      },
    });
    renderConsole('/campaigns', rewardsReviewer);
    const entry = await screen.findByTestId('campaign');
    expect(within(entry).queryByRole('button', { name: /^Sửa/ })).not.toBeInTheDocument();
    expect(within(entry).queryByRole('button', { name: /^Đóng/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mở chương trình' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Các mục quản trị' });
    expect(within(nav).getByRole('link', { name: 'Chương trình quà tặng' })).toHaveAttribute(
      'href',
      '/campaigns',
    );

    await user.click(within(entry).getByRole('button', { name: 'Lượt rút của Vòng quay Lotus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lượt rút của Vòng quay Lotus' });
    expect(await within(dialog).findByTestId('draw-totals')).toHaveTextContent(
      '42 lượt rút của 17 thành viên: đã trả 750.000 ₫ và 5.000 điểm',
    );
    const draw = within(dialog).getByTestId('campaign-draw');
    expect(draw).toHaveTextContent('lan123456');
    expect(draw).toHaveTextContent('Lượt 2 · 2026-11-26');
    expect(draw).toHaveTextContent('1.000 điểm');
    expect(draw).toHaveTextContent('chưa công bố');
    await user.type(
      within(dialog).getByRole('searchbox', { name: 'Tên đăng nhập của thành viên' }),
      'hoa1999',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Tìm' }));
    expect(await within(dialog).findByText('Không có lượt rút nào của hoa1999')).toBeInTheDocument();
    expect(api.calls('GET', '/admin/campaigns/3/draws').at(-1)?.query.get('username')).toBe('hoa1999');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets content, who sets campaigns up, find them in the menu and change them', async () => {
    serveOperatorApi({
      'GET /admin/session': () => ok(rewardsSetter),
      'GET /admin/campaigns': () => ok({ campaigns: [campaign('3')] }),
    });
    renderConsole('/campaigns', rewardsSetter);
    const entry = await screen.findByTestId('campaign');
    expect(within(entry).getByRole('button', { name: /^Sửa/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Mở chương trình' })).toBeEnabled();
    const nav = screen.getByRole('navigation', { name: 'Các mục quản trị' });
    expect(within(nav).getByRole('link', { name: 'Chương trình quà tặng' })).toHaveAttribute(
      'href',
      '/campaigns',
    );
    // Content decides no queue: the points exchanges are not in its menu.
    expect(within(nav).queryByRole('link', { name: 'Duyệt đổi điểm' })).not.toBeInTheDocument();
  });

  it('says when it loads and when the campaigns cannot be loaded', async () => {
    serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/campaigns': () => new Promise(() => undefined),
    });
    const loading = renderConsole('/campaigns', ownerSelf);
    expect(await screen.findByTestId('campaigns-loading')).toHaveAttribute('aria-busy', 'true');
    loading.unmount();

    serveOperatorApi({
      'GET /admin/session': () => ok(ownerSelf),
      'GET /admin/campaigns': () => refuse(500, 'error_system', 'Lỗi hệ thống'),
    });
    renderConsole('/campaigns', ownerSelf);
    expect(
      await screen.findByText('Không tải được các chương trình', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument());
  });
});
