import { useT } from '@lotus/i18n';
import { Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { catalog, catalogLanguage, catalogQueryKeys } from '../../lib/catalog-queries.ts';
import { GameLane, lobbyStyles } from '../lobby/index.ts';
import * as styles from './SignedInWelcome.css.ts';

/** The games the player launched last (the catalog's recent list, newest first), as a lane. */
export function RecentGamesRow() {
  const { t, language } = useT('member');
  const lang = catalogLanguage(language);
  const recent = useQuery({ queryKey: catalogQueryKeys.recent(lang), queryFn: () => catalog.recent(lang) });
  const title = t('member.welcome.recent');
  if (recent.isPending) {
    return (
      <section className={lobbyStyles.section} aria-label={title} aria-busy="true">
        <h2 className={lobbyStyles.sectionTitle}>{title}</h2>
        <div className={styles.recentPlaceholder}>
          <Skeleton height="100%" radius="md" />
        </div>
      </section>
    );
  }
  if (recent.isError) {
    return (
      <section className={lobbyStyles.section} aria-label={title}>
        <h2 className={lobbyStyles.sectionTitle}>{title}</h2>
        <LoadFailed
          headingLevel={3}
          title={t('member.welcome.recentFailed')}
          onRetry={() => void recent.refetch()}
        />
      </section>
    );
  }
  if (recent.data.length === 0) {
    return (
      <section className={lobbyStyles.section} aria-label={title} data-testid="home-recent-games">
        <h2 className={lobbyStyles.sectionTitle}>{title}</h2>
        <p className={styles.recentEmpty}>{t('member.welcome.recentEmpty')}</p>
      </section>
    );
  }
  return <GameLane title={title} games={recent.data.slice(0, 12)} testId="home-recent-games" />;
}
