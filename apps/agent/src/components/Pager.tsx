import { Button } from '@lotus/ui';
import * as styles from './pager.css.ts';

/** A pager's words: its name for assistive technology, its buttons, and where the reader is. */
export interface PagerTexts {
  label: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
}

/**
 * Previous and next over a paged list, with where the agent is; nothing for a single page. From a
 * page past the end (an old link, a list that shrank) Previous goes to the last page.
 */
export function Pager(props: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  texts: PagerTexts;
}) {
  const { texts } = props;
  const pages = Math.max(1, Math.ceil(props.total / props.size));
  if (pages <= 1 && props.page <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={texts.label}>
      <Button
        size="sm"
        variant="secondary"
        disabled={props.page <= 1}
        onClick={() => props.onPage(Math.min(props.page - 1, pages))}
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
