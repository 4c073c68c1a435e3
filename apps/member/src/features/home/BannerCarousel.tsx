import { useT } from '@lotus/i18n';
import { Carousel, CarouselImage, carouselSlideAction } from '@lotus/ui';
import type { CarouselSlideState, CarouselWords } from '@lotus/ui';
import { Link } from '@lotus/app-shell/routing';
import type { BannerTarget } from './banner-target.ts';

/** Banner artwork's size (16:5): given to every image so the browser holds its place. */
export const bannerWidth = 1600;
export const bannerHeight = 500;

export interface CarouselBanner {
  id: number;
  title: string;
  imageUrl: string;
  /** The words over the art, in the reader's language (the art itself has none). */
  words?: CarouselWords | null;
  target: BannerTarget;
  /** Opens a GAME banner (the start-game flow). */
  onOpenGame?: () => void;
}

/**
 * The home page's banners on the design system's light carousel (no slider library, so the home
 * page's first load stays light): each banner opens its target, a page of the site, another site
 * in a new tab, or a game.
 */
export function BannerCarousel(props: { banners: readonly CarouselBanner[] }) {
  const { t } = useT('common');
  return (
    <Carousel
      slides={props.banners}
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
      data-testid="home-banners"
      slideTestId="home-banner"
    />
  );
}

function BannerSlide(props: { banner: CarouselBanner; state: CarouselSlideState }) {
  const { t } = useT('common');
  const { banner, state } = props;
  const image = (
    <CarouselImage
      src={banner.imageUrl}
      alt={banner.title}
      width={bannerWidth}
      height={bannerHeight}
      near={state.near}
      priority={state.position === 0}
      words={banner.words}
    />
  );
  const { target } = banner;
  if (target.kind === 'route') {
    return (
      <Link to={target.to} className={carouselSlideAction}>
        {image}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        className={carouselSlideAction}
        aria-label={t('common.banners.newTab', { title: banner.words?.title ?? banner.title })}
      >
        {image}
      </a>
    );
  }
  if (target.kind === 'game' && banner.onOpenGame) {
    return (
      <button type="button" className={carouselSlideAction} onClick={banner.onOpenGame}>
        {image}
      </button>
    );
  }
  return image;
}
