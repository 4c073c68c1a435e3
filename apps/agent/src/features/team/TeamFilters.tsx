import { useT } from '@lotus/i18n';
import { Button, Select, TextField } from '@lotus/ui';
import type { TeamView } from './team-view.ts';
import { isFiltered, teamLevels } from './team-view.ts';
import * as styles from './team.css.ts';

/**
 * The search (the start of a username, sent when the agent presses Search or Enter) and the level
 * (sent at once). Either goes back to the first page, in the same member's team.
 */
export function TeamFilters(props: { view: TeamView; onChange: (view: TeamView) => void }) {
  const { t } = useT('agent');
  const { view, onChange } = props;
  const withFilters = (filters: Pick<TeamView, 'search' | 'level'>): TeamView => ({
    ...(view.parentId ? { parentId: view.parentId } : {}),
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.level ? { level: filters.level } : {}),
    page: 1,
  });
  return (
    <form
      role="search"
      aria-label={t('agent.team.filters')}
      className={styles.filters}
      onSubmit={(event) => {
        event.preventDefault();
        const search = new FormData(event.currentTarget).get('search');
        onChange(withFilters({ search: typeof search === 'string' ? search.trim() : '', level: view.level }));
      }}
    >
      {/* Keyed by the address's search, so Back and Forward put its text back in the box. */}
      <TextField
        key={view.search ?? ''}
        name="search"
        type="search"
        label={t('agent.team.search')}
        hint={t('agent.team.searchHint')}
        defaultValue={view.search ?? ''}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
      />
      <div className={styles.filterActions}>
        <Button type="submit" variant="secondary">
          {t('agent.team.searchButton')}
        </Button>
      </div>
      <Select
        label={t('agent.team.level')}
        value={view.level === undefined ? '' : String(view.level)}
        options={[
          { value: '', label: t('agent.team.allLevels') },
          ...teamLevels.map((level) => ({
            value: String(level),
            label: t('agent.team.levelOption', { level }),
          })),
        ]}
        onChange={(event) =>
          onChange(withFilters({ search: view.search, level: Number(event.target.value) || undefined }))
        }
      />
      {isFiltered(view) && (
        <div className={styles.filterActions}>
          <Button variant="ghost" onClick={() => onChange(withFilters({}))}>
            {t('agent.team.clearFilters')}
          </Button>
        </div>
      )}
    </form>
  );
}
