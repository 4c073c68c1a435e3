import { isApiError } from '@lotus/api-client';
import { Button, Card, EmptyState, Skeleton } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { spacedSectionTitle, stack } from '../shell/page.css.ts';
import { LoadFailed } from './LoadFailed.tsx';
import * as styles from './lists.css.ts';

/** How many items a recent list shows at first, and how many more each "more" adds. */
const step = 10;

/** A recent list's words: its title, what it says when loading failed or there is nothing, its "more". */
export interface RecentListTexts {
  title: string;
  loadError: string;
  empty: string;
  more: string;
}

/**
 * The member's latest items of one kind (deposits, withdrawals) in a card of their own: a
 * placeholder while they load, the failure with a retry, a word when there are none, else the
 * items and a button for more. A free-play account has none to list and the page already says
 * why, so for it the card is not shown.
 */
export function RecentList<Item>(props: {
  titleId: string;
  texts: RecentListTexts;
  /** The query key of the latest `size` items. */
  queryKey: (size: number) => QueryKey;
  load: (page: { page: number; size: number }) => Promise<{ content: Item[]; total: number }>;
  /** How often to ask again while the items shown may change by themselves; false: never. */
  refreshEvery?: (items: readonly Item[]) => number | false;
  /** One item, as the `li` of the list. */
  renderItem: (item: Item) => ReactNode;
}) {
  const { texts, refreshEvery } = props;
  const [size, setSize] = useState(step);
  const list = useQuery({
    queryKey: props.queryKey(size),
    queryFn: () => props.load({ page: 1, size }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => refreshEvery?.(query.state.data?.content ?? []) ?? false,
  });
  if (isApiError(list.error) && list.error.code === 'error_operation_not_allowed') return null;
  let body;
  if (list.isPending) {
    body = <Skeleton height={160} radius="md" />;
  } else if (list.isError) {
    body = <LoadFailed headingLevel={3} title={texts.loadError} onRetry={() => void list.refetch()} />;
  } else if (list.data.content.length === 0) {
    body = <EmptyState headingLevel={3} title={texts.empty} />;
  } else {
    body = (
      <>
        <ul className={styles.list}>{list.data.content.map((item) => props.renderItem(item))}</ul>
        {list.data.total > list.data.content.length ? (
          <Button
            variant="ghost"
            loading={list.isFetching}
            onClick={() => setSize((current) => current + step)}
          >
            {texts.more}
          </Button>
        ) : null}
      </>
    );
  }
  return (
    <Card>
      <section aria-labelledby={props.titleId} className={stack}>
        <h2 id={props.titleId} className={spacedSectionTitle}>
          {texts.title}
        </h2>
        {body}
      </section>
    </Card>
  );
}
