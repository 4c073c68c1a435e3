// The banners above the lines: what the lines page uses of this feature.
export { SpeedBanners } from './SpeedBanners.tsx';
