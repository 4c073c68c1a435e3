import { useSystemStatus } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import type { SelectOption } from '@lotus/ui';
import { Select } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PagedList } from '../../components/PagedList.tsx';
import { useFilteredPages } from '../../lib/use-filtered-pages.ts';
import { AccountNav } from '../account/index.ts';
import { firstRecordPeriod } from './record-periods.ts';
import { RecordPeriodFilter } from './RecordPeriodFilter.tsx';
import type { HistoryFilter } from './wallet-queries.ts';
import { recordPageSize } from './wallet-queries.ts';
import * as styles from './wallet.css.ts';

/**
 * A wallet history page (the account record, the bonus details): its entries by kind and period,
 * newest first, a page at a time. `section` names its words in the wallet dictionary.
 */
export function WalletHistory<Item>(props: {
  section: 'records' | 'bonuses';
  kindLabel: string;
  kinds: readonly SelectOption[];
  placeholderHeight: number;
  query: (filter: HistoryFilter) => {
    queryKey: QueryKey;
    queryFn: () => Promise<{ content: Item[]; total: number }>;
  };
  renderEntry: (item: Item) => ReactNode;
}) {
  const { t } = useT('wallet');
  const { brand } = useSystemStatus();
  const { section } = props;
  const list = useFilteredPages(() => ({ kind: '', period: firstRecordPeriod(brand.timeZone) }));
  const entries = useQuery({
    ...props.query({ ...list.filter, page: list.page }),
    placeholderData: keepPreviousData,
  });
  return (
    <div className={styles.page}>
      <AccountNav />
      <h1 className={styles.title}>{t(`wallet.${section}.title`)}</h1>
      <div className={styles.filters}>
        <Select
          label={props.kindLabel}
          options={props.kinds}
          value={list.filter.kind}
          onChange={(event) => list.refine({ kind: event.target.value })}
        />
        <RecordPeriodFilter onChange={(period) => list.refine({ period })} />
      </div>
      <PagedList
        query={entries}
        page={list.page}
        pageSize={recordPageSize}
        onPage={list.setPage}
        placeholderHeight={props.placeholderHeight}
        texts={{
          caption: t(`wallet.${section}.caption`),
          empty: t(`wallet.${section}.empty`),
          emptyHint: t(`wallet.${section}.emptyHint`),
          loadError: t(`wallet.${section}.loadError`),
          pager: {
            label: t('wallet.pager.label'),
            previous: t('wallet.pager.previous'),
            next: t('wallet.pager.next'),
            pageOf: (page, pages) => t('wallet.pager.pageOf', { page, pages }),
          },
        }}
        renderEntry={props.renderEntry}
      />
    </div>
  );
}
