import { useT } from '@lotus/i18n';
import { useQuery } from '@tanstack/react-query';
import { catalog, catalogLanguage, catalogQueryKeys } from '../../lib/catalog-queries.ts';

/** A vendor's games and its own name in the reader's language, as the catalog has them. */
export interface CatalogNames {
  readonly vendorName: string | null;
  readonly gameNames: ReadonlyMap<string, string>;
}

/** The most games one vendor's page of names takes (the call's largest page). */
const namesPageSize = 200;

/**
 * The catalog's names for one vendor's games, for the records that carry only codes
 * ("SIM_SLOTS", "lucky-lotus"): one call per vendor, shared by every row of that vendor and kept a
 * while (names rarely change). Undefined until loaded or when the catalog cannot be reached.
 */
export function useCatalogNames(vendor: string): CatalogNames | undefined {
  const { language } = useT();
  const lang = catalogLanguage(language);
  const query = { vendor, page: 1, size: namesPageSize, lang };
  const names = useQuery({
    queryKey: catalogQueryKeys.games(query),
    queryFn: () => catalog.list(query),
    staleTime: 10 * 60_000,
    select: (page): CatalogNames => ({
      vendorName: page.content[0]?.vendorName ?? null,
      gameNames: new Map(page.content.map((game) => [game.code, game.name])),
    }),
  });
  return names.data;
}
