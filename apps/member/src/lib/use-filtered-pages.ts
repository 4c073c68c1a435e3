import { useState } from 'react';

/** A paged list's filter and the page shown: any change to the filter goes back to the first page. */
export function useFilteredPages<Filter extends object>(firstFilter: () => Filter) {
  const [state, setState] = useState(() => ({ filter: firstFilter(), page: 1 }));
  return {
    filter: state.filter,
    page: state.page,
    refine: (changes: Partial<Filter>) =>
      setState((current) => ({ filter: { ...current.filter, ...changes }, page: 1 })),
    setPage: (page: number) => setState((current) => ({ ...current, page })),
  };
}
