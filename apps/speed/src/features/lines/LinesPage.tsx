import { JackpotCounter } from '@lotus/app-shell';
import { Skeleton } from '@lotus/ui';
import { lazy, Suspense } from 'react';
import { ServiceButton } from '../header/index.ts';
import { HotGames } from '../hot-games/index.ts';
import { LinesPanel } from './LinesPanel.tsx';
import * as styles from './LinesPage.css.ts';

// The banners bring Swiper; they load after the list, which is what a visitor came for.
const SpeedBanners = lazy(async () => ({
  default: (await import('../banners/index.ts')).SpeedBanners,
}));

function BannerPlaceholder() {
  return <Skeleton height="auto" radius="lg" className={styles.bannerPlaceholder} />;
}

/** The line-detection page: banners, the measured lines, service and jackpot, hot games. */
export function LinesPage() {
  return (
    <div className={styles.page}>
      <Suspense fallback={<BannerPlaceholder />}>
        <SpeedBanners />
      </Suspense>
      <div className={styles.columns}>
        <LinesPanel />
        <aside className={styles.aside}>
          <ServiceButton />
          <JackpotCounter />
        </aside>
      </div>
      <HotGames />
    </div>
  );
}
