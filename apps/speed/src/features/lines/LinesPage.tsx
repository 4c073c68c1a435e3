import { LoadNearViewport, PolledJackpotCounter } from '@lotus/app-shell';
import { SpeedBanners } from '../banners/index.ts';
import { ServiceButton } from '../header/index.ts';
import { HotGames } from '../hot-games/index.ts';
import { LinesPanel } from './LinesPanel.tsx';
import * as styles from './LinesPage.css.ts';

/** The line-detection page: banners, the measured lines, service and jackpot, hot games. */
export function LinesPage() {
  return (
    <div className={styles.page}>
      <SpeedBanners />
      <div className={styles.columns}>
        <LinesPanel />
        <aside className={styles.aside}>
          <ServiceButton />
          <PolledJackpotCounter />
        </aside>
      </div>
      {/* Below the fold of a phone: it loads when the visitor scrolls to it. */}
      <LoadNearViewport minHeight={640} ahead={0}>
        <HotGames />
      </LoadNearViewport>
    </div>
  );
}
