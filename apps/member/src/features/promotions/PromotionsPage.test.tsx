import { useSessionStore } from '@lotus/app-shell';
import type { Promotion } from '@lotus/contract/promotions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import { HeaderWallet } from '../../shell/HeaderWallet.tsx';
import type { FakeAnswer, FakeRequest } from '../../test/fake-api.ts';
import { serveFakeApi } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { PromotionsPage } from './PromotionsPage.tsx';
import { grantOf, promotionOf, rewardCentreOf } from './promotions-fakes.ts';

/** One promotion in each of the ten statuses, with the rule each status goes with. */
const everyStatus: Promotion[] = [
  promotionOf('registration_bonus', { status: 'claim', claimable: '50000' }),
  promotionOf('first_deposit_match', { status: 'join' }),
  promotionOf('reload_bonus', { status: 'processing' }),
  promotionOf('daily_sign_in', { status: 'claim', claimable: '3000', streak: 2 }),
  promotionOf('turnover_challenge', {
    status: 'signed',
    progress: { done: '2500000', target: '10000000' },
  }),
  promotionOf('application', { status: 'join' }),
  promotionOf('application', { id: '7', title: 'Đơn đang chờ', status: 'applying' }),
  promotionOf('application', { id: '8', title: 'Đơn bị từ chối', status: 'rejected' }),
  promotionOf('application', { id: '9', title: 'Đơn được duyệt', status: 'issued' }),
  promotionOf('registration_bonus', { id: '10', title: 'Thưởng đã nhận', status: 'claimed' }),
  promotionOf('turnover_challenge', { id: '11', title: 'Thử thách sắp tới', status: 'coming' }),
  promotionOf('registration_bonus', {
    id: '12',
    title: 'Thưởng cho người mới',
    status: 'closed',
    reason: 'registered_before',
  }),
];

/**
 * The activity centre as the server answers it: the member's list (of a type or all), the
 * visitor's, a claim and a join kept by key (the same key answers the same result), the reward
 * centre, the wallet's balance (counted, to see the header asked again).
 */
function promotionsServer(
  options: {
    promotions?: Promotion[];
    read?: () => FakeAnswer | undefined;
    refuse?: (path: string) => FakeAnswer | undefined;
  } = {},
) {
  let list = options.promotions ?? everyStatus;
  const types: string[] = [];
  const posts: Array<{ path: string; body: Record<string, unknown> }> = [];
  const paid = new Set<string>();
  let balanceReads = 0;
  const handle = (request: FakeRequest): FakeAnswer | undefined => {
    const path = request.url.pathname;
    if (path === '/wps/member/info')
      return { value: { id: '1', account: 'demo_member', nickname: null, type: 0 } };
    if (path === '/wps/v2/wallets/balance') {
      balanceReads += 1;
      return { value: { balance: balanceReads > 1 ? '150000' : '100000', currency: 'VND', points: '0' } };
    }
    if (path === '/wps/member/promotions' || path === '/wps/promotions') {
      const type = request.url.searchParams.get('type');
      types.push(`${path === '/wps/promotions' ? 'visitor' : 'member'}:${type ?? 'all'}`);
      return (
        options.read?.() ?? {
          value: { promotions: type ? list.filter((promotion) => promotion.type === type) : list },
        }
      );
    }
    if (path === '/wps/member/rewards')
      return {
        value: rewardCentreOf({
          grants: [grantOf({ promotionId: '1', amount: '50000', turnoverRequired: '150000' })],
        }),
      };
    const action = /^\/wps\/member\/promotions\/(\d+)\/(claim|join)$/.exec(path);
    if (action && request.method === 'POST') {
      const body = request.body as Record<string, unknown>;
      posts.push({ path, body });
      const refusal = options.refuse?.(path);
      if (refusal) return refusal;
      const [, id, verb] = action;
      paid.add(String(body.idempotencyKey));
      list = list.map((promotion) => {
        if (promotion.id !== id) return promotion;
        if (verb === 'join')
          return {
            ...promotion,
            status: 'signed',
            progress: {
              done: '0',
              target: promotion.terms.rule === 'turnover_challenge' ? promotion.terms.target : '0',
            },
          };
        return {
          ...promotion,
          status: promotion.terms.rule === 'daily_sign_in' ? 'signed' : 'claimed',
          claimable: null,
          // The server's streak while a sign-in waits is already the day it claims.
          streak: promotion.streak,
        };
      });
      return { value: list.find((promotion) => promotion.id === id) };
    }
    return undefined;
  };
  return { handle, types, posts, paid, balanceReads: () => balanceReads };
}

const card = (title: string) =>
  screen
    .getAllByTestId('promotion-card')
    .find((element) => within(element).queryByRole('heading', { name: title }))!;

signInForEachTest();

describe('the activity centre', { timeout: 20_000 }, () => {
  it('shows each of the ten statuses in its word, with the action that goes with it', async () => {
    serveFakeApi(promotionsServer().handle);
    renderPage(<PromotionsPage />, '/promotions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Khuyến mãi' })).toBeInTheDocument();
    await screen.findAllByTestId('promotion-card');
    const statuses = screen.getAllByTestId('promotion-status').map((badge) => badge.textContent);
    expect(statuses).toEqual([
      'Trạng thái của bạn: Nhận thưởng',
      'Trạng thái của bạn: Tham gia',
      'Trạng thái của bạn: Đang xử lý',
      'Trạng thái của bạn: Nhận thưởng',
      'Trạng thái của bạn: Đã tham gia',
      'Trạng thái của bạn: Tham gia',
      'Trạng thái của bạn: Đang xét duyệt',
      'Trạng thái của bạn: Bị từ chối',
      'Trạng thái của bạn: Đã phát thưởng',
      'Trạng thái của bạn: Đã nhận',
      'Trạng thái của bạn: Sắp diễn ra',
      'Trạng thái của bạn: Đã đóng',
    ]);

    // claim: the amount on the button.
    const welcome = card('Thưởng chào mừng thành viên mới');
    expect(within(welcome).getByRole('button', { name: /^Nhận 50\.000\s₫ từ/ })).toHaveTextContent(
      /Nhận 50\.000\s₫/,
    );
    // A match not yet deposited for: the way to deposit.
    expect(within(card('Nạp đầu nhận 100 %')).getByRole('link', { name: /^Nạp tiền cho/ })).toHaveAttribute(
      'href',
      '/deposit',
    );
    // processing: what is happening, no button.
    const reload = card('Nạp lại mỗi ngày thưởng 10 %');
    expect(reload).toHaveTextContent('Khoản nạp của bạn đang được ghi có');
    expect(within(reload).queryByRole('button')).toBeNull();
    // Daily sign-in on its second day: today's amount, the ladder with day 1 signed and today's step.
    const signIn = card('Điểm danh 7 ngày');
    expect(within(signIn).getByRole('button', { name: /^Điểm danh hôm nay nhận 3\.000\s₫/ })).toBeEnabled();
    const ladder = within(signIn).getByRole('list', { name: 'Các ngày điểm danh' });
    const steps = within(ladder).getAllByRole('listitem');
    expect(steps).toHaveLength(7);
    expect(steps[0]).toHaveTextContent(/Ngày 1.*2\.000\s₫.*đã điểm danh/);
    expect(steps[1]).toHaveTextContent(/Ngày 2.*3\.000\s₫.*hôm nay/);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[2]).not.toHaveTextContent(/đã điểm danh|hôm nay/);
    expect(signIn).toHaveTextContent('1 ngày liên tiếp');
    // A challenge under way: its bar, done of target.
    const challenge = card('Thử thách cược 10 triệu');
    const bar = within(challenge).getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(challenge).toHaveTextContent(/2\.500\.000\s₫ \/ 10\.000\.000\s₫/);
    // Application: apply on its page.
    expect(
      within(card('Chia sẻ khoảnh khắc thắng lớn')).getByRole('link', { name: /^Đăng ký Chia sẻ/ }),
    ).toHaveAttribute('href', '/promotions/6#apply');
    expect(card('Đơn đang chờ')).toHaveTextContent('Nhà điều hành đang xét đơn của bạn.');
    // Coming: when it starts. Closed: why, and nothing to do.
    expect(card('Thử thách sắp tới')).toHaveTextContent(/Bắt đầu/);
    const closed = card('Thưởng cho người mới');
    expect(closed).toHaveTextContent('Chỉ dành cho thành viên đăng ký trong thời gian diễn ra.');
    for (const title of ['Thưởng cho người mới', 'Thử thách sắp tới', 'Thưởng đã nhận', 'Đơn bị từ chối']) {
      expect(within(card(title)).queryByRole('button')).toBeNull();
    }
    // Every card is drawn, with a link to its page.
    for (const each of screen.getAllByTestId('promotion-card'))
      expect(each.querySelector('svg')).not.toBeNull();
    expect(within(welcome).getByRole('link', { name: 'Thưởng chào mừng thành viên mới' })).toHaveAttribute(
      'href',
      '/promotions/1',
    );
  });

  it('filters by the spec’s types', async () => {
    const user = userEvent.setup();
    const server = promotionsServer();
    serveFakeApi(server.handle);
    renderPage(<PromotionsPage />, '/promotions');
    const tabs = await screen.findByRole('tablist', { name: 'Loại khuyến mãi' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Tất cả',
      'Người mới',
      'Có thời hạn',
      'Đặc biệt',
      'Hằng ngày',
      'Hoàn trả cao',
      'Hội viên VIP',
    ]);
    await screen.findAllByTestId('promotion-card');
    await user.click(within(tabs).getByRole('tab', { name: 'Hằng ngày' }));
    await waitFor(() => expect(screen.getAllByTestId('promotion-card')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Điểm danh 7 ngày' })).toBeInTheDocument();
    expect(server.types).toContain('member:daily');
    await user.click(within(tabs).getByRole('tab', { name: 'Hội viên VIP' }));
    expect(
      await screen.findByRole('heading', { name: 'Hiện chưa có khuyến mãi loại này' }),
    ).toBeInTheDocument();
  });

  it('claims with one key: the card says the amount and the turnover it asks, and the header balance is asked again', async () => {
    const user = userEvent.setup();
    const server = promotionsServer();
    const serve = serveFakeApi(server.handle);
    // The first claim is lost on the way (the member sees the failure and tries again); every
    // attempt's body is kept, to see the retry carry the same key.
    const sentBodies: unknown[] = [];
    let lose = true;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      if (method === 'POST') {
        const request = input instanceof Request ? input.clone() : new Request(String(input), init);
        sentBodies.push(JSON.parse(await request.text()));
        if (lose) {
          lose = false;
          throw new TypeError('Failed to fetch');
        }
      }
      return serve(input, init);
    });
    renderPage(
      <>
        <HeaderWallet />
        <PromotionsPage />
      </>,
      '/promotions',
    );
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent(/100\.000/));
    await screen.findAllByTestId('promotion-card');
    const welcome = card('Thưởng chào mừng thành viên mới');
    await user.click(within(welcome).getByRole('button', { name: /^Nhận 50\.000/ }));
    expect(await within(welcome).findByRole('alert')).toHaveTextContent('Chưa nhận được thưởng');

    await user.click(within(welcome).getByRole('button', { name: /^Nhận 50\.000/ }));
    const note = await within(welcome).findByTestId('claimed-note');
    expect(note).toHaveTextContent(/Đã nhận 50\.000\s₫/);
    expect(note).toHaveTextContent(/Cần cược 150\.000\s₫ trước khi rút khoản này\./);
    expect(within(note).getByRole('link', { name: 'Xem trung tâm phần thưởng' })).toHaveAttribute(
      'href',
      '/rewards',
    );
    expect(within(welcome).getByTestId('promotion-status')).toHaveTextContent('Đã nhận');
    expect(within(welcome).queryByRole('button', { name: /^Nhận/ })).toBeNull();
    expect(await screen.findByText(/50\.000\s₫ đã vào ví chính của bạn/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent(/150\.000/));

    // Two attempts with one key; one claim.
    expect(sentBodies).toHaveLength(2);
    expect(sentBodies[0]).toEqual({ idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(sentBodies[1]).toEqual(sentBodies[0]);
    expect(server.posts.map((post) => post.path)).toEqual(['/wps/member/promotions/1/claim']);
    expect(server.paid.size).toBe(1);
  });

  it('signs in today and joins a challenge, each card following its answer', async () => {
    const user = userEvent.setup();
    const server = promotionsServer({
      promotions: [
        promotionOf('daily_sign_in', { status: 'claim', claimable: '3000', streak: 2 }),
        promotionOf('turnover_challenge', { status: 'join' }),
      ],
    });
    serveFakeApi(server.handle);
    renderPage(<PromotionsPage />, '/promotions');
    await screen.findAllByTestId('promotion-card');
    const signIn = card('Điểm danh 7 ngày');
    await user.click(within(signIn).getByRole('button', { name: /^Điểm danh hôm nay/ }));
    await waitFor(() =>
      expect(within(signIn).getByTestId('promotion-status')).toHaveTextContent('Hôm nay đã điểm danh'),
    );
    expect(signIn).toHaveTextContent('2 ngày liên tiếp');
    expect(within(signIn).queryByRole('button', { name: /^Điểm danh hôm nay/ })).toBeNull();

    const challenge = card('Thử thách cược 10 triệu');
    expect(within(challenge).queryByRole('progressbar')).toBeNull();
    await user.click(within(challenge).getByRole('button', { name: 'Tham gia Thử thách cược 10 triệu' }));
    expect(await within(challenge).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(within(challenge).getByTestId('promotion-status')).toHaveTextContent('Đã tham gia');
    expect(server.posts.map((post) => post.path)).toEqual([
      '/wps/member/promotions/4/claim',
      '/wps/member/promotions/5/join',
    ]);
    expect(server.posts[1]?.body.idempotencyKey).not.toBe(server.posts[0]?.body.idempotencyKey);
  });

  it('says the server’s refusal on the card and shows the current status', async () => {
    const user = userEvent.setup();
    const server = promotionsServer({
      promotions: [promotionOf('registration_bonus', { status: 'claim', claimable: '50000' })],
      refuse: () => ({
        error: 'error_promotion_nothing_to_claim',
        status: 409,
        message: 'Không còn gì để nhận',
      }),
    });
    serveFakeApi(server.handle);
    renderPage(<PromotionsPage />, '/promotions');
    await screen.findAllByTestId('promotion-card');
    await user.click(screen.getByRole('button', { name: /^Nhận 50\.000/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Không còn gì để nhận');
    await waitFor(() => expect(server.types.filter((type) => type === 'member:all')).toHaveLength(2));
  });

  it('shows a visitor the public list, and the action opens the login', async () => {
    useSessionStore.getState().signOut();
    const user = userEvent.setup();
    const server = promotionsServer({
      promotions: [
        promotionOf('registration_bonus'),
        promotionOf('turnover_challenge', { status: 'coming' }),
      ],
    });
    serveFakeApi(server.handle);
    renderPage(<PromotionsPage />, '/promotions');
    await screen.findAllByTestId('promotion-card');
    expect(server.types).toEqual(['visitor:all']);
    expect(screen.getByText(/Đăng nhập để xem trạng thái của bạn/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Các trang khuyến mãi' })).toBeNull();
    expect(within(card('Thử thách cược 10 triệu')).queryByRole('button')).toBeNull();
    expect(useLoginModal.getState().showLoginWrap).toBe(false);
    await user.click(
      screen.getByRole('button', { name: 'Đăng nhập để tham gia Thưởng chào mừng thành viên mới' }),
    );
    expect(useLoginModal.getState().showLoginWrap).toBe(true);
    useLoginModal.getState().close();
  });

  it('shows a placeholder while loading, the server’s words and a retry on failure, and an empty centre', async () => {
    const user = userEvent.setup();
    let answer: FakeAnswer | undefined = { error: 'error_system', status: 500, message: 'Hệ thống đang bận' };
    serveFakeApi(promotionsServer({ promotions: [], read: () => answer }).handle);
    renderPage(<PromotionsPage />, '/promotions');
    expect(await screen.findByLabelText('Đang tải khuyến mãi…')).toHaveAttribute('aria-busy', 'true');
    expect(
      await screen.findByRole('heading', { name: 'Không tải được danh sách khuyến mãi' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Hệ thống đang bận')).toBeInTheDocument();
    answer = undefined;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { name: 'Hiện chưa có khuyến mãi nào' })).toBeInTheDocument();
  });
});
