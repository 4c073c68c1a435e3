import { content, useServerRead } from '@lotus/app-shell';
import type { Banner } from '@lotus/contract/content';
import { useT } from '@lotus/i18n';
import { Carousel, CarouselImage, CarouselPlaceholder, carouselSlideAction } from '@lotus/ui';
import type { CarouselSlideState } from '@lotus/ui';
import { Suspense, useEffect, useRef } from 'react';
import * as styles from './SpeedBanners.css.ts';

export const speedBannerGroup = 'w_speed';

/** Banner artwork is 1600 x 500 (16:5): given to every image so the browser holds its place. */
const imageWidth = 1600;
const imageHeight = 500;

function BannerPlaceholder() {
  return <CarouselPlaceholder width={imageWidth} height={imageHeight} />;
}

/**
 * The w_speed banners on the design system's light carousel: autoplay every 5 s, looping only with
 * two or more banners. A banner with a URL link opens it in a new tab; the others only show.
 */
export function SpeedBanners() {
  // Their words may still be loading when the banners arrive: the placeholder holds their place
  // meanwhile, and the rest of the page never waits for them.
  return (
    <Suspense fallback={<BannerPlaceholder />}>
      <BannerCarousel />
    </Suspense>
  );
}

function BannerCarousel() {
  const { t, language } = useT('common');
  const banners = useServerRead(() => content.banners(speedBannerGroup, language));
  // The words are in the reader's language: a switch reads them again (the art stays meanwhile).
  const shownLanguage = useRef(language);
  const { refetch } = banners;
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    void refetch();
  }, [language, refetch]);
  if (banners.isPending) return <BannerPlaceholder />;
  // Banners are decoration: with none, or when they fail to load, the lines matter more than a hole.
  if (banners.isError || banners.data.banners.length === 0) return null;
  return (
    <div className={styles.frame} data-testid="speed-banners">
      <Carousel
        slides={banners.data.banners}
        slideKey={(banner) => banner.id}
        renderSlide={(banner, state) => <BannerSlide banner={banner} state={state} />}
        label={t('common.banners.label')}
        roleDescription={t('common.banners.roleDescription')}
        slideRoleDescription={t('common.banners.slideRoleDescription')}
        slideLabel={(index, total) => t('common.banners.slide', { index, total })}
        previousLabel={t('common.banners.previous')}
        nextLabel={t('common.banners.next')}
        pauseLabel={t('common.banners.pause')}
        playLabel={t('common.banners.play')}
        goToLabel={(index) => t('common.banners.goTo', { index })}
        slideTestId="speed-banner"
      />
    </div>
  );
}

function BannerSlide(props: { banner: Banner; state: CarouselSlideState }) {
  const { t } = useT('common');
  const { banner, state } = props;
  const image = (
    <CarouselImage
      src={banner.url}
      alt={banner.title}
      width={imageWidth}
      height={imageHeight}
      near={state.near}
      priority={state.position === 0}
      words={banner.text}
    />
  );
  if (banner.linkageType !== 'URL' || !banner.linkUrl) return image;
  return (
    <a
      href={banner.linkUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={carouselSlideAction}
      aria-label={t('common.banners.newTab', { title: banner.text?.title ?? banner.title })}
    >
      {image}
    </a>
  );
}
