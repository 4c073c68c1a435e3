import { useRefusalText } from '@lotus/app-shell';
import { Link, useSearchParams } from '@lotus/app-shell/routing';
import type { AgentPayout, IncomePage as IncomeAnswer } from '@lotus/contract/agent-contracts';
import { useT } from '@lotus/i18n';
import { Button, EmptyState, Skeleton } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Pager } from '../../components/Pager.tsx';
import { fetchIncome, incomePageSize, incomeQueryKey, pageOf } from './income-queries.ts';
import { PayoutRow, useContractText, usePeriodText } from './PayoutRow.tsx';
import { StatementDialog } from './StatementDialog.tsx';
import { figureStyles } from '../contracts/index.ts';
import * as pageStyles from '../../components/page.css.ts';
import * as styles from './income.css.ts';

/**
 * My income (`/income`): every payout of the agent's contracts, newest first, a page at a time
 * (the page in the address); each opens its statement, the figures its pay was counted from.
 */
export function IncomePage() {
  const { t } = useT('agentIncome', 'common');
  const refusalText = useRefusalText();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const income = useQuery({
    queryKey: incomeQueryKey(page),
    queryFn: ({ signal }) => fetchIncome(page, signal),
    placeholderData: keepPreviousData,
  });

  let content;
  if (income.isPending) content = <IncomeSkeleton />;
  else if (income.isError)
    content = (
      <EmptyState
        headingLevel={2}
        title={t('agentIncome.loadFailed')}
        description={refusalText(income.error)}
        action={
          <Button loading={income.isFetching} onClick={() => void income.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else
    content = (
      <Payouts
        answer={income.data}
        refreshing={income.isPlaceholderData}
        onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })}
      />
    );

  return (
    <div className={pageStyles.page} data-testid="agent-income-page">
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>{t('agentIncome.title')}</h1>
        <p className={pageStyles.muted}>{t('agentIncome.lead')}</p>
      </header>
      <div className={styles.section} aria-busy={income.isFetching}>
        {content}
      </div>
    </div>
  );
}

function Payouts(props: { answer: IncomeAnswer; refreshing: boolean; onPage: (page: number) => void }) {
  const { answer } = props;
  const { t } = useT('agentIncome');
  const titleId = useId();
  const periodText = usePeriodText();
  const contractText = useContractText(answer.total > 0);
  const [open, setOpen] = useState<AgentPayout | null>(null);
  if (answer.total === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title={t('agentIncome.empty')}
        description={t('agentIncome.emptyHint')}
        action={
          <Link to="/contracts" className={pageStyles.link}>
            {t('agentIncome.toContracts')}
          </Link>
        }
      />
    );
  }
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={pageStyles.visuallyHidden}>
        {t('agentIncome.listTitle')}
      </h2>
      <ul className={`${styles.list} ${props.refreshing ? pageStyles.refreshing : ''}`} data-testid="payouts">
        {answer.content.map((payout) => (
          <PayoutRow
            key={payout.id}
            payout={payout}
            period={periodText(payout)}
            contract={contractText(payout)}
            onOpen={() => setOpen(payout)}
          />
        ))}
      </ul>
      <Pager
        page={answer.page}
        size={incomePageSize}
        total={answer.total}
        onPage={props.onPage}
        texts={{
          label: t('agentIncome.pager.label'),
          previous: t('agentIncome.pager.newer'),
          next: t('agentIncome.pager.older'),
          pageOf: (page, pages) => t('agentIncome.pager.pageOf', { page, pages }),
        }}
      />
      {open && (
        <StatementDialog
          payout={open}
          period={periodText(open)}
          contract={contractText(open)}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}

/** While the first page loads: a few payouts' shapes, announced once. */
function IncomeSkeleton() {
  const { t } = useT('agentIncome');
  return (
    <div className={figureStyles.skeleton} role="status" data-testid="income-loading">
      <span className={pageStyles.visuallyHidden}>{t('agentIncome.loading')}</span>
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} height="4.5rem" radius="md" />
      ))}
    </div>
  );
}
