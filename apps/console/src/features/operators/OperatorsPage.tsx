import { useT } from '@lotus/i18n';
import { Dialog, EmptyState, Skeleton, Button } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { OneTimeSecret } from '../../components/OneTimeSecret.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import * as page from '../../components/page.css.ts';
import type { OperatorAccount } from '../../lib/console-api.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { CreateOperatorForm } from './CreateOperatorForm.tsx';
import { OperatorRow } from './OperatorRow.tsx';
import { operatorsQueryKey } from './operator-queries.ts';

/** The owner's list of operators: add one (its one-time password shown once), change roles, disable, enable. */
export function OperatorsPage() {
  const { t } = useT('common', 'console');
  const operators = useQuery({ queryKey: operatorsQueryKey, queryFn: consoleApi.operators });
  const [created, setCreated] = useState<{ operator: OperatorAccount; initialPassword: string } | null>(null);

  let list;
  if (operators.isPending) list = <Skeleton height={160} radius="md" />;
  else if (operators.isError)
    list = <LoadFailed title={t('console.operators.loadFailed')} onRetry={() => void operators.refetch()} />;
  else if (operators.data.length === 0)
    list = <EmptyState headingLevel={3} title={t('console.operators.empty')} />;
  else
    list = (
      <ul className={page.list} aria-label={t('console.operators.list')} aria-busy={operators.isFetching}>
        {operators.data.map((operator) => (
          <OperatorRow key={operator.id} operator={operator} />
        ))}
      </ul>
    );

  return (
    <div className={page.page} data-testid="operators-page">
      <PageHeader title={t('console.operators.title')} lead={t('console.operators.lead')} />
      <section className={page.section} aria-labelledby="create-operator-title">
        <h2 id="create-operator-title" className={page.sectionTitle}>
          {t('console.operators.create')}
        </h2>
        <CreateOperatorForm onCreated={setCreated} />
      </section>
      <section className={page.section} aria-labelledby="operators-title">
        <h2 id="operators-title" className={page.sectionTitle}>
          {t('console.operators.list')}
        </h2>
        {list}
      </section>
      <Dialog
        open={created !== null}
        onClose={() => setCreated(null)}
        title={t('console.operators.createdTitle', { name: created?.operator.displayName ?? '' })}
        closeLabel={t('common.close')}
        closeOnBackdropClick={false}
        footer={<Button onClick={() => setCreated(null)}>{t('console.operators.done')}</Button>}
      >
        {created ? (
          <div className={page.stack} data-testid="operator-created">
            <p className={page.muted}>
              {t('console.operators.createdBody', { name: created.operator.displayName })}
            </p>
            <OneTimeSecret
              label={t('console.operators.initialPassword')}
              value={created.initialPassword}
              copyLabel={t('console.operators.copyPassword')}
              copiedText={t('console.operators.passwordCopied')}
              testId="initial-password"
            />
          </div>
        ) : null}
      </Dialog>
    </div>
  );
}
