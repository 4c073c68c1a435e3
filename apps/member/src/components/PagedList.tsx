import { EmptyState, Skeleton } from '@lotus/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed } from './LoadFailed.tsx';
import type { PagerTexts } from './Pager.tsx';
import { Pager } from './Pager.tsx';
import * as styles from './lists.css.ts';

/** A paged list's words: its name, what it says when empty or when loading failed, its pager's. */
export interface PagedListTexts {
  caption: string;
  empty: string;
  emptyHint: string;
  loadError: string;
  pager: PagerTexts;
}

/**
 * One page of a filtered list: a placeholder while the first page loads, the failure with a retry,
 * a word when nothing matches, else the entries (marked busy while the next page loads) and the pager.
 */
export function PagedList<Item>(props: {
  query: UseQueryResult<{ content: Item[]; total: number }>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  texts: PagedListTexts;
  placeholderHeight: number;
  renderEntry: (item: Item) => ReactNode;
}) {
  const { query, texts } = props;
  if (query.isPending) return <Skeleton height={props.placeholderHeight} radius="md" />;
  if (query.isError) return <LoadFailed title={texts.loadError} onRetry={() => void query.refetch()} />;
  if (query.data.total === 0) return <EmptyState title={texts.empty} description={texts.emptyHint} />;
  return (
    <>
      <ul className={styles.entries} aria-label={texts.caption} aria-busy={query.isFetching}>
        {query.data.content.map((item) => props.renderEntry(item))}
      </ul>
      <Pager
        page={props.page}
        size={props.pageSize}
        total={query.data.total}
        onPage={props.onPage}
        texts={texts.pager}
      />
    </>
  );
}
