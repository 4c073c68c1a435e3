import { useSystemStatus } from '@lotus/app-shell';
import { useSearchParams } from '@lotus/app-shell/routing';
import type { TeamTransactionPage } from '@lotus/contract/agents';
import { formatDateTime, formatMoney, useT } from '@lotus/i18n';
import { EmptyState, Select } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DayRange } from '../overview/index.ts';
import {
  FigureCell,
  MemberFilter,
  OutsideTeam,
  ReportFrame,
  ReportPager,
  ReportResult,
  useReportMember,
} from './ReportParts.tsx';
import { fetchTeamTransactions, isOutsideTeam, reportQueryKey } from './report-queries.ts';
import type { TransactionKind } from './report-view.ts';
import { readChoice, readPage, reportPageSize, transactionKinds, withValues } from './report-view.ts';
import * as styles from './reports.css.ts';

/**
 * Team transactions (`/team-transactions`): the team's main-wallet movements over a period, newest
 * first, of one kind or all, for the whole team or one member; a page at a time.
 */
export function TeamTransactionsPage() {
  const { t } = useT('agentReports');
  const [params, setParams] = useSearchParams();
  const kind = readChoice(params, 'kind', transactionKinds);
  const page = readPage(params);
  const member = useReportMember();
  return (
    <ReportFrame
      testId="team-transactions-page"
      title={t('agentReports.transactions.title')}
      lead={t('agentReports.transactions.lead')}
      filters={
        <>
          <Select
            label={t('agentReports.transactions.kind')}
            value={kind ?? ''}
            onChange={(event) => setParams(withValues(params, { kind: event.target.value }))}
            options={[
              { value: '', label: t('agentReports.transactions.allKinds') },
              ...transactionKinds.map((value) => ({
                value,
                label: t(`agentReports.transactions.kinds.${value}`),
              })),
            ]}
          />
          <MemberFilter />
        </>
      }
    >
      {(range) =>
        member === 'unreadable' ? (
          <OutsideTeam />
        ) : (
          <TransactionsReport
            range={range}
            kind={kind}
            memberId={member === 'none' ? undefined : member.id}
            page={page}
          />
        )
      }
    </ReportFrame>
  );
}

function TransactionsReport(props: {
  range: DayRange;
  kind?: TransactionKind;
  memberId?: string;
  page: number;
}) {
  const query = {
    from: props.range.from,
    to: props.range.to,
    kind: props.kind,
    memberId: props.memberId,
    page: props.page,
    size: reportPageSize,
  };
  const transactions = useQuery({
    queryKey: reportQueryKey('transactions', query),
    queryFn: ({ signal }) => fetchTeamTransactions(query, signal),
    placeholderData: keepPreviousData,
    retry: (failures, error) => !isOutsideTeam(error) && failures < 1,
  });
  return <ReportResult query={transactions}>{(data) => <TransactionsTable data={data} />}</ReportResult>;
}

function TransactionsTable(props: { data: TeamTransactionPage }) {
  const { t, language } = useT('agentReports');
  const { brand } = useSystemStatus();
  const { data } = props;
  if (data.total === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title={t('agentReports.transactions.empty')}
        description={t('agentReports.transactions.emptyHint')}
      />
    );
  }
  const column = (name: 'account' | 'level' | 'kind' | 'amount' | 'balanceAfter') =>
    t(`agentReports.columns.${name}`);
  return (
    <>
      <p className={styles.muted} data-testid="report-total">
        {t('agentReports.total', { total: data.total })}
      </p>
      <div className={styles.tableFrame}>
        <table className={styles.table} data-testid="team-transactions-table">
          <caption className={styles.visuallyHidden}>{t('agentReports.transactions.caption')}</caption>
          <thead>
            <tr className={styles.headRow}>
              <th scope="col" className={styles.headCell}>
                {t('agentReports.columns.time')}
              </th>
              <th scope="col" className={styles.headCell}>
                {column('account')}
              </th>
              <th scope="col" className={styles.numericHead}>
                {column('level')}
              </th>
              <th scope="col" className={styles.headCell}>
                {column('kind')}
              </th>
              <th scope="col" className={styles.numericHead}>
                {column('amount')}
              </th>
              <th scope="col" className={styles.numericHead}>
                {column('balanceAfter')}
              </th>
            </tr>
          </thead>
          <tbody className={styles.body}>
            {data.content.map((row) => {
              const money = (value: string) => formatMoney(value, row.currency, language);
              const into = !row.amount.startsWith('-');
              return (
                <tr key={row.id} className={styles.row} data-testid="team-transaction">
                  <th scope="row" className={styles.titleCell}>
                    {formatDateTime(row.time, { language, timeZone: brand.timeZone })}
                  </th>
                  <FigureCell label={column('account')} numeric={false}>
                    {row.account}
                  </FigureCell>
                  <FigureCell label={column('level')}>
                    {row.level === 0 ? t('agentReports.self') : row.level}
                  </FigureCell>
                  <FigureCell label={column('kind')} numeric={false}>
                    {t(`agentReports.transactions.kinds.${row.kind}`)}
                  </FigureCell>
                  <FigureCell label={column('amount')}>
                    <span className={`${styles.figure} ${into ? styles.sign.lost : styles.sign.won}`}>
                      <span>{`${into ? '+' : ''}${money(row.amount)}`}</span>
                      <span className={styles.signWord}>
                        {t(into ? 'agentReports.transactions.moneyIn' : 'agentReports.transactions.moneyOut')}
                      </span>
                    </span>
                  </FigureCell>
                  <FigureCell label={column('balanceAfter')}>{money(row.balanceAfter)}</FigureCell>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ReportPager page={data.page} size={data.size} total={data.total} />
    </>
  );
}
