import type { OperatorPromotion } from '@lotus/contract/promotions';
import { useT } from '@lotus/i18n';
import { Button, Dialog, EmptyState, Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import * as page from '../../components/page.css.ts';
import { PromotionEntry, titleOf } from './PromotionEntry.tsx';
import { PromotionForm } from './PromotionForm.tsx';
import { promotionsKey, rewardsApi } from './rewards-api.ts';
import { defaultCurrency } from './rewards-money.ts';
import * as styles from './rewards.css.ts';

/**
 * The promotions as the operator sets them up: every one, shown or hidden, with its terms, window
 * and what it has paid; each changed, or one added, through the form of its rule in a dialog.
 */
export function PromotionsPage() {
  const { t, language } = useT('common', 'consoleRewards');
  const promotions = useQuery({ queryKey: promotionsKey, queryFn: rewardsApi.promotions });
  const [editing, setEditing] = useState<OperatorPromotion | 'new' | null>(null);
  const close = () => setEditing(null);
  const currency = promotions.data?.promotions[0]?.currency ?? defaultCurrency;

  let body;
  if (promotions.isPending)
    body = (
      <div aria-busy="true" data-testid="promotions-loading">
        <Skeleton height={200} radius="md" />
      </div>
    );
  else if (promotions.isError)
    body = (
      <LoadFailed
        title={t('consoleRewards.promotions.loadFailed')}
        onRetry={() => void promotions.refetch()}
      />
    );
  else if (promotions.data.promotions.length === 0)
    body = (
      <EmptyState
        headingLevel={3}
        title={t('consoleRewards.promotions.empty')}
        description={t('consoleRewards.promotions.emptyHint')}
      />
    );
  else
    body = (
      <ul
        className={page.list}
        aria-label={t('consoleRewards.promotions.list')}
        aria-busy={promotions.isFetching}
      >
        {promotions.data.promotions.map((promotion) => (
          <PromotionEntry key={promotion.id} promotion={promotion} onEdit={() => setEditing(promotion)} />
        ))}
      </ul>
    );

  return (
    <div className={page.page} data-testid="promotions-page">
      <div className={styles.sectionHead}>
        <PageHeader title={t('consoleRewards.promotions.title')} lead={t('consoleRewards.promotions.lead')} />
        <Button size="sm" disabled={!promotions.data} onClick={() => setEditing('new')}>
          {t('consoleRewards.promotions.add')}
        </Button>
      </div>
      {body}
      <Dialog
        open={editing !== null}
        onClose={close}
        size="lg"
        title={
          editing === null || editing === 'new'
            ? t('consoleRewards.form.addTitle')
            : t('consoleRewards.form.editTitle', {
                title: titleOf(editing, language) ?? t('consoleRewards.promotions.untitled'),
              })
        }
        closeLabel={t('common.close')}
        closeOnBackdropClick={false}
      >
        {editing !== null && promotions.data ? (
          <PromotionForm
            key={editing === 'new' ? 'new' : editing.id}
            promotion={editing === 'new' ? null : editing}
            currency={editing === 'new' ? currency : editing.currency}
            onDone={close}
            onCancel={close}
          />
        ) : null}
      </Dialog>
    </div>
  );
}
