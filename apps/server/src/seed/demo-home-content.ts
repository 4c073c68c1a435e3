import { bannerGroups } from '@lotus/contract/values';
import type { PoolClient } from '../platform/database/pool.ts';

/**
 * The member home page's demo banners (group w_home): one opens a game through the start-game flow
 * (GAME), one a page of the site (URL with a path). Their artwork is 1600 x 500, like every banner.
 */
export const demoHomeBanners = [
  {
    imageUrl: '/media/banners/home-1.svg',
    title: 'Lotus Originals: provably fair',
    linkageType: 'GAME',
    linkUrl: 'limbo',
  },
  {
    imageUrl: '/media/banners/home-2.svg',
    title: 'Play responsibly: set your own limits',
    linkageType: 'URL',
    linkUrl: '/responsible-gaming',
  },
] as const;

/**
 * One notice (type B) for the notice line, in both languages. No popup is seeded: a demo that
 * greets every visit with a dialog would stand in the way of everything else on the page.
 */
export const demoNotice = {
  vi: {
    title: 'Chào mừng đến với Lotus',
    content: 'Mỗi ván Lotus Originals đều có thể tự kiểm chứng. Hãy chơi vui và dừng lại đúng lúc.',
  },
  en: {
    title: 'Welcome to Lotus',
    content: 'Every Lotus Originals round can be checked by you. Play for fun, and stop in good time.',
  },
};

export async function seedHomeContent(client: PoolClient, brandId: number): Promise<void> {
  for (const [index, banner] of demoHomeBanners.entries()) {
    await client.query(
      `insert into banners (brand_id, group_name, kind, image_url, linkage_type, link_url, title, sort)
       values ($1, $2, 'banner', $3, $4, $5, $6, $7)`,
      [
        brandId,
        bannerGroups.memberHome,
        banner.imageUrl,
        banner.linkageType,
        banner.linkUrl,
        banner.title,
        index,
      ],
    );
  }
  await client.query(`insert into announcements (brand_id, type, texts) values ($1, 'B', $2::jsonb)`, [
    brandId,
    JSON.stringify(demoNotice),
  ]);
}
