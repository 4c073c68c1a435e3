import { useT } from '@lotus/i18n';
import { EmptyState, Spinner } from '@lotus/ui';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import type { SearchGroup, SearchGroupKey, SearchOption } from './search-options.ts';
import * as styles from './search.css.ts';

export type SearchState = 'recent' | 'loading' | 'failed' | 'empty' | 'found';

const groupTitles = {
  recent: 'search.recent',
  games: 'search.groups.games',
  vendors: 'search.groups.vendors',
  categories: 'search.groups.categories',
} as const satisfies Record<SearchGroupKey, string>;

/**
 * The combobox's list: its groups (each a labelled group of options), or what stands in for them
 * (searching, nothing found, the search failed). Options are chosen from the field with the
 * keyboard (the field names the active one) or pressed; they are never focused themselves.
 */
export function SearchResults(props: {
  listId: string;
  groups: readonly SearchGroup[];
  activeId: string | undefined;
  state: SearchState;
  busy: boolean;
  term: string;
  onOpen: (option: SearchOption) => void;
  onHover: (option: SearchOption) => void;
  onClearRecent: () => void;
  onRetry: () => void;
}) {
  const { t } = useT('search', 'lobby');
  const found = props.groups.reduce((count, group) => count + group.options.length, 0);
  return (
    <div className={styles.results}>
      {/* What a screen reader hears as the list changes. */}
      <p role="status" className={styles.status}>
        {props.state === 'loading'
          ? t('search.searching')
          : props.state === 'found'
            ? t('search.found', { count: found })
            : ''}
      </p>
      {props.state === 'loading' ? (
        <div className={styles.center}>
          <Spinner />
        </div>
      ) : null}
      {props.state === 'failed' ? (
        <LoadFailed headingLevel={3} title={t('search.failed')} onRetry={props.onRetry} />
      ) : null}
      {props.state === 'empty' ? (
        <EmptyState
          headingLevel={3}
          title={t('search.empty', { query: props.term })}
          description={t('search.emptyHint')}
        />
      ) : null}
      <div
        id={props.listId}
        role="listbox"
        aria-label={t('search.title')}
        aria-busy={props.busy || undefined}
        className={styles.listbox}
      >
        {props.groups.map((group) => (
          <div
            key={group.key}
            role="group"
            aria-labelledby={`${props.listId}-${group.key}`}
            className={styles.group}
          >
            <div className={styles.groupHeader}>
              <span id={`${props.listId}-${group.key}`} className={styles.groupTitle}>
                {t(groupTitles[group.key])}
              </span>
              {group.key === 'recent' ? (
                <button
                  type="button"
                  className={styles.clear}
                  aria-label={t('search.clearRecentLabel')}
                  onClick={props.onClearRecent}
                >
                  {t('search.clearRecent')}
                </button>
              ) : null}
            </div>
            {group.options.map((option) => (
              // The field keeps focus and answers the keys (aria-activedescendant); a press opens.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <div
                key={option.id}
                id={option.id}
                role="option"
                tabIndex={-1}
                aria-selected={option.id === props.activeId}
                className={styles.option}
                onClick={() => props.onOpen(option)}
                onMouseMove={() => {
                  if (option.id !== props.activeId) props.onHover(option);
                }}
                data-testid={`search-${option.kind}`}
              >
                <OptionContent option={option} />
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

function OptionContent(props: { option: SearchOption }) {
  const { t } = useT('search', 'lobby');
  const { option } = props;
  switch (option.kind) {
    case 'recent':
      return (
        <>
          <ClockIcon />
          <span className={styles.name}>{option.term}</span>
        </>
      );
    case 'game':
      return (
        <>
          <img
            className={styles.thumb}
            src={option.game.imageUrl}
            alt=""
            width={48}
            height={36}
            loading="lazy"
          />
          <span className={styles.text}>
            <span className={styles.name}>{option.game.name}</span>
            <span className={styles.detail}>
              {option.game.vendorName} · {t(`lobby.categories.${option.game.category}`)}
            </span>
          </span>
        </>
      );
    case 'vendor':
      return (
        <span className={styles.text}>
          <span className={styles.name}>{option.vendor.name}</span>
          <span className={styles.detail}>
            {t('search.vendorIn', {
              category: t(`lobby.categories.${option.vendor.category}`),
              count: option.vendor.gameCount,
            })}
          </span>
        </span>
      );
    case 'category':
      return (
        <span className={styles.text}>
          <span className={styles.name}>{t(`lobby.categories.${option.category}`)}</span>
          <span className={styles.detail}>{t('search.vendorGames', { count: option.gameCount })}</span>
        </span>
      );
  }
}

function ClockIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 8v4l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
