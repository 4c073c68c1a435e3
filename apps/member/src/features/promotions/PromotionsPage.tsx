import type { PromotionType } from '@lotus/contract/promotions';
import { promotionTypes } from '@lotus/contract/promotions';
import { useT } from '@lotus/i18n';
import { EmptyState, Skeleton, Tabs } from '@lotus/ui';
import { useState } from 'react';
import { PromotionCard } from './PromotionCard.tsx';
import { LoadProblem, PromotionsFrame } from './PromotionsFrame.tsx';
import * as styles from './promotions.css.ts';
import { usePromotionList } from './use-promotions.ts';

type Tab = 'all' | PromotionType;

/**
 * The activity centre (`/promotions`): tabs by the spec's filter types, each promotion a card with
 * the member's status and its action; a visitor sees the public list and is asked to log in.
 */
export function PromotionsPage() {
  const { t } = useT('promotions');
  const [tab, setTab] = useState<Tab>('all');
  const tabs: Tab[] = ['all', ...promotionTypes];
  return (
    <PromotionsFrame title={t('promotions.centre.title')} lead={t('promotions.centre.lead')}>
      <Tabs
        label={t('promotions.centre.typesLabel')}
        selectedId={tab}
        onChange={(id) => setTab(id as Tab)}
        items={tabs.map((id) => ({
          id,
          label: t(`promotions.types.${id}`),
          content: <PromotionGrid type={id === 'all' ? undefined : id} />,
        }))}
      />
    </PromotionsFrame>
  );
}

function PromotionGrid(props: { type: PromotionType | undefined }) {
  const { t } = useT('promotions');
  const { query, signedIn } = usePromotionList(props.type);
  if (query.isPending) {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label={t('promotions.centre.loading')}>
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <Skeleton height={320} radius="lg" />
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) {
    return (
      <LoadProblem
        title={t('promotions.centre.loadError')}
        failure={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.promotions.length === 0) {
    return props.type ? (
      <EmptyState
        title={t('promotions.centre.emptyType')}
        description={t('promotions.centre.emptyTypeHint')}
      />
    ) : (
      <EmptyState title={t('promotions.centre.empty')} description={t('promotions.centre.emptyHint')} />
    );
  }
  return (
    <div className={styles.stack}>
      {signedIn ? null : <p className={styles.muted}>{t('promotions.centre.visitorNote')}</p>}
      <ul className={styles.grid} aria-label={t('promotions.centre.title')}>
        {query.data.promotions.map((promotion) => (
          <li key={promotion.id}>
            <PromotionCard promotion={promotion} signedIn={signedIn} />
          </li>
        ))}
      </ul>
    </div>
  );
}
