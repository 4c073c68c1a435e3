import { useSystemStatus } from '@lotus/app-shell';
import { formatMoney, minorDigits, useT } from '@lotus/i18n';
import { Button, Select } from '@lotus/ui';
import type { SelectOption } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { catalog, catalogQueryKeys } from '../../lib/catalog-queries.ts';
import { liveCasinoTags, minBetChoices, minLinesChoice } from './lobby-filters.ts';
import type { LobbyCategory, LobbyFilter } from './lobby-filters.ts';
import * as styles from './lobby.css.ts';

/**
 * The filters of a category: the live-casino game types (tags), the slot filters (minimum bet,
 * 25 lines or more), and the vendor for every category that has vendors.
 */
export function LobbyFilters(props: {
  category: LobbyCategory;
  filter: LobbyFilter;
  onChange: (change: Partial<LobbyFilter>) => void;
}) {
  const { t, language } = useT('lobby');
  const { currency } = useSystemStatus().brand;
  const [tenth, one] = minBetChoices(currency, minorDigits(currency));
  const { category, filter, onChange } = props;
  const vendors = useQuery({
    queryKey: catalogQueryKeys.vendors(category),
    queryFn: () => catalog.vendors(category),
    staleTime: 300_000,
  });
  const vendorOptions: SelectOption[] = [
    { value: '', label: t('lobby.filters.anyVendor') },
    ...(vendors.data ?? []).map((vendor) => ({ value: vendor.code, label: vendor.name })),
  ];
  const anySet = Boolean(filter.tag || filter.vendor || filter.minBet || filter.minLines);
  return (
    <>
      {category === 'live_casino' && (
        <Select
          label={t('lobby.filters.tag')}
          value={filter.tag}
          onChange={(event) => onChange({ tag: event.target.value })}
          options={[
            { value: '', label: t('lobby.filters.anyTag') },
            ...liveCasinoTags.map((tag) => ({ value: tag, label: t(`lobby.filters.tags.${tag}`) })),
          ]}
        />
      )}
      {category === 'slots' && (
        <>
          <Select
            label={t('lobby.filters.minBet')}
            value={filter.minBet}
            onChange={(event) => onChange({ minBet: event.target.value })}
            options={[
              { value: '', label: t('lobby.filters.anyMinBet') },
              {
                value: tenth,
                label: t('lobby.filters.minBetTenth', { amount: formatMoney(tenth, currency, language) }),
              },
              {
                value: one,
                label: t('lobby.filters.minBetOne', { amount: formatMoney(one, currency, language) }),
              },
            ]}
          />
          <Select
            label={t('lobby.filters.lines')}
            value={filter.minLines}
            onChange={(event) => onChange({ minLines: event.target.value })}
            options={[
              { value: '', label: t('lobby.filters.anyLines') },
              { value: minLinesChoice, label: t('lobby.filters.lines25') },
            ]}
          />
        </>
      )}
      {vendorOptions.length > 1 && (
        <Select
          label={t('lobby.filters.vendor')}
          value={filter.vendor}
          onChange={(event) => onChange({ vendor: event.target.value })}
          options={vendorOptions}
        />
      )}
      {anySet && (
        <div className={styles.clear}>
          <Button variant="ghost" onClick={() => onChange({ tag: '', vendor: '', minBet: '', minLines: '' })}>
            {t('lobby.filters.clear')}
          </Button>
        </div>
      )}
    </>
  );
}
