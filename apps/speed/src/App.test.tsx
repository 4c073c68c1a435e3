import { statusFixture } from '@lotus/app-shell/testing';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App.tsx';

afterEach(() => vi.unstubAllGlobals());

type Route = (url: URL) => { status: number; body: unknown } | undefined;

/** Answers the page's calls by path, as the server would; anything unknown is a 404 envelope. */
function serve(route: Route, statusValue = statusFixture()) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const answer =
        url.pathname === '/wps/system/status'
          ? { status: 200, body: { success: true, value: statusValue } }
          : (route(url) ?? {
              status: 404,
              body: { success: false, value: null, error: { code: 'error_not_found', message: '' } },
            });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

const ok = (value: unknown) => ({ status: 200, body: { success: true, value } });

describe('line-detection page', () => {
  it('says so when the operator has configured no lines', async () => {
    serve((url) => (url.pathname === '/wps/system/domainRoute' ? ok({ domainList: [] }) : undefined));
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Kiểm tra đường truyền' })).toBeInTheDocument();
    expect(
      await screen.findByText('Chưa có đường dây nào được cấu hình. Vui lòng liên hệ chăm sóc khách hàng.'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the lines cannot be loaded', async () => {
    serve((url) =>
      url.pathname === '/wps/system/domainRoute'
        ? { status: 500, body: { success: false, value: null, error: { code: 'error_system', message: '' } } }
        : undefined,
    );
    render(<App />);
    const lines = await screen.findByRole('region', { name: 'Kiểm tra đường truyền' });
    expect(await within(lines).findByText('Không tải được danh sách đường dây.')).toBeInTheDocument();
    expect(within(lines).getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });

  it('shows the header items as not available while the brand has no resources', async () => {
    serve(() => undefined);
    render(<App />);
    expect(await screen.findByTestId('download-Android')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('download-MOBILECONFIG')).toHaveAccessibleDescription('Chưa có');
    expect(screen.getByTestId('nav-service')).toHaveAccessibleDescription(
      'Hiện chưa có kênh chăm sóc khách hàng',
    );
  });

  it('shows the banners in a carousel, a banner with a link opening it in a new tab', async () => {
    const banner = (id: number, linkUrl: string | null) => ({
      id,
      url: `/media/banners/speed-${id}.svg`,
      linkageType: linkUrl ? 'URL' : 'NONE',
      linkUrl,
      title: `Banner ${id}`,
    });
    serve((url) =>
      url.pathname === '/wps/relay/banners' && url.searchParams.get('group') === 'w_speed'
        ? ok({ banners: [banner(1, 'https://member.example/'), banner(2, null)], promotion: [] })
        : undefined,
    );
    render(<App />);
    const carousel = await screen.findByRole('region', { name: 'Khuyến mãi' });
    const link = within(carousel).getByRole('link', { name: 'Banner 1 (mở trong thẻ mới)' });
    expect(link).toHaveAttribute('href', 'https://member.example/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(carousel).getByRole('button', { name: 'Banner tiếp theo' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Tạm dừng banner' })).toBeInTheDocument();
  });

  it('shows the maintenance page instead while the site is down', async () => {
    serve(
      () => undefined,
      statusFixture({ status: 1, maintenance: { enabled: true, message: null, endsAt: null } }),
    );
    render(<App />);
    expect(await screen.findByTestId('maintenance-page')).toBeInTheDocument();
  });
});
