import { useSystemStatus } from '@lotus/app-shell';
import type { AgentTransfer, AgentTransferPage } from '@lotus/contract/agent-transfers';
import { formatDateTime, formatMoney, useT } from '@lotus/i18n';
import { Badge, EmptyState } from '@lotus/ui';
import { useId } from 'react';
import { Pager } from '../../components/Pager.tsx';
import { historyPageSize } from './transfers-queries.ts';
import * as tableStyles from '../../components/card-table.css.ts';
import * as pageStyles from '../../components/page.css.ts';
import * as styles from './transfers.css.ts';

/**
 * The transfers the agent sent and received, newest first: when (the site's clock), which way in
 * words, with whom and what that member is to the agent, and the amount (sent less, received
 * more: a sign and a colour besides the words). A table on a desktop, a card a transfer on a phone.
 */
export function TransferHistory(props: {
  answer: AgentTransferPage;
  refreshing: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useT('agentTransfers');
  const titleId = useId();
  const { answer } = props;
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="transfer-history">
      <div className={pageStyles.listHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {t('agentTransfers.history.title')}
        </h2>
        {answer.total > 0 && (
          <span className={pageStyles.muted}>
            {t('agentTransfers.history.total', { total: answer.total })}
          </span>
        )}
      </div>
      {answer.total === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t('agentTransfers.history.empty')}
          description={t('agentTransfers.history.emptyHint')}
        />
      ) : (
        <div
          className={props.refreshing ? `${styles.tableFrame} ${pageStyles.refreshing}` : styles.tableFrame}
        >
          <table className={tableStyles.table}>
            <caption className={pageStyles.visuallyHidden}>{t('agentTransfers.history.caption')}</caption>
            <thead>
              <tr className={tableStyles.headRow}>
                <th scope="col" className={tableStyles.headCell}>
                  {t('agentTransfers.history.columns.time')}
                </th>
                <th scope="col" className={tableStyles.headCell}>
                  {t('agentTransfers.history.columns.flow')}
                </th>
                <th scope="col" className={tableStyles.headCell}>
                  {t('agentTransfers.history.columns.counterparty')}
                </th>
                <th scope="col" className={tableStyles.headCell}>
                  {t('agentTransfers.history.columns.relation')}
                </th>
                <th scope="col" className={tableStyles.numericHead}>
                  {t('agentTransfers.history.columns.amount')}
                </th>
              </tr>
            </thead>
            <tbody className={tableStyles.body}>
              {answer.content.map((transfer) => (
                <TransferRow key={transfer.id} transfer={transfer} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={answer.page}
        size={historyPageSize}
        total={answer.total}
        onPage={props.onPage}
        texts={{
          label: t('agentTransfers.history.pager.label'),
          previous: t('agentTransfers.history.pager.previous'),
          next: t('agentTransfers.history.pager.next'),
          pageOf: (page, pages) => t('agentTransfers.history.pager.pageOf', { page, pages }),
        }}
      />
    </section>
  );
}

function TransferRow(props: { transfer: AgentTransfer }) {
  const { t, language } = useT('agentTransfers');
  const { brand } = useSystemStatus();
  const { transfer } = props;
  const sent = transfer.flow === 'sent';
  const amount = formatMoney(sent ? `-${transfer.amount}` : transfer.amount, transfer.currency, language);
  const label = (column: 'time' | 'flow' | 'counterparty' | 'relation' | 'amount') => (
    // The header row names the column on a desktop; a phone's card shows the name here.
    <span className={tableStyles.cellLabel} aria-hidden="true">
      {t(`agentTransfers.history.columns.${column}`)}
    </span>
  );
  return (
    <tr className={tableStyles.row} data-testid="transfer-row">
      <td className={tableStyles.dateCell}>
        {label('time')}
        <span>{formatDateTime(transfer.createdAt, { language, timeZone: brand.timeZone })}</span>
      </td>
      <td className={tableStyles.cell}>
        {label('flow')}
        <span className={styles.flow}>
          <span aria-hidden="true">{sent ? '↑' : '↓'}</span>
          {t(`agentTransfers.history.flow.${transfer.flow}`)}
        </span>
      </td>
      <th scope="row" className={styles.counterpartyCell}>
        {label('counterparty')}
        <span className={styles.counterparty}>{transfer.counterparty.account}</span>
      </th>
      <td className={tableStyles.cell}>
        {label('relation')}
        <span>
          <Badge tone={transfer.relation === 'upline' ? 'info' : 'neutral'} className={styles.relation}>
            {t(`agentTransfers.history.relation.${transfer.relation}`)}
          </Badge>
        </span>
      </td>
      <td className={styles.amountCell}>
        {label('amount')}
        <span className={sent ? styles.sent : styles.received}>{sent ? amount : `+${amount}`}</span>
      </td>
    </tr>
  );
}
