import { content } from '@lotus/app-shell';
import type { Banner } from '@lotus/contract/content';
import { useT } from '@lotus/i18n';
import { Skeleton } from '@lotus/ui';
// Swiper is heavy: the carousel comes by its own entry so it stays out of the first load.
import { Carousel } from '@lotus/ui/carousel';
import { useQuery } from '@tanstack/react-query';
import * as styles from './SpeedBanners.css.ts';

export const speedBannerGroup = 'w_speed';

/** A banner with a URL link opens it in a new tab; banners without a link only show. */
function clickHandler(banner: Banner): (() => void) | undefined {
  if (banner.linkageType !== 'URL' || !banner.linkUrl) return undefined;
  const link = banner.linkUrl;
  return () => window.open(link, '_blank', 'noopener');
}

/** The w_speed banner carousel: autoplay every 5 s, looping only with two or more banners. */
export function SpeedBanners() {
  const { t } = useT();
  const banners = useQuery({
    queryKey: ['banners', speedBannerGroup],
    queryFn: () => content.banners(speedBannerGroup),
  });
  if (banners.isPending) return <Skeleton height="auto" radius="lg" className={styles.placeholder} />;
  // Banners are decoration: with none, or when they fail to load, the lines matter more than a hole.
  if (banners.isError || banners.data.banners.length === 0) return null;
  const slides = banners.data.banners.map((banner) => {
    const onClick = clickHandler(banner);
    return {
      id: String(banner.id),
      imageUrl: banner.url,
      alt: banner.title,
      ...(onClick ? { onClick } : {}),
    };
  });
  return (
    <div className={styles.frame} data-testid="speed-banners">
      <Carousel
        slides={slides}
        label={t('speed.banners.label')}
        bulletLabel={t('speed.banners.bullet')}
        slideLabel={t('speed.banners.slide')}
        autoplayDelayMs={5000}
        aspectRatio="16 / 5"
      />
    </div>
  );
}
