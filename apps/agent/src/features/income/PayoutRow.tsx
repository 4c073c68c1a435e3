import { useSystemStatus } from '@lotus/app-shell';
import type { AgentPayout } from '@lotus/contract/agent-contracts';
import { formatDateTime, formatMoney, useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { contractsQueryKey, fetchContracts } from '../contracts/index.ts';
import type { PeriodWords } from './income-period.ts';
import { periodWords } from './income-period.ts';
import * as pageStyles from '../../components/page.css.ts';
import * as styles from './income.css.ts';

/** A period in words: the week's number before its days, else its days or hours. */
export function usePeriodText() {
  const { t, language } = useT('agentIncome');
  const { brand } = useSystemStatus();
  return (payout: AgentPayout) => {
    const words: PeriodWords = periodWords(payout, { language, timeZone: brand.timeZone });
    return words.unit === 'week'
      ? t('agentIncome.period.week', { week: words.week, dates: words.dates })
      : words.dates;
  };
}

/**
 * Whose contract paid: the upline's named when the agent's contracts are at hand (the contracts
 * page's query, shared), else its number; the operator's terms for a top-level agent.
 */
export function useContractText(wanted: boolean) {
  const { t } = useT('agentIncome');
  // Only to name the upline: the payout reads without it, so a failure here says nothing.
  const contracts = useQuery({
    queryKey: contractsQueryKey,
    queryFn: ({ signal }) => fetchContracts(signal),
    enabled: wanted,
  });
  return (payout: AgentPayout) => {
    if (payout.contractId === null) return t('agentIncome.template');
    const contract = contracts.data?.held.find((held) => held.id === payout.contractId);
    return contract
      ? t('agentIncome.contract', { account: contract.upline.account })
      : t('agentIncome.contractNumber', { id: payout.contractId });
  };
}

/** One payout: its kind, period, contract, amount and when it was paid; it opens its statement. */
export function PayoutRow(props: {
  payout: AgentPayout;
  period: string;
  contract: string;
  onOpen: () => void;
}) {
  const { payout, period } = props;
  const { t, language } = useT('agentIncome');
  const { brand } = useSystemStatus();
  const kind = t(`agentIncome.kinds.${payout.kind}`);
  return (
    <li className={styles.payout} data-testid="payout">
      <div className={styles.payoutMain}>
        <span className={styles.payoutKind}>{kind}</span>
        <span className={styles.payoutPeriod}>{period}</span>
        <span className={pageStyles.muted}>{props.contract}</span>
      </div>
      <div className={styles.payoutFigures}>
        <span className={`${styles.amount} ${payout.amount === '0' ? styles.amountNone : styles.amountPaid}`}>
          {formatMoney(payout.amount, payout.currency, language)}
        </span>
        <span className={pageStyles.muted}>
          {t('agentIncome.paidAt', {
            time: formatDateTime(payout.paidAt, { language, timeZone: brand.timeZone }),
          })}
        </span>
      </div>
      <Button
        size="sm"
        variant="secondary"
        className={styles.payoutButton}
        aria-label={t('agentIncome.openStatementOf', { kind, period })}
        onClick={props.onOpen}
      >
        {t('agentIncome.openStatement')}
      </Button>
    </li>
  );
}
