import type { ReactNode } from 'react';
import { useLaunchGame } from '../../lib/use-launch-game.ts';
import { GameCard } from './GameCard.tsx';
import type { CardGame } from './GameCard.tsx';
import * as styles from './lobby.css.ts';

/** A titled horizontal row of game cards (a vendor's lane, the home page's hot and popular games). */
export function GameLane(props: {
  title: string;
  games: readonly CardGame[];
  action?: ReactNode;
  testId?: string;
}) {
  const { launch, launching } = useLaunchGame();
  return (
    <section className={styles.section} aria-label={props.title} data-testid={props.testId}>
      <div className={styles.sectionHeader}>
        <h2 className={styles.sectionTitle}>{props.title}</h2>
        {props.action}
      </div>
      <ul className={styles.lane}>
        {props.games.map((game) => (
          <li key={game.code} className={styles.laneCell}>
            <GameCard game={game} onPlay={launch} busy={launching === game.code} />
          </li>
        ))}
      </ul>
    </section>
  );
}
