import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RefObject } from 'react';

type Page<T> = { content: T[]; page: number; size: number; total: number };

/**
 * A queue's entry once its decision is answered: the answer replaces the entry in every page that
 * shows it, the other pages are asked again when next shown, and, since the button that opened the
 * decision may be gone with it, the focus stays on the entry.
 */
export async function showDecided<T extends { id: string }>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  answer: T,
  entry: RefObject<HTMLElement | null>,
): Promise<void> {
  queryClient.setQueriesData<Page<T>>({ queryKey }, (current) =>
    current === undefined
      ? current
      : { ...current, content: current.content.map((shown) => (shown.id === answer.id ? answer : shown)) },
  );
  await queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  setTimeout(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) entry.current?.focus();
  }, 0);
}
