import { useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import * as styles from './bets.css.ts';

/** Previous / next over the betting record; hidden when there is only one page. */
export function BetPager(props: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useT();
  const pages = Math.max(1, Math.ceil(props.total / props.size));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('bets.pager.label')}>
      <Button
        size="sm"
        variant="secondary"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        {t('bets.pager.previous')}
      </Button>
      <span aria-live="polite">{t('bets.pager.pageOf', { page: props.page, pages })}</span>
      <Button
        size="sm"
        variant="secondary"
        disabled={props.page >= pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        {t('bets.pager.next')}
      </Button>
    </nav>
  );
}
