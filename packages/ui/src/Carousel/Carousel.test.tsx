import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Carousel } from './Carousel.tsx';
import type { CarouselProps } from './Carousel.tsx';
import { CarouselImage } from './CarouselImage.tsx';
import { carouselAutoplayMs } from './use-carousel.ts';

interface Banner {
  id: number;
  title: string;
  href?: string;
}

const banner = (id: number, href?: string): Banner => ({
  id,
  title: `Banner ${id}`,
  ...(href ? { href } : {}),
});
const three = [banner(1), banner(2), banner(3)];

const labels = {
  label: 'Promotions',
  roleDescription: 'carousel',
  slideRoleDescription: 'slide',
  slideLabel: (position: number, total: number) => `${position} of ${total}`,
  previousLabel: 'Previous banner',
  nextLabel: 'Next banner',
  pauseLabel: 'Pause banners',
  playLabel: 'Play banners',
  goToLabel: (position: number) => `Show banner ${position}`,
};

function renderCarousel(banners: Banner[], props: Partial<CarouselProps<Banner>> = {}) {
  return render(
    <Carousel
      {...labels}
      slides={banners}
      slideKey={(slide) => slide.id}
      renderSlide={(slide, state) => {
        const image = (
          <CarouselImage
            src={`/media/${slide.id}.svg`}
            alt={slide.title}
            width={1600}
            height={500}
            near={state.near}
            priority={state.position === 0}
          />
        );
        return slide.href ? <a href={slide.href}>{image}</a> : image;
      }}
      data-testid="banners"
      slideTestId="banner"
      {...props}
    />,
  );
}

/** The slide shown: the one not hidden from readers. */
const shownSlide = () => screen.getByRole('group');
// A callback that returns nothing: act flushes React's work before it returns.
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

describe('Carousel', () => {
  it('names itself and each slide, and moves on every 5000 ms, looping from the last slide to the first', () => {
    vi.useFakeTimers();
    renderCarousel(three);
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
    expect(shownSlide()).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(shownSlide()).getByRole('img', { name: 'Banner 1' })).toBeInTheDocument();
    advance(carouselAutoplayMs - 1);
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
    advance(1);
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
    advance(carouselAutoplayMs);
    expect(shownSlide()).toHaveAccessibleName('3 of 3');
    advance(carouselAutoplayMs);
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
  });

  it('a move by hand starts the full delay again; previous from the first goes round to the last', () => {
    vi.useFakeTimers();
    renderCarousel(three);
    advance(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
    advance(4999);
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(shownSlide()).toHaveAccessibleName('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 2' }));
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
    expect(screen.getByRole('button', { name: 'Show banner 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('takes its time per slide from autoplayMs, and does not play at 0', () => {
    vi.useFakeTimers();
    const { unmount } = renderCarousel(three, { autoplayMs: 2000 });
    advance(2000);
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
    unmount();
    renderCarousel(three, { autoplayMs: 0 });
    advance(carouselAutoplayMs * 3);
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
    expect(screen.queryByRole('button', { name: 'Pause banners' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
  });

  it('with one slide: no loop, no autoplay, no controls', () => {
    vi.useFakeTimers();
    renderCarousel([banner(1)]);
    advance(carouselAutoplayMs * 4);
    expect(shownSlide()).toHaveAccessibleName('1 of 1');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('loops with two slides', () => {
    vi.useFakeTimers();
    renderCarousel([banner(1), banner(2)]);
    advance(carouselAutoplayMs);
    expect(shownSlide()).toHaveAccessibleName('2 of 2');
    advance(carouselAutoplayMs);
    expect(shownSlide()).toHaveAccessibleName('1 of 2');
  });

  it('holds still under the pointer and while focus is inside; the pause button stops it until play', () => {
    vi.useFakeTimers();
    renderCarousel(three);
    const carousel = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.pointerEnter(carousel);
    advance(carouselAutoplayMs * 3);
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.pointerLeave(carousel);
    advance(carouselAutoplayMs);
    expect(shownSlide()).toHaveAccessibleName('2 of 3');

    const pause = screen.getByRole('button', { name: 'Pause banners' });
    act(() => pause.focus());
    advance(carouselAutoplayMs * 2);
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
    fireEvent.click(pause);
    act(() => pause.blur());
    advance(carouselAutoplayMs * 2);
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
    // Play overrides the focus that is still on the button.
    act(() => pause.focus());
    fireEvent.click(screen.getByRole('button', { name: 'Play banners' }));
    advance(carouselAutoplayMs);
    expect(shownSlide()).toHaveAccessibleName('3 of 3');
  });

  it('a touch on the screen does not hold it', () => {
    vi.useFakeTimers();
    renderCarousel(three);
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Promotions' }), { pointerType: 'touch' });
    advance(carouselAutoplayMs);
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
  });

  it('stands still for people who asked for less motion, and still moves by its buttons', () => {
    stubReducedMotion(true);
    vi.useFakeTimers();
    renderCarousel(three);
    advance(carouselAutoplayMs * 3);
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
    expect(screen.queryByRole('button', { name: 'Pause banners' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
  });

  it('announces a change only when it is not playing by itself', () => {
    vi.useFakeTimers();
    renderCarousel(three);
    const track = screen.getByTestId('banners').firstElementChild?.firstElementChild as HTMLElement;
    expect(track).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause banners' }));
    expect(track).toHaveAttribute('aria-live', 'polite');
  });

  it('does not measure its width until a press, so mounting forces no layout', () => {
    vi.useFakeTimers();
    renderCarousel(three);
    const viewport = screen.getByTestId('banners').firstElementChild as HTMLElement;
    let reads = 0;
    Object.defineProperty(viewport, 'clientWidth', {
      configurable: true,
      get: () => {
        reads += 1;
        return 360;
      },
    });
    fireEvent(window, new Event('resize'));
    advance(1000);
    expect(reads).toBe(0);
    fireEvent.pointerDown(viewport, { clientX: 100, clientY: 100, button: 0, pointerId: 1 });
    expect(reads).toBe(1);
  });

  it('follows a swipe: a long one moves on, a short one springs back', () => {
    vi.useFakeTimers();
    renderCarousel(three);
    const viewport = screen.getByTestId('banners').firstElementChild as HTMLElement;
    Object.defineProperty(viewport, 'clientWidth', { configurable: true, get: () => 400 });
    const swipe = (fromX: number, toX: number) => {
      fireEvent.pointerDown(viewport, { clientX: fromX, clientY: 100, button: 0, pointerId: 1 });
      fireEvent.pointerMove(viewport, { clientX: (fromX + toX) / 2, clientY: 102, pointerId: 1 });
      fireEvent.pointerMove(viewport, { clientX: toX, clientY: 103, pointerId: 1 });
      fireEvent.pointerUp(viewport, { clientX: toX, clientY: 103, pointerId: 1 });
    };
    // 15 % of 400 px is 60 px.
    swipe(300, 250);
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
    swipe(300, 200);
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
    swipe(100, 200);
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
  });

  it('a press that became a swipe does not also follow the slide’s link', () => {
    renderCarousel([banner(1, '#offer'), banner(2)]);
    const link = screen.getByRole('link', { name: 'Banner 1' });
    fireEvent.pointerDown(link, { clientX: 300, clientY: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(link, { clientX: 250, clientY: 101, pointerId: 1 });
    fireEvent.pointerUp(link, { clientX: 250, clientY: 101, pointerId: 1 });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    // The next plain click is a click again.
    const next = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(next);
    expect(next.defaultPrevented).toBe(false);
  });

  it('keeps hidden slides, and their links, out of reach', () => {
    renderCarousel([banner(1), banner(2, '#offer')]);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const hidden = screen.getAllByTestId('banner')[1];
    expect(hidden).toHaveAttribute('aria-hidden', 'true');
    expect(hidden).toHaveAttribute('inert');
  });

  it('loads the shown and the next images at once and the others lazily, each with its size', () => {
    renderCarousel([banner(1), banner(2), banner(3), banner(4)]);
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy']);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      'auto',
      'auto',
      'auto',
    ]);
    for (const image of images) {
      expect(image).toHaveAttribute('width', '1600');
      expect(image).toHaveAttribute('height', '500');
    }
  });
});
