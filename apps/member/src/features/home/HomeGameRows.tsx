import { games } from '@lotus/app-shell';
import type { GameType } from '@lotus/contract/values';
import { useT } from '@lotus/i18n';
import { EmptyState, Skeleton } from '@lotus/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@lotus/app-shell/routing';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { catalog, catalogLanguage, catalogQueryKeys } from '../../lib/catalog-queries.ts';
import type { CardGame } from '../lobby/index.ts';
import { CategoryNav, GameLane, lobbyStyles, VassalagePopup } from '../lobby/index.ts';
import { seeAllPath } from './see-all-path.ts';

/** A row's game, with its category when the answer names it (its "see all" leads to that lobby). */
type RowGame = CardGame & { category?: GameType | null };

/** The home page's games: the hot and popular rows, and the way into every category's lobby. */
export function HomeGameRows() {
  const { t, language } = useT('lobby');
  const lang = catalogLanguage(language);
  // The hot games are the operator's pick (also on the line-detection page); popular is what is played.
  const hot = useQuery({ queryKey: catalogQueryKeys.hot, queryFn: games.hotGames, staleTime: 60_000 });
  const popular = useQuery({
    queryKey: catalogQueryKeys.popular(lang),
    queryFn: () => catalog.popular({ lang, limit: 20 }),
    staleTime: 60_000,
  });
  return (
    <>
      <section className={lobbyStyles.section} aria-labelledby="home-categories">
        <h2 id="home-categories" className={lobbyStyles.sectionTitle}>
          {t('lobby.home.categories')}
        </h2>
        <CategoryNav />
      </section>
      <Row title={t('lobby.home.hot')} query={hot} testId="home-hot-games" />
      <Row title={t('lobby.home.popular')} query={popular} testId="home-popular-games" />
      <VassalagePopup />
    </>
  );
}

function Row(props: { title: string; query: UseQueryResult<readonly RowGame[]>; testId: string }) {
  const { t } = useT('lobby');
  const { query } = props;
  if (query.isPending) {
    return (
      <section className={lobbyStyles.section} aria-label={props.title} aria-busy="true">
        <h2 className={lobbyStyles.sectionTitle}>{props.title}</h2>
        <Skeleton height={200} radius="md" />
      </section>
    );
  }
  if (query.isError) {
    return (
      <section className={lobbyStyles.section} aria-label={props.title}>
        <h2 className={lobbyStyles.sectionTitle}>{props.title}</h2>
        <LoadFailed headingLevel={3} title={t('lobby.loadFailed')} onRetry={() => void query.refetch()} />
      </section>
    );
  }
  if (query.data.length === 0) {
    return (
      <section className={lobbyStyles.section} aria-label={props.title}>
        <h2 className={lobbyStyles.sectionTitle}>{props.title}</h2>
        <EmptyState headingLevel={3} title={t('lobby.empty')} />
      </section>
    );
  }
  const seeAll = (
    <Link to={seeAllPath(query.data)} className={lobbyStyles.link}>
      {t('lobby.home.seeAll')}
    </Link>
  );
  return <GameLane title={props.title} games={query.data} action={seeAll} testId={props.testId} />;
}
