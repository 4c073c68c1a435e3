import { act, fireEvent, render, screen } from '@testing-library/react';
import type { SwiperClass } from 'swiper/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Carousel } from './Carousel.tsx';
import type { CarouselItem } from './Carousel.tsx';

const banner = (id: string, onClick?: () => void): CarouselItem => ({
  id,
  imageUrl: `https://cdn.example.com/${id}.jpg`,
  alt: `Promotion ${id}`,
  ...(onClick ? { onClick } : {}),
});

/** Swiper keeps its instance on the container element; read it the way its own docs suggest. */
function swiperOf(container: HTMLElement): SwiperClass {
  const element = container.querySelector('.swiper') as (HTMLElement & { swiper?: SwiperClass }) | null;
  if (!element?.swiper) throw new Error('swiper not initialised');
  return element.swiper;
}

const labels = { label: 'Promotions', bulletLabel: 'Go to slide {{index}}' };

describe('Carousel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loops, autoplays every 5 s and shows named bullets with two or more slides', () => {
    const { container } = render(<Carousel {...labels} slides={[banner('a'), banner('b'), banner('c')]} />);
    const swiper = swiperOf(container);
    expect(swiper.params.loop).toBe(true);
    expect(swiper.params.autoplay).toMatchObject({ delay: 5000 });
    expect(screen.getByRole('region', { name: 'Promotions' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toBeInTheDocument();
  });

  it('does not loop, autoplay or paginate a single slide', () => {
    const { container } = render(<Carousel {...labels} slides={[banner('only')]} />);
    const swiper = swiperOf(container);
    expect(swiper.params.loop).toBe(false);
    expect(swiper.autoplay.running).toBe(false);
    expect(screen.queryByRole('button', { name: /Go to slide/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Promotion only' })).toBeInTheDocument();
  });

  it('calls a slide’s onClick when the slide is clicked', () => {
    const onClick = vi.fn();
    render(<Carousel {...labels} slides={[banner('a', onClick), banner('b')]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Promotion a' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    // A slide without onClick is just an image, not a button.
    expect(screen.queryByRole('button', { name: 'Promotion b' })).not.toBeInTheDocument();
  });

  it('renders ReactNode slides as given', () => {
    render(<Carousel {...labels} slides={[<p key="x">Welcome bonus</p>, <p key="y">Free spins</p>]} />);
    expect(screen.getByText('Welcome bonus')).toBeInTheDocument();
    expect(screen.getByText('Free spins')).toBeInTheDocument();
  });

  it('re-measures once, 500 ms after the last window resize', () => {
    vi.useFakeTimers();
    const { container } = render(
      <Carousel {...labels} autoplayDelayMs={0} slides={[banner('a'), banner('b')]} />,
    );
    const update = vi.spyOn(swiperOf(container), 'update');

    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(300);
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(499);
    });
    expect(update).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(update).toHaveBeenCalledTimes(1);
  });
});

describe('Carousel image height', () => {
  it('reserves the slides’ height from the aspect ratio before the images load', () => {
    render(
      <Carousel
        slides={[{ id: 'a', imageUrl: '/a.svg', alt: 'First' }]}
        label="Promotions"
        bulletLabel="Go to slide {{index}}"
        aspectRatio="16 / 5"
      />,
    );
    expect(screen.getByAltText('First')).toHaveStyle({ aspectRatio: '16 / 5' });
  });
});
