import { useNavigate } from '@lotus/app-shell/routing';
import { useT } from '@lotus/i18n';
import { Dialog } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { catalog, catalogLanguage } from '../../lib/catalog-queries.ts';
import { clearRecentSearches, readRecentSearches, rememberSearch } from '../../lib/recent-searches.ts';
import { useLaunchGame } from '../../lib/use-launch-game.ts';
import { SearchResults } from './SearchResults.tsx';
import type { SearchOption } from './search-options.ts';
import { lobbyPathOf, movedActive, recentGroups, resultGroups } from './search-options.ts';
import { useDebounced } from './use-debounced.ts';
import * as styles from './search.css.ts';

/** How long the typing must pause before the search asks. */
const typingPause = 200;
/** The server's longest query. */
const longestQuery = 64;

/**
 * The search over the whole catalog, in a dialog (the whole screen on a phone): a combobox whose
 * list shows the recent searches while the field is empty, then the games, providers and
 * categories found. Arrows move through the list, Enter opens (the first result when none is
 * chosen), Escape clears the field, then closes. A game opens through the launch flow, a provider
 * or a category its lobby; what was searched is kept among the recent searches on this device.
 */
export function SearchPanel(props: { open: boolean; onClose: () => void }) {
  const { t, language } = useT('search', 'lobby', 'common');
  const lang = catalogLanguage(language);
  const navigate = useNavigate();
  const { launch } = useLaunchGame();
  const ids = useId();
  const listId = `${ids}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [recent, setRecent] = useState(readRecentSearches);
  const [active, setActive] = useState(-1);
  const term = useDebounced(text.trim().slice(0, longestQuery), typingPause);

  const search = useQuery({
    queryKey: ['catalog', 'search', lang, term],
    queryFn: () => catalog.search(term, lang),
    enabled: term !== '',
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    // Said at once instead of after a second try: the next key or the retry button asks again.
    retry: false,
  });

  const showingRecent = text.trim() === '';
  const groups = showingRecent
    ? recentGroups(recent, ids)
    : search.data !== undefined && term !== ''
      ? resultGroups(search.data, ids)
      : [];
  const options = groups.flatMap((group) => group.options);
  const activeOption = active >= 0 ? options[active] : undefined;

  // A new list starts with nothing chosen.
  useEffect(() => setActive(-1), [term, showingRecent]);
  useEffect(() => {
    if (activeOption === undefined) return;
    document.getElementById(activeOption.id)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOption]);

  function open(option: SearchOption) {
    if (option.kind === 'recent') {
      setText(option.term);
      inputRef.current?.focus();
      return;
    }
    setRecent(rememberSearch(text));
    props.onClose();
    if (option.kind === 'game') {
      launch({ code: option.game.code, name: option.game.name });
      return;
    }
    const path = lobbyPathOf(option);
    if (path !== null) void navigate(path);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => movedActive(current, event.key === 'ArrowDown' ? 1 : -1, options.length));
    } else if (event.key === 'Home' && active >= 0) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && active >= 0) {
      event.preventDefault();
      setActive(options.length - 1);
    } else if (event.key === 'Enter') {
      const chosen = activeOption ?? (showingRecent ? undefined : options[0]);
      if (chosen === undefined) return;
      event.preventDefault();
      open(chosen);
    } else if (event.key === 'Escape' && text !== '') {
      // The first Escape clears the field; the next one reaches the dialog, which closes.
      event.stopPropagation();
      setText('');
    }
  }

  const waiting = !showingRecent && (term === '' || (search.isPending && search.fetchStatus !== 'idle'));
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={t('search.title')}
      closeLabel={t('common.close')}
      size="lg"
      initialFocusRef={inputRef}
      className={styles.dialog}
    >
      <div className={styles.panel} data-testid="search-panel">
        <input
          ref={inputRef}
          className={styles.field}
          type="text"
          role="combobox"
          aria-label={t('search.label')}
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-activedescendant={activeOption?.id}
          aria-describedby={`${ids}-hint`}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={longestQuery}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <p id={`${ids}-hint`} className={styles.hint}>
          {t('search.hint')}
        </p>
        <SearchResults
          listId={listId}
          groups={groups}
          activeId={activeOption?.id}
          onOpen={open}
          onHover={(option) => setActive(options.indexOf(option))}
          onClearRecent={() => {
            clearRecentSearches();
            setRecent([]);
            inputRef.current?.focus();
          }}
          state={
            showingRecent
              ? 'recent'
              : waiting
                ? 'loading'
                : search.isError && search.data === undefined
                  ? 'failed'
                  : options.length === 0
                    ? 'empty'
                    : 'found'
          }
          busy={search.isFetching}
          term={term}
          onRetry={() => void search.refetch()}
        />
      </div>
    </Dialog>
  );
}
