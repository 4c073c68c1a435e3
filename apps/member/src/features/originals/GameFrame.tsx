import type { HouseGame, HouseLimits } from '@lotus/contract/house-games';
import { useT } from '@lotus/i18n';
import { Card, Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from '@lotus/app-shell/routing';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { FairnessPanel } from './FairnessPanel.tsx';
import { SoundToggle } from './SoundToggle.tsx';
import * as soundStyles from './game-sound.css.ts';
import { houseGames, originalsQueryKeys } from './originals-queries.ts';
import * as styles from './originals.css.ts';

/** The stake ranges of the house games (public: a visitor sees the game before logging in). */
export function useHouseLimits() {
  return useQuery({ queryKey: originalsQueryKeys.limits, queryFn: () => houseGames.limits() });
}

/**
 * A house game's page: its name, what it is, its return to player, then the board beside the bet
 * form, and the fairness panel. Waits for the stake limits; `children` renders with them.
 */
export function GameFrame(props: {
  game: HouseGame;
  /** The return to player as the reader's language words it ("99,00%"). */
  rtp: (language: string) => string;
  /** The game with the limits loaded: an element (a component of its own, so it may use hooks). */
  children: (limits: HouseLimits) => ReactNode;
}) {
  const { t, language } = useT('originals');
  const limits = useHouseLimits();
  let body;
  if (limits.isPending) {
    body = (
      <div aria-busy="true" aria-label={t('originals.loading')}>
        <Skeleton height={320} radius="md" />
      </div>
    );
  } else if (limits.isError) {
    body = <LoadFailed title={t('originals.loadError')} onRetry={() => void limits.refetch()} />;
  } else {
    body = props.children(limits.data);
  }
  return (
    <div className={styles.page}>
      <div className={soundStyles.titleRow}>
        <h1 className={styles.title}>{t(`originals.games.${props.game}`)}</h1>
        <SoundToggle />
      </div>
      <p className={styles.muted}>{t(`originals.intro.${props.game}`)}</p>
      <p className={styles.rtp} data-testid="game-rtp">
        {t('originals.rtp', { rtp: props.rtp(language) })} ·{' '}
        <Link className={styles.link} to="/game-history">
          {t('originals.history.link')}
        </Link>
      </p>
      {body}
    </div>
  );
}

/** The board beside the bet form (one column on a phone), and the fairness panel under the form. */
export function GameLayout(props: { game: HouseGame; board: ReactNode; controls: ReactNode }) {
  return (
    <div className={styles.layout}>
      <Card padding="md">{props.board}</Card>
      <div className={styles.stack}>
        <Card padding="md">{props.controls}</Card>
        <FairnessPanel game={props.game} />
      </div>
    </div>
  );
}
