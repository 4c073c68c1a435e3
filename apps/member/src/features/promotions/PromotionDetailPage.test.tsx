import { useSessionStore } from '@lotus/app-shell';
import { SiteRoutes } from '@lotus/app-shell/routing';
import type { Application, Promotion } from '@lotus/contract/promotions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeAnswer, FakeRequest } from '../../test/fake-api.ts';
import { serveFakeApi } from '../../test/fake-api.ts';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { PromotionDetailPage } from './PromotionDetailPage.tsx';
import { applicationOf, promotionOf } from './promotions-fakes.ts';

const pngBytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3];
const png = (name: string, size?: number) => {
  const file = new File([new Uint8Array(pngBytes)], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

/**
 * A promotion's page as the server answers it: the member's list, its applications, image uploads
 * (refused when `refuseUpload` says so) and applications kept by key.
 */
function detailServer(
  options: {
    promotions?: Promotion[];
    applications?: Application[];
    refuseUpload?: (data: string) => FakeAnswer | undefined;
  } = {},
) {
  let applications = options.applications ?? [];
  const uploads: string[] = [];
  const applies: Array<Record<string, unknown>> = [];
  const made = new Map<string, Application>();
  let promotions = options.promotions ?? [promotionOf('application'), promotionOf('first_deposit_match')];
  const handle = (request: FakeRequest): FakeAnswer | undefined => {
    const path = request.url.pathname;
    const body = request.body as Record<string, unknown> | undefined;
    if (path === '/wps/member/info')
      return { value: { id: '1', account: 'demo_member', nickname: null, type: 0 } };
    if (path === '/wps/member/promotions') return { value: { promotions } };
    if (path === '/wps/member/promotions/applications') return { value: { applications } };
    if (path === '/wps/member/promotions/images' && request.method === 'POST') {
      const data = String(body?.data);
      uploads.push(data);
      const refusal = options.refuseUpload?.(data);
      if (refusal) return refusal;
      return { value: { id: String(40 + uploads.length), contentType: 'image/png', size: pngBytes.length } };
    }
    if (path === '/wps/member/promotions/6/applications' && request.method === 'POST') {
      applies.push(body ?? {});
      const key = String(body?.idempotencyKey);
      const application =
        made.get(key) ??
        applicationOf({ id: String(20 + made.size), comment: String(body?.comment), images: [] });
      made.set(key, application);
      applications = [application, ...applications.filter((each) => each.id !== application.id)];
      promotions = promotions.map((promotion) =>
        promotion.id === '6' ? { ...promotion, status: 'applying' } : promotion,
      );
      return { value: application };
    }
    return undefined;
  };
  return { handle, uploads, applies, made };
}

function renderDetail(id: string) {
  renderPage(
    <SiteRoutes routes={[{ path: '/promotions/:id', element: <PromotionDetailPage /> }]} />,
    `/promotions/${id}`,
  );
}

signInForEachTest();

describe('a promotion’s page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    let made = 0;
    URL.createObjectURL = vi.fn(() => `blob:preview-${(made += 1)}`);
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    // @ts-expect-error jsdom has neither: the test put them there.
    delete URL.createObjectURL;
    // @ts-expect-error as above
    delete URL.revokeObjectURL;
  });

  it('says the terms in plain words, the operator’s text and the way to deposit', async () => {
    serveFakeApi(detailServer().handle);
    renderDetail('2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nạp đầu nhận 100 %' })).toBeInTheDocument();
    const terms = screen.getByTestId('promotion-terms');
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(
        /^100 % khoản nạp đầu tiên trong thời gian khuyến mãi diễn ra, tối đa 1\.000\.000\s₫\.$/,
      ),
      expect.stringMatching(/^Khoản nạp tối thiểu 100\.000\s₫\.$/),
      'Cần cược (tiền nạp + tiền thưởng) × 5 trước khi rút.',
    ]);
    expect(screen.getByText('Đoạn thể lệ thứ nhất.')).toBeInTheDocument();
    expect(screen.getByText('Đoạn thể lệ thứ hai.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Nạp tiền cho/ })).toHaveAttribute('href', '/deposit');
    expect(screen.queryByTestId('application-form')).toBeNull();
  });

  it('says the terms in English for an English reader', async () => {
    window.localStorage.setItem('lotus.language', 'en');
    serveFakeApi(detailServer().handle);
    renderDetail('2');
    const terms = await screen.findByTestId('promotion-terms');
    expect(terms).toHaveTextContent(
      /100 % of your first deposit made while this promotion runs, up to ₫?1,000,000/,
    );
    expect(terms).toHaveTextContent('Bet (deposit + bonus) × 5 before withdrawing.');
  });

  it('counts the comment as the server does and refuses more than 140 characters without sending', async () => {
    const user = userEvent.setup();
    const server = detailServer();
    serveFakeApi(server.handle);
    renderDetail('6');
    const form = await screen.findByTestId('application-form');
    const comment = within(form).getByRole('textbox', { name: /Lời nhắn/ });
    // A thumbs-up with its skin tone is one character to a reader and to the server.
    await user.type(comment, 'Thắng lớn 👍🏽');
    expect(within(form).getByText('11/140 ký tự')).toBeInTheDocument();
    await user.clear(comment);
    await user.click(comment);
    await user.paste('a'.repeat(141));
    expect(within(form).getByText('141/140 ký tự')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Gửi đơn' }));
    expect(within(form).getByText('Tối đa 140 ký tự')).toBeInTheDocument();
    await user.clear(comment);
    await user.click(within(form).getByRole('button', { name: 'Gửi đơn' }));
    expect(within(form).getByText('Hãy viết lời nhắn')).toBeInTheDocument();
    expect(server.applies).toHaveLength(0);
  });

  it('checks the images in the browser: png or jpg, at most 5 MB, at most 3', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const server = detailServer();
    serveFakeApi(server.handle);
    renderDetail('6');
    const form = await screen.findByTestId('application-form');
    const input = within(form).getByTestId('application-file-input');
    await user.upload(input, [
      new File(['GIF89a'], 'dance.gif', { type: 'image/gif' }),
      png('big.png', 6 * 1024 * 1024),
    ]);
    const problems = within(form).getByTestId('image-problems');
    expect(problems).toHaveTextContent('dance.gif không phải ảnh png hoặc jpg');
    expect(problems).toHaveTextContent('big.png lớn hơn 5 MB');
    expect(within(form).queryAllByTestId('application-image')).toHaveLength(0);

    await user.upload(input, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(within(form).getByTestId('image-problems')).toHaveTextContent('Tối đa 3 ảnh: chưa thêm d.png');
    expect(within(form).getAllByTestId('application-image')).toHaveLength(3);
    expect(within(form).getByText('Thêm ảnh (3/3)')).toBeInTheDocument();
    expect(input).toBeDisabled();
    await waitFor(() => expect(within(form).getAllByText('Đã tải lên')).toHaveLength(3));
    // Each sent once, as base64 of its bytes.
    expect(server.uploads).toEqual([
      btoa(String.fromCharCode(...pngBytes)),
      btoa(String.fromCharCode(...pngBytes)),
      btoa(String.fromCharCode(...pngBytes)),
    ]);
    expect(within(form).getByRole('img', { name: 'Xem trước a.png' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );

    // Removing one frees a place (and its preview).
    await user.click(within(form).getByRole('button', { name: 'Xoá ảnh b.png' }));
    expect(
      within(form)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Xem trước a.png', 'Xem trước c.png']);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
    expect(input).toBeEnabled();
  });

  it('shows an image the server refused by its content, and sends the application once with its images', async () => {
    const user = userEvent.setup();
    const server = detailServer({
      refuseUpload: (data) =>
        data === btoa('not a picture')
          ? { error: 'error_image_type', status: 400, message: 'Ảnh phải là png hoặc jpg' }
          : undefined,
    });
    const serve = serveFakeApi(server.handle);
    // The first application is lost on the way; every attempt's body is kept, to see the retry
    // carry the same key.
    const sent: unknown[] = [];
    let lose = true;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (
        url.endsWith('/applications') &&
        (init?.method ?? (input instanceof Request ? input.method : 'GET')) === 'POST'
      ) {
        const request = input instanceof Request ? input.clone() : new Request(url, init);
        sent.push(JSON.parse(await request.text()));
        if (lose) {
          lose = false;
          throw new TypeError('Failed to fetch');
        }
      }
      return serve(input, init);
    });
    renderDetail('6');
    const form = await screen.findByTestId('application-form');
    const input = within(form).getByTestId('application-file-input');
    await user.upload(input, [
      png('win.png'),
      new File(['not a picture'], 'fake.png', { type: 'image/png' }),
    ]);
    const tiles = await within(form).findAllByTestId('application-image');
    await waitFor(() => expect(tiles[1]).toHaveTextContent('Chưa tải lên được: Ảnh phải là png hoặc jpg'));
    expect(tiles[0]).toHaveTextContent('Đã tải lên');

    await user.type(within(form).getByRole('textbox', { name: /Lời nhắn/ }), 'Thắng lớn ở Plinko');
    await user.click(within(form).getByRole('button', { name: 'Gửi đơn' }));
    expect(within(form).getByText(/Hãy chờ tất cả ảnh tải lên xong/)).toBeInTheDocument();
    expect(server.applies).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Xoá ảnh fake.png' }));
    await user.click(within(form).getByRole('button', { name: 'Gửi đơn' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Chưa gửi được đơn');
    await user.click(within(form).getByRole('button', { name: 'Gửi đơn' }));
    expect(await screen.findByRole('heading', { name: 'Đã gửi đơn' })).toHaveFocus();

    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual({
      comment: 'Thắng lớn ở Plinko',
      imageIds: ['41'],
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(sent[1]).toEqual(sent[0]);
    expect(server.applies).toEqual([sent[0]]);
    expect(server.made.size).toBe(1);
    // The member's applications show it, under review.
    const list = await screen.findByRole('list', { name: 'Đơn của tôi' });
    expect(await within(list).findByText('Thắng lớn ở Plinko')).toBeInTheDocument();
    expect(within(list).getByTestId('application-record')).toHaveTextContent('Đang xét duyệt');
  });

  it('lists the member’s applications to it with their status and the operator’s remark', async () => {
    serveFakeApi(
      detailServer({
        promotions: [promotionOf('application', { status: 'rejected' })],
        applications: [
          applicationOf({
            status: 'rejected',
            operatorRemark: 'Ảnh chưa rõ số tiền thắng',
            decidedAt: '2026-11-21T03:15:00.000Z',
          }),
          applicationOf({ id: '2', promotionId: '99', promotionTitle: 'Khác' }),
        ],
      }).handle,
    );
    renderDetail('6');
    const list = await screen.findByRole('list', { name: 'Đơn của tôi' });
    const records = within(list).getAllByTestId('application-record');
    expect(records).toHaveLength(1);
    expect(records[0]).toHaveTextContent('Bị từ chối');
    expect(records[0]).toHaveTextContent('Ghi chú của nhà điều hành');
    expect(records[0]).toHaveTextContent('Ảnh chưa rõ số tiền thắng');
    expect(records[0]).toHaveTextContent('1 ảnh');
    // Rejected: no form to apply again.
    expect(screen.queryByTestId('application-form')).toBeNull();
  });

  it('asks a visitor to log in to apply, from the public list', async () => {
    useSessionStore.getState().signOut();
    const user = userEvent.setup();
    const asked: string[] = [];
    serveFakeApi((request) => {
      asked.push(request.url.pathname);
      return request.url.pathname === '/wps/promotions'
        ? { value: { promotions: [promotionOf('application')] } }
        : undefined;
    });
    renderDetail('6');
    const apply = await screen.findByRole('region', { name: 'Đơn đăng ký của bạn' });
    expect(screen.queryByTestId('application-form')).toBeNull();
    await user.click(within(apply).getByRole('button', { name: 'Đăng nhập để gửi đơn' }));
    expect(useLoginModal.getState().showLoginWrap).toBe(true);
    useLoginModal.getState().close();
    expect(asked).not.toContain('/wps/member/promotions');
    expect(asked).not.toContain('/wps/member/promotions/applications');
  });

  it('says when the promotion is not on offer', async () => {
    serveFakeApi(detailServer().handle);
    renderDetail('404');
    expect(await screen.findByRole('heading', { name: 'Khuyến mãi này không còn' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Tất cả khuyến mãi/ })[0]).toHaveAttribute(
      'href',
      '/promotions',
    );
  });
});
