import { useT } from '@lotus/i18n';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { catalog, catalogLanguage, catalogQueryKeys } from '../../lib/catalog-queries.ts';
import { useFavouriteIds } from '../../lib/favourite-ids-store.ts';

/** The favourite games; their ids become the session's favourites id list every card reads. */
export function useFavouriteGames() {
  const { language } = useT();
  const lang = catalogLanguage(language);
  const replace = useFavouriteIds((state) => state.replace);
  const favourites = useQuery({
    queryKey: catalogQueryKeys.favourites(lang),
    queryFn: () => catalog.favourites(lang),
  });
  const { data } = favourites;
  useEffect(() => {
    if (data) replace(data.ids);
  }, [data, replace]);
  return favourites;
}
