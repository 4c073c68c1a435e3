import { content } from '@lotus/app-shell';
import { bannerGroups } from '@lotus/contract/values';
import { useT } from '@lotus/i18n';
import { CarouselPlaceholder } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { InlineRetry } from '../announcements/index.ts';
import { useLaunchGame } from '../../lib/use-launch-game.ts';
import { BannerCarousel, bannerHeight, bannerWidth } from './BannerCarousel.tsx';
import type { CarouselBanner } from './BannerCarousel.tsx';
import { bannerTarget } from './banner-target.ts';

const homeBannerGroup = bannerGroups.memberHome;
export const homeBannersQueryKey = (language: string) => ['banners', homeBannerGroup, language] as const;

/**
 * The home page's banners (group w_home, as the operator orders them). While they load, the
 * carousel's placeholder holds their place, picture and controls; with none there is no hole (the
 * page starts with its welcome); when they cannot be loaded, one line says so with a retry.
 */
export function HomeBanners() {
  const { t, language } = useT('common');
  const { launch } = useLaunchGame();
  const banners = useQuery({
    // The banners' words are in the reader's language: a switch asks again, keeping the art meanwhile.
    queryKey: homeBannersQueryKey(language),
    queryFn: () => content.banners(homeBannerGroup, language),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  if (banners.isPending) {
    return (
      <div aria-busy="true" aria-label={t('common.banners.loading')} role="status">
        <CarouselPlaceholder width={bannerWidth} height={bannerHeight} />
      </div>
    );
  }
  if (banners.isError) {
    return (
      <InlineRetry
        text={t('common.banners.failed')}
        onRetry={() => void banners.refetch()}
        testId="home-banners-failed"
      />
    );
  }
  if (banners.data.banners.length === 0) return null;
  const origin = window.location.origin;
  const slides = banners.data.banners.map((banner): CarouselBanner => {
    const target = bannerTarget(banner, origin);
    return {
      id: banner.id,
      title: banner.title,
      imageUrl: banner.url,
      words: banner.text,
      target,
      ...(target.kind === 'game'
        ? { onOpenGame: () => launch({ code: target.code, name: banner.text?.title ?? banner.title }) }
        : {}),
    };
  });
  return <BannerCarousel banners={slides} />;
}
