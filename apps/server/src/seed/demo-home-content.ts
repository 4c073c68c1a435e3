import { bannerGroups } from '@lotus/contract/values';
import type { PoolClient } from '../platform/database/pool.ts';

/**
 * The member home page's demo banners (group w_home): one opens a game through the start-game flow
 * (GAME), one a page of the site (URL with a path). Their artwork is 1600 x 500, like every banner,
 * and carries no words: the site draws each banner's words, in the reader's language, over it.
 */
export const demoHomeBanners = [
  {
    imageUrl: '/media/banners/home-1.svg',
    title: 'Lotus Originals',
    linkageType: 'GAME',
    linkUrl: 'limbo',
    texts: {
      vi: {
        title: 'Lotus Originals',
        subtitle: 'Minh bạch từng ván: tự kiểm chứng mọi kết quả',
        cta: 'Chơi ngay',
      },
      en: {
        title: 'Lotus Originals',
        subtitle: 'Provably fair: check every result yourself',
        cta: 'Play now',
      },
    },
  },
  {
    imageUrl: '/media/banners/home-2.svg',
    title: 'Chơi có trách nhiệm',
    linkageType: 'URL',
    linkUrl: '/responsible-gaming',
    texts: {
      vi: {
        title: 'Chơi có trách nhiệm',
        subtitle: 'Tự đặt giới hạn nạp, thời gian và nghỉ ngơi khi cần',
        cta: 'Đặt giới hạn',
      },
      en: {
        title: 'Play responsibly',
        subtitle: 'Set your own deposit and time limits, take a break any time',
        cta: 'Set limits',
      },
    },
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
      `insert into banners (brand_id, group_name, kind, image_url, linkage_type, link_url, title, texts, sort)
       values ($1, $2, 'banner', $3, $4, $5, $6, $7::jsonb, $8)`,
      [
        brandId,
        bannerGroups.memberHome,
        banner.imageUrl,
        banner.linkageType,
        banner.linkUrl,
        banner.title,
        JSON.stringify(banner.texts),
        index,
      ],
    );
  }
  await client.query(`insert into announcements (brand_id, type, texts) values ($1, 'B', $2::jsonb)`, [
    brandId,
    JSON.stringify(demoNotice),
  ]);
}
