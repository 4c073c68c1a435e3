import { games, useServerRead } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, EmptyState, Skeleton } from '@lotus/ui';
import * as styles from './HotGames.css.ts';

/** HOT GAMES: the server's list, each opening the member site at that game. */
export function HotGames() {
  const { t } = useT('common', 'speed');
  const list = useServerRead(games.hotGames);
  return (
    <section className={styles.section} aria-labelledby="hot-games-title">
      <h2 id="hot-games-title" className={styles.title}>
        {t('speed.hotGames.title')}
      </h2>
      {list.isPending ? (
        <div className={styles.grid} aria-busy="true">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height="auto" radius="md" className={styles.placeholder} />
          ))}
        </div>
      ) : list.isError ? (
        <EmptyState
          title={t('speed.hotGames.failed')}
          action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
        />
      ) : list.data.length === 0 ? (
        <EmptyState title={t('speed.hotGames.empty')} />
      ) : (
        <ul className={styles.grid}>
          {list.data.map((game) => (
            <li key={game.code}>
              <a
                className={styles.card}
                href={game.playUrl}
                target="_blank"
                rel="noopener"
                aria-label={t('speed.hotGames.play', { name: game.name })}
                data-testid="hot-game"
              >
                <img
                  className={styles.image}
                  src={game.imageUrl}
                  alt=""
                  width={320}
                  height={240}
                  loading="lazy"
                  decoding="async"
                />
                <span className={styles.name}>{game.name}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
