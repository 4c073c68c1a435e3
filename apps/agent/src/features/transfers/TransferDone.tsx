import { useSystemStatus } from '@lotus/app-shell';
import type { AgentTransfer } from '@lotus/contract/agent-transfers';
import { formatDateTime, formatMoney, useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import * as pageStyles from '../../components/page.css.ts';
import * as styles from './transfers.css.ts';

/** The transfer made: who received how much, its reference and time (the site's clock). */
export function TransferDone(props: { transfer: AgentTransfer; onAnother: () => void }) {
  const { t, language } = useT('agentTransfers');
  const { brand } = useSystemStatus();
  const { transfer } = props;
  return (
    <div className={styles.stack} data-testid="transfer-done">
      <p className={styles.summary}>
        {t('agentTransfers.done.summary', {
          account: transfer.counterparty.account,
          amount: formatMoney(transfer.amount, transfer.currency, language),
        })}
      </p>
      <p className={pageStyles.muted}>
        {t('agentTransfers.done.reference', {
          id: transfer.id,
          time: formatDateTime(transfer.createdAt, { language, timeZone: brand.timeZone }),
        })}
      </p>
      <div className={styles.actions}>
        <Button onClick={props.onAnother}>{t('agentTransfers.done.another')}</Button>
      </div>
    </div>
  );
}
