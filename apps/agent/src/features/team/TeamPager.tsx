import { useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import * as styles from './team.css.ts';

/**
 * Previous and next over the team's pages, with where the agent is; nothing for a single page. From
 * a page past the end (an old link, a team that shrank) Previous goes to the last page.
 */
export function TeamPager(props: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useT('agentTeam');
  const pages = Math.max(1, Math.ceil(props.total / props.size));
  if (pages <= 1 && props.page <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('agentTeam.pager.label')}>
      <Button
        size="sm"
        variant="secondary"
        disabled={props.page <= 1}
        onClick={() => props.onPage(Math.min(props.page - 1, pages))}
      >
        {t('agentTeam.pager.previous')}
      </Button>
      <span aria-live="polite">{t('agentTeam.pager.pageOf', { page: props.page, pages })}</span>
      <Button
        size="sm"
        variant="secondary"
        disabled={props.page >= pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        {t('agentTeam.pager.next')}
      </Button>
    </nav>
  );
}
