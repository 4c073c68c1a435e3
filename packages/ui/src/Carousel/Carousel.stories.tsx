import type { Meta, StoryObj } from '@storybook/react-vite';

import { Carousel } from './Carousel.tsx';
import type { CarouselItem } from './Carousel.tsx';

// Inline SVG banners keep the story offline-friendly (no image hosting needed).
function banner(text: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><text x="80" y="230" font-family="Georgia, serif" font-size="84" fill="#fff">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const slides: CarouselItem[] = [
  {
    id: 'welcome',
    imageUrl: banner('Welcome bonus 100%', '#3a2a06', '#d4a74a'),
    alt: 'Welcome bonus: 100% on your first deposit',
    onClick: () => undefined,
  },
  { id: 'spins', imageUrl: banner('50 free spins', '#0b1f3a', '#3fb8af'), alt: '50 free spins every Friday' },
  { id: 'vip', imageUrl: banner('VIP cashback', '#2a0b1f', '#f26d78'), alt: 'VIP weekly cashback up to 15%' },
];

const meta = {
  title: 'Media/Carousel',
  component: Carousel,
  args: {
    slides,
    label: 'Promotions',
    bulletLabel: 'Go to slide {{index}}',
    autoplayDelayMs: 5000,
  },
  argTypes: {
    autoplayDelayMs: { control: { type: 'number', min: 0, step: 500 } },
    slides: { control: false },
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SingleSlide: Story = { args: { slides: slides.slice(0, 1) } };

/** The flex-column trap: without `width: 100%` on the swiper this would grow without bound. */
export const InsideFlexColumn: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 720 }}>
      <Carousel {...args} />
    </div>
  ),
};

export const CustomSlides: Story = {
  args: {
    slides: [
      <div key="a" style={{ padding: 48, textAlign: 'center' }}>
        Any content can be a slide
      </div>,
      <div key="b" style={{ padding: 48, textAlign: 'center' }}>
        Such as live jackpot counters
      </div>,
    ],
  },
};
