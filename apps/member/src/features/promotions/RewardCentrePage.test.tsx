import type { RewardCentre } from '@lotus/contract/promotions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeAnswer, FakeRequest } from '../../test/fake-api.ts';
import { serveFakeApi } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { RewardCentrePage } from './RewardCentrePage.tsx';
import { applicationOf, grantOf, rewardCentreOf } from './promotions-fakes.ts';

function rewardsServer(
  options: { centre?: (page: number) => RewardCentre; read?: () => FakeAnswer | undefined } = {},
) {
  const pages: number[] = [];
  const handle = (request: FakeRequest): FakeAnswer | undefined => {
    const path = request.url.pathname;
    if (path === '/wps/member/info')
      return { value: { id: '1', account: 'demo_member', nickname: null, type: 0 } };
    if (path === '/wps/member/rewards') {
      const page = Number(request.url.searchParams.get('page'));
      pages.push(page);
      return options.read?.() ?? { value: options.centre?.(page) ?? rewardCentreOf() };
    }
    if (path === '/wps/member/promotions/applications')
      return {
        value: {
          applications: [
            applicationOf({ status: 'issued', amount: '300000', operatorRemark: 'Chúc mừng bạn' }),
          ],
        },
      };
    return undefined;
  };
  return { handle, pages };
}

signInForEachTest();

describe('the reward centre', { timeout: 20_000 }, () => {
  it('shows the turnover still to bet, the total, every bonus with its fields, and the applications', async () => {
    serveFakeApi(rewardsServer().handle);
    renderPage(<RewardCentrePage />, '/rewards');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trung tâm phần thưởng' }),
    ).toBeInTheDocument();
    // The account's tabs and the promotions pages' own lead to the activity centre and here.
    for (const nav of [
      screen.getByRole('navigation', { name: 'Các mục tài khoản' }),
      screen.getByRole('navigation', { name: 'Các trang khuyến mãi' }),
    ]) {
      expect(within(nav).getByRole('link', { name: /^(Khuyến mãi|Trung tâm hoạt động)$/ })).toHaveAttribute(
        'href',
        '/promotions',
      );
      expect(within(nav).getByRole('link', { name: 'Trung tâm phần thưởng' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    const head = await screen.findByTestId('rewards-head');
    expect(within(head).getByTestId('turnover-remaining')).toHaveTextContent(/^3\.250\.000\s₫$/);
    expect(within(head).getByRole('link', { name: 'Thể lệ khuyến mãi' })).toHaveAttribute(
      'href',
      '/promotions',
    );
    expect(within(head).getByTestId('total-bonuses')).toHaveTextContent(/520\.000\s₫/);

    const grants = screen.getAllByTestId('grant-record');
    expect(grants).toHaveLength(2);
    const [match, signIn] = grants as [HTMLElement, HTMLElement];
    expect(within(match).getByRole('link', { name: 'Nạp đầu nhận 100 %' })).toHaveAttribute(
      'href',
      '/promotions/2',
    );
    expect(match).toHaveTextContent('Thưởng nạp đầu');
    expect(match).toHaveTextContent(/Số tiền\s*500\.000\s₫/);
    expect(match).toHaveTextContent(/Doanh số cược yêu cầu\s*5\.000\.000\s₫/);
    expect(match).toHaveTextContent('Đã nhận');
    // 03:15 UTC is 10:15 on the brand's clock (Asia/Ho_Chi_Minh).
    expect(match).toHaveTextContent('10:15');
    expect(signIn).toHaveTextContent(/Ngày\s*21 thg 11, 2026/);
    expect(signIn).toHaveTextContent('Điểm danh hằng ngày');

    const applications = await screen.findByRole('list', { name: 'Đơn của tôi' });
    const record = within(applications).getByTestId('application-record');
    expect(record).toHaveTextContent('Chia sẻ khoảnh khắc thắng lớn');
    expect(record).toHaveTextContent('Đã phát thưởng');
    expect(record).toHaveTextContent(/300\.000\s₫/);
    expect(record).toHaveTextContent('Chúc mừng bạn');
  });

  it('pages through the bonuses', async () => {
    const user = userEvent.setup();
    const server = rewardsServer({
      centre: (page) =>
        rewardCentreOf({
          total: 12,
          grants: Array.from({ length: page === 1 ? 10 : 2 }, (_, index) =>
            grantOf({ id: String(page * 100 + index), promotionTitle: `Khoản ${page}-${index}` }),
          ),
        }),
    });
    serveFakeApi(server.handle);
    renderPage(<RewardCentrePage />, '/rewards');
    expect(await screen.findAllByTestId('grant-record')).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Các trang khoản thưởng' });
    expect(pager).toHaveTextContent('Trang 1/2');
    await user.click(within(pager).getByRole('button', { name: 'Sau' }));
    expect(await screen.findByRole('link', { name: 'Khoản 2-1' })).toBeInTheDocument();
    expect(screen.getAllByTestId('grant-record')).toHaveLength(2);
    expect(server.pages).toEqual([1, 2]);
  });

  it('says when nothing holds back a withdrawal and there are no bonuses yet', async () => {
    serveFakeApi(
      rewardsServer({
        centre: () => rewardCentreOf({ turnoverRemaining: '0', totalBonuses: '0', grants: [], total: 0 }),
      }).handle,
    );
    renderPage(<RewardCentrePage />, '/rewards');
    expect(await screen.findByTestId('turnover-remaining')).toHaveTextContent(/^0\s₫$/);
    expect(screen.getByText(/Không còn: tiền thưởng không giữ lại lệnh rút của bạn/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Chưa có khoản thưởng nào' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đến trung tâm hoạt động' })).toHaveAttribute(
      'href',
      '/promotions',
    );
  });

  it('shows a placeholder while loading and the server’s words with a retry when loading fails', async () => {
    const user = userEvent.setup();
    let failing = true;
    serveFakeApi(
      rewardsServer({
        read: () =>
          failing ? { error: 'error_system', status: 500, message: 'Hệ thống đang bận' } : undefined,
      }).handle,
    );
    renderPage(<RewardCentrePage />, '/rewards');
    expect(await screen.findByLabelText('Đang tải phần thưởng…')).toHaveAttribute('aria-busy', 'true');
    expect(
      await screen.findByRole('heading', { name: 'Không tải được phần thưởng của bạn' }),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findAllByTestId('grant-record')).toHaveLength(2);
  });
});
