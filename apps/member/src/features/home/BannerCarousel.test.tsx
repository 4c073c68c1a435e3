import { AppProviders } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, SiteRoutes } from '@lotus/app-shell/routing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carouselAutoplayMs } from '@lotus/ui';
import { BannerCarousel } from './BannerCarousel.tsx';
import type { CarouselBanner } from './BannerCarousel.tsx';

const banner = (id: number, extra: Partial<CarouselBanner> = {}): CarouselBanner => ({
  id,
  title: `Banner ${id}`,
  imageUrl: `/media/banners/home-${id}.svg`,
  target: { kind: 'none' },
  ...extra,
});
const three = [banner(1), banner(2), banner(3)];

/**
 * The carousel, mounted only once its Vietnamese words are in (the mount button shows one of them,
 * so it appears once they have loaded): with `fakeTimers` the clock is fake from its first timer
 * on, so autoplay is timed exactly.
 */
function Harness(props: { banners: CarouselBanner[] }) {
  const { t } = useT();
  const [shown, setShown] = useState(false);
  if (!shown) return <button onClick={() => setShown(true)}>mount {t('common.banners.label')}</button>;
  return (
    <SiteRoutes
      routes={[
        { path: '/', element: <BannerCarousel banners={props.banners} /> },
        { path: '/responsible-gaming', element: <p>limits page</p> },
      ]}
    />
  );
}

async function renderCarousel(banners: CarouselBanner[], options: { fakeTimers?: boolean } = {}) {
  render(
    <AppProviders retryDelayMs={0}>
      <MemoryRouter>
        <Harness banners={banners} />
      </MemoryRouter>
    </AppProviders>,
  );
  const mount = await screen.findByRole('button', { name: 'mount Khuyến mãi' });
  if (options.fakeTimers !== false) vi.useFakeTimers();
  fireEvent.click(mount);
}

/** The banner shown: the one slide not hidden from readers. */
const shownBanner = () => screen.getByRole('group');
// A callback that returns nothing: act flushes React's work before it returns (nothing to await).
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

function stubReducedMotion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the banner carousel', () => {
  it('moves on every 5000 ms and loops from the last banner to the first', async () => {
    await renderCarousel(three);
    expect(shownBanner()).toHaveAccessibleName('1 trên 3');
    expect(within(shownBanner()).getByRole('img', { name: 'Banner 1' })).toBeInTheDocument();
    advance(carouselAutoplayMs - 1);
    expect(shownBanner()).toHaveAccessibleName('1 trên 3');
    advance(1);
    expect(shownBanner()).toHaveAccessibleName('2 trên 3');
    advance(carouselAutoplayMs);
    expect(shownBanner()).toHaveAccessibleName('3 trên 3');
    advance(carouselAutoplayMs);
    expect(shownBanner()).toHaveAccessibleName('1 trên 3');
  });

  it('a move by hand starts the full 5 s again; previous from the first goes round to the last', async () => {
    await renderCarousel(three);
    advance(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Banner tiếp theo' }));
    expect(shownBanner()).toHaveAccessibleName('2 trên 3');
    advance(4999);
    expect(shownBanner()).toHaveAccessibleName('2 trên 3');
    fireEvent.click(screen.getByRole('button', { name: 'Banner trước' }));
    fireEvent.click(screen.getByRole('button', { name: 'Banner trước' }));
    expect(shownBanner()).toHaveAccessibleName('3 trên 3');
    fireEvent.click(screen.getByRole('button', { name: 'Xem banner 2' }));
    expect(shownBanner()).toHaveAccessibleName('2 trên 3');
    expect(screen.getByRole('button', { name: 'Xem banner 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('with one banner: no loop, no autoplay, no controls', async () => {
    await renderCarousel([banner(1)]);
    advance(carouselAutoplayMs * 4);
    expect(shownBanner()).toHaveAccessibleName('1 trên 1');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('holds still under the pointer and while focus is inside; the pause button stops it until play', async () => {
    await renderCarousel(three);
    const carousel = screen.getByRole('region', { name: 'Khuyến mãi' });
    fireEvent.pointerEnter(carousel);
    advance(carouselAutoplayMs * 3);
    expect(shownBanner()).toHaveAccessibleName('1 trên 3');
    fireEvent.pointerLeave(carousel);
    advance(carouselAutoplayMs);
    expect(shownBanner()).toHaveAccessibleName('2 trên 3');

    const pause = screen.getByRole('button', { name: 'Tạm dừng banner' });
    act(() => pause.focus());
    advance(carouselAutoplayMs * 2);
    expect(shownBanner()).toHaveAccessibleName('2 trên 3');
    fireEvent.click(pause);
    act(() => pause.blur());
    advance(carouselAutoplayMs * 2);
    expect(shownBanner()).toHaveAccessibleName('2 trên 3');
    // Play overrides the focus that is still on the button.
    act(() => pause.focus());
    fireEvent.click(screen.getByRole('button', { name: 'Phát tiếp banner' }));
    advance(carouselAutoplayMs);
    expect(shownBanner()).toHaveAccessibleName('3 trên 3');
  });

  it('stands still for people who asked for less motion, and still moves by its buttons', async () => {
    stubReducedMotion(true);
    await renderCarousel(three);
    advance(carouselAutoplayMs * 3);
    expect(shownBanner()).toHaveAccessibleName('1 trên 3');
    expect(screen.queryByRole('button', { name: 'Tạm dừng banner' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Banner tiếp theo' }));
    expect(shownBanner()).toHaveAccessibleName('2 trên 3');
  });

  it('loads the first images at once and the others lazily, each with its size', async () => {
    await renderCarousel([banner(1), banner(2), banner(3), banner(4)]);
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy']);
    for (const image of images) {
      expect(image).toHaveAttribute('width', '1600');
      expect(image).toHaveAttribute('height', '500');
    }
  });
});

describe('a banner with a link', () => {
  it('opens a page of the site in the same tab', async () => {
    await renderCarousel([banner(1, { target: { kind: 'route', to: '/responsible-gaming' } }), banner(2)], {
      fakeTimers: false,
    });
    await userEvent.click(screen.getByRole('link', { name: 'Banner 1' }));
    expect(await screen.findByText('limits page')).toBeInTheDocument();
  });

  it('opens another site in a new tab, and says so', async () => {
    await renderCarousel(
      [banner(1, { target: { kind: 'external', href: 'https://partner.example/offer' } }), banner(2)],
      { fakeTimers: false },
    );
    const link = screen.getByRole('link', { name: 'Banner 1 (mở trong thẻ mới)' });
    expect(link).toHaveAttribute('href', 'https://partner.example/offer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('starts a game through the start-game flow', async () => {
    const onOpenGame = vi.fn();
    await renderCarousel([banner(1, { target: { kind: 'game', code: 'limbo' }, onOpenGame })], {
      fakeTimers: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Banner 1' }));
    expect(onOpenGame).toHaveBeenCalledOnce();
  });

  it('keeps the links of hidden banners out of reach', async () => {
    await renderCarousel([banner(1), banner(2, { target: { kind: 'route', to: '/responsible-gaming' } })], {
      fakeTimers: false,
    });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const hidden = screen.getAllByTestId('home-banner')[1];
    expect(hidden).toHaveAttribute('aria-hidden', 'true');
    expect(hidden).toHaveAttribute('inert');
  });
});
