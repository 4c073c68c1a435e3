import { useT } from '@lotus/i18n';
import { EmptyState, Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@lotus/app-shell/routing';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { VassalagePopup } from './VassalagePopup.tsx';
import { catalog, catalogLanguage, catalogQueryKeys } from '../../lib/catalog-queries.ts';
import { CategoryNav } from './CategoryNav.tsx';
import { GameLane } from './GameLane.tsx';
import * as styles from './lobby.css.ts';

/** `/rng`, the slots page: a lane per vendor, in the vendors' sort order, and the way to every slot. */
export function RngPage() {
  const { t, language } = useT('lobby');
  const lang = catalogLanguage(language);
  const lanes = useQuery({
    queryKey: catalogQueryKeys.lanes(lang),
    queryFn: () => catalog.vendorLanes({ category: 'slots', lang }),
    staleTime: 60_000,
  });
  let body;
  if (lanes.isPending) {
    body = (
      <div className={styles.page} aria-busy="true" role="status" aria-label={t('lobby.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={220} radius="md" />
        ))}
      </div>
    );
  } else if (lanes.isError) {
    body = <LoadFailed title={t('lobby.loadFailed')} onRetry={() => void lanes.refetch()} />;
  } else if (lanes.data.data.lanes.length === 0) {
    body = <EmptyState title={t('lobby.rng.lanesEmpty')} />;
  } else {
    body = lanes.data.data.lanes.map((lane) => (
      <GameLane
        key={lane.vendor}
        title={lane.title}
        games={lane.cards}
        testId="vendor-lane"
        action={
          <Link to={`/games/slots?vendor=${encodeURIComponent(lane.vendor)}`} className={styles.link}>
            {t('lobby.home.seeAll')}
          </Link>
        }
      />
    ));
  }
  return (
    <section className={styles.page} aria-labelledby="rng-title">
      <div className={styles.sectionHeader}>
        <h1 id="rng-title" className={styles.title}>
          {t('lobby.rng.title')}
        </h1>
        <Link to="/games/slots" className={styles.link}>
          {t('lobby.rng.allSlots')}
        </Link>
      </div>
      <CategoryNav />
      {body}
      <VassalagePopup />
    </section>
  );
}
