import { Link, useSearchParams } from '@lotus/app-shell/routing';
import type { TeamProfitLoss } from '@lotus/contract/agents';
import { formatMoney, formatNumber, useT } from '@lotus/i18n';
import { EmptyState } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { DayRange } from '../overview/index.ts';
import { FigureCell, NetLoss, ReportFrame, ReportPager, ReportResult } from './ReportParts.tsx';
import { fetchProfitLoss, reportQueryKey } from './report-queries.ts';
import { readChoice, readPage, reportPageSize, teamBetsAddress, withValues } from './report-view.ts';
import * as styles from './reports.css.ts';

const groupings = ['member', 'level'] as const;
type Grouping = (typeof groupings)[number];

/**
 * Downline profit and loss (`/profit-loss`): over a period, each member's own valid bets, payouts,
 * bonuses and net loss (the biggest net loss first, a member's account opening its team betting),
 * or the sums of each level; the team's totals under them.
 */
export function ProfitLossPage() {
  const { t } = useT('agentReports');
  const [params, setParams] = useSearchParams();
  const by = readChoice(params, 'by', groupings) ?? 'member';
  const page = readPage(params);
  const name = useId();
  return (
    <ReportFrame
      testId="profit-loss-page"
      title={t('agentReports.profitLoss.title')}
      lead={t('agentReports.profitLoss.lead')}
      filters={
        <fieldset className={styles.byToggle}>
          <legend className={styles.muted}>{t('agentReports.profitLoss.by')}</legend>
          {groupings.map((grouping) => (
            <label key={grouping} className={styles.byChoice}>
              <input
                type="radio"
                name={name}
                value={grouping}
                checked={by === grouping}
                onChange={() =>
                  setParams(withValues(params, { by: grouping === 'member' ? undefined : grouping }))
                }
              />
              {t(
                grouping === 'member'
                  ? 'agentReports.profitLoss.byMember'
                  : 'agentReports.profitLoss.byLevel',
              )}
            </label>
          ))}
        </fieldset>
      }
    >
      {(range) => <ProfitLossReport range={range} by={by} page={page} />}
    </ReportFrame>
  );
}

function ProfitLossReport(props: { range: DayRange; by: Grouping; page: number }) {
  const query = {
    from: props.range.from,
    to: props.range.to,
    by: props.by,
    page: props.page,
    size: reportPageSize,
  };
  const report = useQuery({
    queryKey: reportQueryKey('profit-loss', query),
    queryFn: ({ signal }) => fetchProfitLoss(query, signal),
    placeholderData: keepPreviousData,
  });
  return <ReportResult query={report}>{(data) => <ProfitLossTable data={data} />}</ReportResult>;
}

function ProfitLossTable(props: { data: TeamProfitLoss }) {
  const { t, language } = useT('agentReports');
  const [params] = useSearchParams();
  const { data } = props;
  if (data.rows.length === 0 && data.total === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title={t('agentReports.profitLoss.empty')}
        description={t('agentReports.profitLoss.emptyHint')}
      />
    );
  }
  const money = (value: string) => formatMoney(value, data.currency, language);
  const byMember = data.by === 'member';
  const column = (name: 'account' | 'level' | 'members' | 'validBets' | 'payouts' | 'bonuses' | 'netLoss') =>
    t(`agentReports.columns.${name}`);
  const figures = ['validBets', 'payouts', 'bonuses'] as const;
  return (
    <>
      <div className={styles.tableFrame}>
        <table className={styles.table} data-testid="profit-loss-table">
          <caption className={styles.visuallyHidden}>
            {t(byMember ? 'agentReports.profitLoss.captionMember' : 'agentReports.profitLoss.captionLevel')}
          </caption>
          <thead>
            <tr className={styles.headRow}>
              <th scope="col" className={styles.headCell}>
                {column(byMember ? 'account' : 'level')}
              </th>
              <th scope="col" className={styles.numericHead}>
                {column(byMember ? 'level' : 'members')}
              </th>
              {figures.map((name) => (
                <th key={name} scope="col" className={styles.numericHead}>
                  {column(name)}
                </th>
              ))}
              <th scope="col" className={styles.numericHead}>
                {column('netLoss')}
              </th>
            </tr>
          </thead>
          <tbody className={styles.body}>
            {data.rows.map((row) => (
              <tr key={row.id ?? `level-${row.level}`} className={styles.row} data-testid="profit-loss-row">
                <th scope="row" className={styles.titleCell}>
                  {byMember && row.id && row.account ? (
                    <Link
                      to={teamBetsAddress(params, { id: row.id, account: row.account })}
                      className={styles.link}
                      aria-label={t('agentReports.profitLoss.betsOf', { account: row.account })}
                    >
                      {row.account}
                    </Link>
                  ) : (
                    t('agentReports.levelN', { level: row.level })
                  )}
                </th>
                <FigureCell label={column(byMember ? 'level' : 'members')}>
                  {byMember ? row.level : formatNumber(row.members, language)}
                </FigureCell>
                {figures.map((name) => (
                  <FigureCell key={name} label={column(name)}>
                    {money(row[name])}
                  </FigureCell>
                ))}
                <FigureCell label={column('netLoss')}>
                  <NetLoss value={row.netLoss} currency={data.currency} />
                </FigureCell>
              </tr>
            ))}
            <tr className={styles.totalsRow} data-testid="profit-loss-totals">
              <th scope="row" colSpan={2} className={styles.titleCell}>
                {t('agentReports.totals')}
              </th>
              {figures.map((name) => (
                <FigureCell key={name} label={column(name)}>
                  {money(data.totals[name])}
                </FigureCell>
              ))}
              <FigureCell label={column('netLoss')}>
                <NetLoss value={data.totals.netLoss} currency={data.currency} />
              </FigureCell>
            </tr>
          </tbody>
        </table>
      </div>
      <ReportPager page={data.page} size={data.size} total={data.total} />
    </>
  );
}
