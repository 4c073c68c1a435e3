import { useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import * as styles from './page.css.ts';

/** Previous / next over a paged list; nothing when there is only one page. */
export function Pager(props: { page: number; size: number; total: number; onPage: (page: number) => void }) {
  const { t } = useT('console');
  const pages = Math.max(1, Math.ceil(props.total / props.size));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('console.pager.label')}>
      <Button
        size="sm"
        variant="secondary"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        {t('console.pager.previous')}
      </Button>
      <span aria-live="polite">{t('console.pager.pageOf', { page: props.page, pages })}</span>
      <Button
        size="sm"
        variant="secondary"
        disabled={props.page >= pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        {t('console.pager.next')}
      </Button>
    </nav>
  );
}
