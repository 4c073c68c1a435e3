import {
  JackpotCounter,
  lazyComponent,
  LoadNearViewport,
  LoadWhen,
  useSessionStore,
  useSystemStatus,
} from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, Card, Skeleton } from '@lotus/ui';
import { Suspense } from 'react';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import { AnnouncementPopups, NoticeLine } from '../announcements/index.ts';
import { HomeBanners } from './HomeBanners.tsx';
import * as styles from './HomePage.css.ts';
import { RegistrationTeaser } from './RegistrationTeaser.tsx';

// The game rows start below a phone's fold: their code (the lobby's cards) loads when the player
// scrolls to them, so the top of the page gets the connection first.
const HomeGameRows = lazyComponent(() => import('./HomeGameRows.tsx').then((module) => module.HomeGameRows));

// Signed in, the welcome is the player's own (name, balance, what next, recent games): its code
// and words load only then, so a first-time visitor's first load does not carry them.
const SignedInWelcome = lazyComponent(() =>
  import('./SignedInWelcome.tsx').then((module) => module.SignedInWelcome),
);

// The winners board sits at the bottom of the page: its code loads when the player scrolls near it.
const WinnersBoard = lazyComponent(() => import('./WinnersBoard.tsx').then((module) => module.WinnersBoard));

export function HomePage() {
  const signedIn = useSessionStore((state) => state.token !== null);
  // The jackpot counter and the winners board follow the live stream the layout keeps open.
  return (
    <div className={styles.home}>
      <div className={styles.top}>
        <NoticeLine />
        <HomeBanners />
      </div>
      <section className={styles.hero} aria-labelledby="home-title">
        {signedIn ? (
          <LoadWhen when={signedIn}>
            <Suspense fallback={<WelcomePlaceholder />}>
              <SignedInWelcome />
            </Suspense>
          </LoadWhen>
        ) : (
          <>
            <VisitorWelcome />
            <RegistrationTeaser />
          </>
        )}
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

/** A visitor's welcome: what the site offers, and the way in. */
function VisitorWelcome() {
  const { t } = useT('member', 'shell');
  const { brand } = useSystemStatus();
  const openLogin = useLoginModal((state) => state.open);
  return (
    <Card>
      <h1 id="home-title" className={styles.title}>
        {t('member.home.title', { brand: brand.name })}
      </h1>
      <p className={styles.lead}>{t('member.home.lead')}</p>
      <Button onClick={openLogin}>{t('shell.login')}</Button>
    </Card>
  );
}

/** The signed-in welcome's place while its code loads: a card and a lane, near their heights. */
function WelcomePlaceholder() {
  return (
    <div className={styles.welcomePlaceholder} aria-busy="true">
      <Skeleton height={260} radius="md" />
      <Skeleton height={230} radius="md" />
    </div>
  );
}
