import type { Banner } from '@lotus/contract/content';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import { serveFakeApi, serveFakeApiKeepingCalls } from '../../test/fake-api.ts';
import type { FakeAnswer } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { HomeBanners } from './HomeBanners.tsx';

const banner = (id: number, extra: Partial<Banner> = {}): Banner => ({
  id,
  groupName: 'w_home',
  url: `/media/banners/home-${id}.svg`,
  linkageType: 'NONE',
  linkUrl: null,
  title: `Banner ${id}`,
  text: null,
  ...extra,
});

/** The server's words for a banner, per language, answered as the call's `lang` asks. */
const words = {
  vi: { title: 'Lotus Originals', subtitle: 'Minh bạch từng ván', cta: 'Chơi ngay' },
  en: { title: 'Lotus Originals', subtitle: 'Provably fair, every round', cta: 'Play now' },
} as const;

function serve(answer: () => FakeAnswer) {
  return serveFakeApiKeepingCalls((call) => (call.path === '/wps/relay/banners' ? answer() : undefined));
}

afterEach(() => {
  vi.unstubAllGlobals();
  useLoginModal.getState().close();
  window.localStorage.clear();
});

function serveWords() {
  return serveFakeApi((request) => {
    if (request.url.pathname !== '/wps/relay/banners') return undefined;
    const lang = request.url.searchParams.get('lang') === 'en' ? 'en' : 'vi';
    return {
      value: {
        banners: [banner(1, { linkageType: 'URL', linkUrl: '/responsible-gaming', text: words[lang] })],
        promotion: [],
      },
    };
  });
}

describe('the home page’s banners', () => {
  it('asks for the w_home group and shows its banners in the server’s order', async () => {
    const calls = serve(() => ({ value: { banners: [banner(2), banner(1)], promotion: [] } }));
    renderPage(<HomeBanners />);
    const carousel = await screen.findByRole('region', { name: 'Khuyến mãi' });
    expect(within(carousel).getByRole('group')).toHaveAccessibleName('1 trên 2');
    expect(within(carousel).getByRole('img', { name: 'Banner 2' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/wps/relay/banners')).toHaveLength(1);
    const fetchMock = vi.mocked(fetch);
    const asked = fetchMock.mock.calls
      .map(([input]) => String(input instanceof Request ? input.url : input))
      .find((url) => url.includes('/wps/relay/banners'));
    expect(asked).toContain('group=w_home');
  });

  it('holds the banners’ place while they load', async () => {
    serve(() => ({ value: { banners: [banner(1)], promotion: [] } }));
    // The banners' call never answers; the status call goes to the fake server as usual.
    const fakeServer = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input instanceof Request ? input.url : input).includes('/wps/relay/banners')
        ? new Promise<Response>(() => undefined)
        : fakeServer(input, init),
    );
    renderPage(<HomeBanners />);
    expect(await screen.findByRole('status', { name: 'Đang tải khuyến mãi…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('leaves no hole when there is no banner', async () => {
    serve(() => ({ value: { banners: [], promotion: [] } }));
    const { container } = renderPage(
      <div data-testid="slot">
        <HomeBanners />
      </div>,
    );
    const slot = await screen.findByTestId('slot');
    await vi.waitFor(() => expect(slot).toBeEmptyDOMElement());
    expect(container.querySelector('img')).toBeNull();
  });

  it('says when the banners cannot be loaded, and asks again on retry', async () => {
    let fails = true;
    serve(() =>
      fails ? { error: 'error_system', status: 500 } : { value: { banners: [banner(1)], promotion: [] } },
    );
    renderPage(<HomeBanners />);
    const failure = await screen.findByTestId('home-banners-failed');
    expect(failure).toHaveTextContent('Không tải được khuyến mãi');
    fails = false;
    await userEvent.click(within(failure).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('img', { name: 'Banner 1' })).toBeInTheDocument();
  });

  it('a GAME banner starts the game’s flow: a visitor is asked to log in first', async () => {
    serve(() => ({
      value: { banners: [banner(1, { linkageType: 'GAME', linkUrl: 'limbo' })], promotion: [] },
    }));
    renderPage(<HomeBanners />);
    await userEvent.click(await screen.findByRole('button', { name: 'Banner 1' }));
    expect(useLoginModal.getState().showLoginWrap).toBe(true);
  });

  it('a URL banner of another site opens in a new tab', async () => {
    serve(() => ({
      value: {
        banners: [banner(1, { linkageType: 'URL', linkUrl: 'https://partner.example/offer' })],
        promotion: [],
      },
    }));
    renderPage(<HomeBanners />);
    const link = await screen.findByRole('link', { name: 'Banner 1 (mở trong thẻ mới)' });
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('draws the banner’s words over its art in Vietnamese, the site’s default language', async () => {
    serveWords();
    renderPage(<HomeBanners />);
    const link = await screen.findByRole('link', { name: /Lotus Originals/ });
    expect(link).toHaveTextContent('Lotus Originals Minh bạch từng ván Chơi ngay');
    // The words are the banner's name; the picture is decoration, not read twice.
    expect(link).toHaveAccessibleName('Lotus Originals Minh bạch từng ván Chơi ngay');
    expect(within(link).queryByRole('img')).not.toBeInTheDocument();
  });

  it('draws the words in English for an English reader, and asks the server in that language', async () => {
    window.localStorage.setItem('lotus.language', 'en');
    const fetchMock = serveWords();
    renderPage(<HomeBanners />);
    const link = await screen.findByRole('link', { name: /Provably fair/ });
    expect(within(link).getByText('Play now')).toBeInTheDocument();
    expect(within(link).queryByText('Chơi ngay')).not.toBeInTheDocument();
    const asked = fetchMock.mock.calls
      .map(([input]) => String(input instanceof Request ? input.url : input))
      .find((url) => url.includes('/wps/relay/banners'));
    expect(asked).toContain('lang=en');
  });

  it('shows the art alone, named by its title, for a banner without words', async () => {
    serve(() => ({
      value: { banners: [banner(1, { linkageType: 'URL', linkUrl: '/promotions' })], promotion: [] },
    }));
    renderPage(<HomeBanners />);
    const link = await screen.findByRole('link', { name: 'Banner 1' });
    expect(within(link).getByRole('img', { name: 'Banner 1' })).toBeInTheDocument();
  });
});
