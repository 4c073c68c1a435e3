import { useSessionStore } from '@lotus/app-shell';
import type { SiteFooter as SiteFooterValue, SitePage } from '@lotus/contract/site-pages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFakeApi } from '../../test/fake-api.ts';
import type { FakeRequest } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ResponsibleGamingPage } from '../protection/ResponsibleGamingPage.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { PrivacyPage, TermsPage } from './SitePages.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

const terms: SitePage = {
  slug: 'terms',
  language: 'vi',
  title: 'Điều khoản và điều kiện',
  body: 'Bạn phải **đủ 18 tuổi**.\n\n- Một tài khoản mỗi người\n- Thông tin chính xác\n\nXem [Chơi có trách nhiệm](/responsible-gaming). <img src=x onerror=alert(1)>',
  updatedAt: '2026-11-20T03:00:00.000Z',
};

const footer: SiteFooterValue = {
  licenceText: 'Giấy phép số DEMO-0000.',
  paymentBadges: ['bank_transfer', 'momo'],
};

function serveSitePages(
  pages: Partial<Record<string, SitePage | 'fail'>>,
  options: { footer?: SiteFooterValue | 'fail'; asked?: string[] } = {},
) {
  return (request: FakeRequest) => {
    if (request.url.pathname === '/wps/system/siteFooter') {
      const answer = options.footer ?? footer;
      return answer === 'fail' ? { error: 'error_system', status: 500 } : { value: answer };
    }
    const match = /^\/wps\/system\/sitePages\/(.+)$/.exec(request.url.pathname);
    if (!match?.[1]) return undefined;
    options.asked?.push(`${match[1]}?${request.url.searchParams.get('language') ?? ''}`);
    const page = pages[match[1]];
    if (page === 'fail') return { error: 'error_system', status: 500 };
    return page ? { value: page } : { error: 'error_not_found', status: 404 };
  };
}

describe('the terms and privacy pages', { timeout: 20_000 }, () => {
  it('show the operator’s text in the reader’s language, its markup as elements and never as HTML', async () => {
    const asked: string[] = [];
    serveFakeApi(serveSitePages({ terms }, { asked }));
    const { container } = renderPage(<TermsPage />, '/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Điều khoản và điều kiện' }),
    ).toBeInTheDocument();
    expect(asked).toEqual(['terms?vi']);
    expect(screen.getByText('đủ 18 tuổi').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Một tài khoản mỗi người',
      'Thông tin chính xác',
    ]);
    expect(screen.getByRole('link', { name: 'Chơi có trách nhiệm' })).toHaveAttribute(
      'href',
      '/responsible-gaming',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    expect(screen.getByText('Cập nhật lần cuối 20 thg 11, 2026')).toBeInTheDocument();
  });

  it('say when the page cannot be loaded, and load it again on retry', async () => {
    let fail = true;
    const handle = serveSitePages({ privacy: { ...terms, slug: 'privacy', title: 'Chính sách bảo mật' } });
    serveFakeApi((request) =>
      fail && request.url.pathname.includes('sitePages')
        ? { error: 'error_system', status: 500 }
        : handle(request),
    );
    renderPage(<PrivacyPage />, '/privacy');
    expect(await screen.findByRole('heading', { name: 'Không tải được trang này.' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chính sách bảo mật' })).toBeInTheDocument();
  });

  it('point to the help centre while the operator has not written the page', async () => {
    serveFakeApi(serveSitePages({}));
    renderPage(<PrivacyPage />, '/privacy');
    expect(await screen.findByRole('heading', { name: 'Trang này chưa có nội dung' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mở trung tâm trợ giúp' })).toHaveAttribute('href', '/help');
  });
});

describe('the responsible-gaming page', { timeout: 20_000 }, () => {
  it('shows a visitor the operator’s text, then invites them to log in for the tools', async () => {
    serveFakeApi(
      serveSitePages({
        'responsible-gaming': {
          ...terms,
          slug: 'responsible-gaming',
          title: 'Chơi có trách nhiệm',
          body: 'Chỉ dành cho người từ 18 tuổi trở lên.',
        },
      }),
    );
    renderPage(<ResponsibleGamingPage />, '/responsible-gaming');
    const text = await screen.findByText('Chỉ dành cho người từ 18 tuổi trở lên.');
    const tools = screen.getByRole('heading', { level: 2, name: 'Công cụ của bạn' });
    expect(text.compareDocumentPosition(tools) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
  });
});

describe('the footer', { timeout: 20_000 }, () => {
  it('shows 18+, the pages’ links, the payment methods, the licence, the brand and the year', async () => {
    serveFakeApi(serveSitePages({}));
    renderPage(<SiteFooter />);
    const links = within(await screen.findByRole('navigation', { name: 'Thông tin' }));
    expect(links.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Chơi có trách nhiệm', '/responsible-gaming'],
      ['Trung tâm trợ giúp', '/help'],
      ['Điều khoản và điều kiện', '/terms'],
      ['Chính sách bảo mật', '/privacy'],
    ]);
    expect(screen.getByText('18+')).toBeInTheDocument();
    expect(
      screen.getByText('Chỉ dành cho người từ 18 tuổi trở lên. Hãy chơi có trách nhiệm.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Giấy phép số DEMO-0000.')).toBeInTheDocument();
    const payments = within(screen.getByRole('region', { name: 'Phương thức thanh toán' }));
    expect(payments.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Chuyển khoản ngân hàng',
      'MoMo',
    ]);
    expect(screen.getByText(`© ${new Date().getFullYear()} Lotus. Bảo lưu mọi quyền.`)).toBeInTheDocument();
  });

  it('keeps its links when the operator’s settings cannot be loaded', async () => {
    serveFakeApi(serveSitePages({}, { footer: 'fail' }));
    renderPage(<SiteFooter />);
    expect(await screen.findByRole('link', { name: 'Chơi có trách nhiệm' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Phương thức thanh toán' })).toBeNull();
  });
});
