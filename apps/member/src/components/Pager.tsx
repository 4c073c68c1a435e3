import { Button } from '@lotus/ui';
import * as styles from './lists.css.ts';

/** A pager's words: its name for assistive technology, its buttons, and where the reader is. */
export interface PagerTexts {
  label: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
}

/** Previous / next over a paged list; hidden when there is only one page. */
export function Pager(props: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  texts: PagerTexts;
}) {
  const { texts } = props;
  const pages = Math.max(1, Math.ceil(props.total / props.size));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={texts.label}>
      <Button
        size="sm"
        variant="secondary"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        {texts.previous}
      </Button>
      <span aria-live="polite">{texts.pageOf(props.page, pages)}</span>
      <Button
        size="sm"
        variant="secondary"
        disabled={props.page >= pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        {texts.next}
      </Button>
    </nav>
  );
}
