// The banners (with Swiper), loaded lazily by the lines page: this index holds nothing else.
export { SpeedBanners } from './SpeedBanners.tsx';
