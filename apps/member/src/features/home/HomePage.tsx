import { JackpotCounter, lazyComponent, LoadNearViewport, useSystemStatus } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, Card } from '@lotus/ui';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import { AnnouncementPopups, NoticeLine } from '../announcements/index.ts';
import { HomeBanners } from './HomeBanners.tsx';
import * as styles from './HomePage.css.ts';
import { RegistrationTeaser } from './RegistrationTeaser.tsx';

// The game rows start below a phone's fold: their code (the lobby's cards) loads when the player
// scrolls to them, so the top of the page gets the connection first.
const HomeGameRows = lazyComponent(() => import('./HomeGameRows.tsx').then((module) => module.HomeGameRows));

// The winners board sits at the bottom of the page: its code loads when the player scrolls near it.
const WinnersBoard = lazyComponent(() => import('./WinnersBoard.tsx').then((module) => module.WinnersBoard));

export function HomePage() {
  const { t } = useT('member', 'shell');
  const { brand } = useSystemStatus();
  const openLogin = useLoginModal((state) => state.open);
  // The jackpot counter and the winners board follow the live stream the layout keeps open.
  return (
    <div className={styles.home}>
      <div className={styles.top}>
        <NoticeLine />
        <HomeBanners />
      </div>
      <section className={styles.hero} aria-labelledby="home-title">
        <Card>
          <h1 id="home-title" className={styles.title}>
            {t('member.home.title', { brand: brand.name })}
          </h1>
          <p className={styles.lead}>{t('member.home.lead')}</p>
          <Button onClick={openLogin}>{t('shell.login')}</Button>
        </Card>
        <RegistrationTeaser />
      </section>
      <div className={styles.jackpot}>
        <JackpotCounter />
      </div>
      <div className={styles.games}>
        <LoadNearViewport minHeight={640} ahead={0}>
          <HomeGameRows />
        </LoadNearViewport>
      </div>
      <div className={styles.winners}>
        <LoadNearViewport minHeight={360}>
          <WinnersBoard />
        </LoadNearViewport>
      </div>
      <AnnouncementPopups />
    </div>
  );
}
