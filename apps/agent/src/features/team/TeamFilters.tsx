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
  const { t } = useT('agentTeam');
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
      aria-label={t('agentTeam.filters')}
      className={styles.filters}
      onSubmit={(event) => {
        event.preventDefault();
        const search = new FormData(event.currentTarget).get('search');
        onChange(withFilters({ search: typeof search === 'string' ? search.trim() : '', level: view.level }));
      }}
    >
      <div className={styles.searchRow}>
        {/* Keyed by the address's search, so Back and Forward put its text back in the box. */}
        <TextField
          key={view.search ?? ''}
          name="search"
          type="search"
          label={t('agentTeam.search')}
          defaultValue={view.search ?? ''}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
        />
        <Button type="submit" variant="secondary">
          {t('agentTeam.searchButton')}
        </Button>
      </div>
      <Select
        label={t('agentTeam.level')}
        value={view.level === undefined ? '' : String(view.level)}
        options={[
          { value: '', label: t('agentTeam.allLevels') },
          ...teamLevels.map((level) => ({
            value: String(level),
            label: t('agentTeam.levelOption', { level }),
          })),
        ]}
        onChange={(event) =>
          onChange(withFilters({ search: view.search, level: Number(event.target.value) || undefined }))
        }
      />
      {isFiltered(view) && (
        <Button variant="ghost" onClick={() => onChange(withFilters({}))}>
          {t('agentTeam.clearFilters')}
        </Button>
      )}
    </form>
  );
}
