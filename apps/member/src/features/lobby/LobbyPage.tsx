import { NotFound } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Tabs } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@lotus/app-shell/routing';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { VassalagePopup } from './VassalagePopup.tsx';
import { catalog, catalogLanguage, catalogQueryKeys } from '../../lib/catalog-queries.ts';
import { CategoryNav } from './CategoryNav.tsx';
import { GameList } from './GameList.tsx';
import { GameResults } from './GameResults.tsx';
import { catalogQuery, isLobbyCategory, lobbyLists, useLobbyFilter } from './lobby-filters.ts';
import type { LobbyCategory, LobbyFilter } from './lobby-filters.ts';
import * as styles from './lobby.css.ts';
import { LobbyFilters } from './LobbyFilters.tsx';
import { SearchField } from './SearchField.tsx';
import { useFavouriteGames } from './use-favourite-games.ts';

/** `/games/:category`: one lobby per category, with search, filters, favourites and recent games. */
export function LobbyPage() {
  const { category } = useParams();
  const navigate = useNavigate();
  if (!isLobbyCategory(category)) return <NotFound onHome={() => void navigate('/')} />;
  return <Lobby key={category} category={category} />;
}

function Lobby(props: { category: LobbyCategory }) {
  const { t } = useT('lobby');
  const { category } = props;
  const [filter, change] = useLobbyFilter();
  const name = t(`lobby.categories.${category}`);
  return (
    <section className={styles.page} aria-labelledby="lobby-title">
      <h1 id="lobby-title" className={styles.title}>
        {name}
      </h1>
      <CategoryNav />
      <Tabs
        label={t('lobby.listsLabel')}
        selectedId={filter.list}
        onChange={(id) => change({ list: lobbyLists.find((list) => list === id) ?? 'all' })}
        items={[
          {
            id: 'all',
            label: t('lobby.lists.all'),
            content: <AllGames category={category} filter={filter} onChange={change} label={name} />,
          },
          {
            id: 'favourites',
            label: t('lobby.lists.favourites'),
            content: (
              <RequireSignIn>
                <FavouriteGames category={category} />
              </RequireSignIn>
            ),
          },
          {
            id: 'recent',
            label: t('lobby.lists.recent'),
            content: (
              <RequireSignIn>
                <RecentGames category={category} />
              </RequireSignIn>
            ),
          },
        ]}
      />
      <VassalagePopup />
    </section>
  );
}

function AllGames(props: {
  category: LobbyCategory;
  filter: LobbyFilter;
  onChange: (change: Partial<LobbyFilter>) => void;
  label: string;
}) {
  const { filter, onChange } = props;
  return (
    <div className={styles.page}>
      <div className={styles.toolbar} role="search">
        <SearchField value={filter.q} onSearch={(q) => onChange({ q })} />
        <LobbyFilters category={props.category} filter={filter} onChange={onChange} />
      </div>
      <GameResults query={catalogQuery(props.category, filter)} label={props.label} />
    </div>
  );
}

function FavouriteGames(props: { category: LobbyCategory }) {
  const { t } = useT('lobby');
  const favourites = useFavouriteGames();
  return (
    <GameList
      query={favourites}
      games={favourites.data?.content}
      select={(game) => game.category === props.category}
      label={t('lobby.lists.favourites')}
      emptyTitle={t('lobby.favouritesEmpty')}
      emptyHint={t('lobby.favouritesHint')}
    />
  );
}

function RecentGames(props: { category: LobbyCategory }) {
  const { t, language } = useT('lobby');
  const lang = catalogLanguage(language);
  const recent = useQuery({ queryKey: catalogQueryKeys.recent(lang), queryFn: () => catalog.recent(lang) });
  return (
    <GameList
      query={recent}
      games={recent.data}
      select={(game) => game.category === props.category}
      label={t('lobby.lists.recent')}
      emptyTitle={t('lobby.recentEmpty')}
      emptyHint={t('lobby.recentHint')}
    />
  );
}
