import type { Meta, StoryObj } from '@storybook/react-vite';

import { Carousel } from './Carousel.tsx';
import { slideAction } from './Carousel.css.ts';
import type { CarouselProps } from './Carousel.tsx';
import { CarouselImage } from './CarouselImage.tsx';

// Inline SVG banners keep the story offline-friendly (no image hosting needed).
function art(text: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500" viewBox="0 0 1600 500"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1600" height="500" fill="url(#g)"/><text x="100" y="290" font-family="Georgia, serif" font-size="110" fill="#fff">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface StoryBanner {
  id: string;
  title: string;
  imageUrl: string;
  href?: string;
}

const banners: StoryBanner[] = [
  {
    id: 'welcome',
    title: 'Play responsibly',
    imageUrl: art('Play responsibly', '#3a2a06', '#d4a74a'),
    href: '#welcome',
  },
  { id: 'lines', title: 'Fast lines, every time', imageUrl: art('Fast lines', '#0b1f3a', '#3fb8af') },
  { id: 'help', title: 'Help around the clock', imageUrl: art('Help 24/7', '#2a0b1f', '#f26d78') },
];

const meta = {
  title: 'Media/Carousel',
  component: Carousel<StoryBanner>,
  args: {
    slides: banners,
    slideKey: (banner) => banner.id,
    renderSlide: (banner, state) => {
      const image = (
        <CarouselImage
          src={banner.imageUrl}
          alt={banner.title}
          width={1600}
          height={500}
          near={state.near}
          priority={state.position === 0}
        />
      );
      return banner.href ? (
        <a href={banner.href} className={slideAction}>
          {image}
        </a>
      ) : (
        image
      );
    },
    label: 'Promotions',
    roleDescription: 'carousel',
    slideRoleDescription: 'slide',
    slideLabel: (position, total) => `${position} of ${total}`,
    previousLabel: 'Previous banner',
    nextLabel: 'Next banner',
    pauseLabel: 'Pause banners',
    playLabel: 'Play banners',
    goToLabel: (position) => `Show banner ${position}`,
    autoplayMs: 5000,
  },
  argTypes: {
    autoplayMs: { control: { type: 'number', min: 0, step: 500 } },
    slides: { control: false },
  },
} satisfies Meta<CarouselProps<StoryBanner>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** One slide: no loop, no autoplay, no controls. */
export const SingleSlide: Story = { args: { slides: banners.slice(0, 1) } };

/** Autoplay off: the controls stay, the pause button goes (as under reduced motion). */
export const Still: Story = { args: { autoplayMs: 0 } };

/** Inside a flex column the track's width must not grow the carousel. */
export const InsideFlexColumn: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 720 }}>
      <Carousel {...args} />
    </div>
  ),
};
