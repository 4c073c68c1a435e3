// The content calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/content/schemas).
export type { Banner, BannerInput, BannerOrder, Banners, HotGame, Jackpot, LinkageType } from './schemas.ts';
