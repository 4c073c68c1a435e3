import { useRefusalText } from '@lotus/app-shell';
import { useSearchParams } from '@lotus/app-shell/routing';
import type { ContractKindValue } from '@lotus/contract/agent-contracts';
import { useT } from '@lotus/i18n';
import { Button, EmptyState, Skeleton, Tabs } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { contractKinds, contractsQueryKey, fetchContracts, kindView } from './contracts-queries.ts';
import { KindPanel } from './KindPanel.tsx';
import * as styles from './contracts.css.ts';

const isKind = (value: string | null): value is ContractKindValue =>
  contractKinds.some((kind) => kind === value);

/**
 * The contracts (`/contracts`): a tab a kind (dividend, daily, hourly, real-time salary), the tab in
 * the address. Each shows what the agent holds (or the operator's terms for a top-level agent),
 * offers waiting for its answer, the contracts it gave its direct downline, and a new offer
 * (already open for the agent `?offerTo=` names, as the open-account page links here).
 */
export function ContractsPage() {
  const { t } = useT('agentContracts', 'common');
  const refusalText = useRefusalText();
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind: ContractKindValue = isKind(kindParam) ? kindParam : 'dividend';
  // Sent here from a just-opened agent account: the offer form opens for that agent, on every tab.
  const offerTo = params.get('offerTo');
  const contracts = useQuery({
    queryKey: contractsQueryKey,
    queryFn: ({ signal }) => fetchContracts(signal),
  });

  let content;
  if (contracts.isPending) content = <ContractsSkeleton />;
  else if (contracts.isError)
    content = (
      <EmptyState
        headingLevel={2}
        title={t('agentContracts.loadFailed')}
        description={refusalText(contracts.error)}
        action={
          <Button loading={contracts.isFetching} onClick={() => void contracts.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else {
    const answer = contracts.data;
    content = (
      <Tabs
        label={t('agentContracts.kindsLabel')}
        selectedId={kind}
        onChange={(id) =>
          setParams(
            {
              ...(id === 'dividend' ? {} : { kind: id }),
              ...(offerTo === null ? {} : { offerTo }),
            },
            { replace: true },
          )
        }
        items={contractKinds.map((each) => {
          const view = kindView(answer, each);
          return {
            id: each,
            label: (
              <span className={styles.tabLabel}>
                {t(`agentContracts.kinds.${each}`)}
                {view.waiting > 0 && (
                  <span className={styles.waitingDot}>
                    <span aria-hidden="true">{view.waiting}</span>
                    <span className={styles.visuallyHidden}>
                      {t('agentContracts.waitingCount', { count: view.waiting })}
                    </span>
                  </span>
                )}
              </span>
            ),
            content: <KindPanel view={view} offerTo={offerTo} />,
          };
        })}
      />
    );
  }

  return (
    <div className={styles.page} data-testid="agent-contracts-page">
      <header className={styles.header}>
        <h1 className={styles.title}>{t('agentContracts.title')}</h1>
        <p className={styles.muted}>{t('agentContracts.lead')}</p>
      </header>
      <div className={styles.content} aria-busy={contracts.isFetching}>
        {content}
      </div>
    </div>
  );
}

/** While the contracts load: the tabs' line, a contract's card and its tiers, announced once. */
function ContractsSkeleton() {
  const { t } = useT('agentContracts');
  return (
    <div className={styles.skeleton} role="status" data-testid="contracts-loading">
      <span className={styles.visuallyHidden}>{t('agentContracts.loading')}</span>
      <Skeleton height="2.75rem" radius="sm" />
      <Skeleton width="10rem" height="1.5rem" radius="sm" />
      <Skeleton height="12rem" radius="md" />
      <Skeleton width="12rem" height="1.5rem" radius="sm" />
      <Skeleton height="6rem" radius="md" />
    </div>
  );
}
