import { useSessionStore } from '@lotus/app-shell';
import type { Promotion, PromotionList, PromotionType } from '@lotus/contract/promotions';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { promotionsApi, promotionsQueryKeys } from './promotions-queries.ts';

/** The activity centre's list of one type or all: the member's (with its statuses) or the visitor's. */
export function usePromotionList(type: PromotionType | undefined) {
  const signedIn = useSessionStore((state) => state.token !== null);
  const query = useQuery({
    queryKey: promotionsQueryKeys.list(type, signedIn),
    queryFn: () => promotionsApi.list(type, signedIn),
  });
  return { query, signedIn };
}

/**
 * A join's or a claim's answer is the promotion as it now stands: every list that holds it shows it
 * at once, before the lists are asked again.
 */
export function putPromotion(queryClient: QueryClient, promotion: Promotion): void {
  queryClient.setQueriesData<PromotionList>({ queryKey: [...promotionsQueryKeys.all, 'list'] }, (list) =>
    list
      ? {
          promotions: list.promotions.map((known) =>
            known.id === promotion.id ? { ...known, ...promotion } : known,
          ),
        }
      : list,
  );
}
