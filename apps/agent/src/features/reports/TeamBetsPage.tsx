import { formatMoney, formatNumber, useT } from '@lotus/i18n';
import type { TeamBets } from '@lotus/contract/agents';
import { useSearchParams } from '@lotus/app-shell/routing';
import { Select, EmptyState } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DayRange } from '../overview/index.ts';
import { formatRange } from '../overview/index.ts';
import {
  FigureCell,
  MemberFilter,
  NetLoss,
  OutsideTeam,
  ReportFrame,
  ReportResult,
  useReportMember,
} from './ReportParts.tsx';
import { fetchTeamBets, isOutsideTeam, reportQueryKey } from './report-queries.ts';
import type { ReportGameType } from './report-view.ts';
import { readChoice, reportGameTypes, withValues } from './report-view.ts';
import * as styles from './reports.css.ts';

/**
 * Team betting (`/team-bets`): the team's settled bets over a period, by day and game type, for
 * the whole team or one member of it (`memberId`, typed or from a link in the other reports).
 */
export function TeamBetsPage() {
  const { t } = useT('agentReports', 'bets');
  const [params, setParams] = useSearchParams();
  const gameType = readChoice(params, 'gameType', reportGameTypes);
  const member = useReportMember();
  return (
    <ReportFrame
      testId="team-bets-page"
      title={t('agentReports.bets.title')}
      lead={t('agentReports.bets.lead')}
      filters={
        <>
          <Select
            label={t('agentReports.bets.gameType')}
            value={gameType ?? ''}
            onChange={(event) => setParams(withValues(params, { gameType: event.target.value }))}
            options={[
              { value: '', label: t('bets.gameTypes.all') },
              ...reportGameTypes.map((type) => ({ value: type, label: t(`bets.gameTypes.${type}`) })),
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
          <TeamBetsReport
            range={range}
            gameType={gameType}
            memberId={member === 'none' ? undefined : member.id}
          />
        )
      }
    </ReportFrame>
  );
}

function TeamBetsReport(props: { range: DayRange; gameType?: ReportGameType; memberId?: string }) {
  const query = {
    from: props.range.from,
    to: props.range.to,
    gameType: props.gameType,
    memberId: props.memberId,
  };
  const bets = useQuery({
    queryKey: reportQueryKey('bets', query),
    queryFn: ({ signal }) => fetchTeamBets(query, signal),
    placeholderData: keepPreviousData,
    retry: (failures, error) => !isOutsideTeam(error) && failures < 1,
  });
  return <ReportResult query={bets}>{(data) => <BetsTable data={data} />}</ReportResult>;
}

function BetsTable(props: { data: TeamBets }) {
  const { t, language } = useT('agentReports', 'bets');
  const { data } = props;
  if (data.rows.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title={t('agentReports.bets.empty')}
        description={t('agentReports.bets.emptyHint')}
      />
    );
  }
  const money = (value: string) => formatMoney(value, data.currency, language);
  const count = (value: number) => formatNumber(value, language);
  const column = (name: 'gameType' | 'bettors' | 'rounds' | 'validBets' | 'payouts' | 'netLoss') =>
    t(`agentReports.columns.${name}`);
  return (
    <div className={styles.tableFrame}>
      <table className={styles.table} data-testid="team-bets-table">
        <caption className={styles.visuallyHidden}>{t('agentReports.bets.caption')}</caption>
        <thead>
          <tr className={styles.headRow}>
            <th scope="col" className={styles.headCell}>
              {t('agentReports.columns.day')}
            </th>
            <th scope="col" className={styles.headCell}>
              {column('gameType')}
            </th>
            <th scope="col" className={styles.numericHead}>
              {column('bettors')}
            </th>
            <th scope="col" className={styles.numericHead}>
              {column('rounds')}
            </th>
            <th scope="col" className={styles.numericHead}>
              {column('validBets')}
            </th>
            <th scope="col" className={styles.numericHead}>
              {column('payouts')}
            </th>
            <th scope="col" className={styles.numericHead}>
              {column('netLoss')}
            </th>
          </tr>
        </thead>
        <tbody className={styles.body}>
          {data.rows.map((row) => (
            <tr key={`${row.day}/${row.gameType}`} className={styles.row} data-testid="team-bets-row">
              <th scope="row" className={styles.titleCell}>
                {formatRange({ from: row.day, to: row.day }, language)}
              </th>
              <FigureCell label={column('gameType')} numeric={false}>
                {t(`bets.gameTypes.${row.gameType}`)}
              </FigureCell>
              <FigureCell label={column('bettors')}>{count(row.bettors)}</FigureCell>
              <FigureCell label={column('rounds')}>{count(row.rounds)}</FigureCell>
              <FigureCell label={column('validBets')}>{money(row.validBets)}</FigureCell>
              <FigureCell label={column('payouts')}>{money(row.payouts)}</FigureCell>
              <FigureCell label={column('netLoss')}>
                <NetLoss value={row.netLoss} currency={data.currency} />
              </FigureCell>
            </tr>
          ))}
          <tr className={styles.totalsRow} data-testid="team-bets-totals">
            <th scope="row" colSpan={3} className={styles.titleCell}>
              {t('agentReports.totals')}
            </th>
            <FigureCell label={column('rounds')}>{count(data.totals.rounds)}</FigureCell>
            <FigureCell label={column('validBets')}>{money(data.totals.validBets)}</FigureCell>
            <FigureCell label={column('payouts')}>{money(data.totals.payouts)}</FigureCell>
            <FigureCell label={column('netLoss')}>
              <NetLoss value={data.totals.netLoss} currency={data.currency} />
            </FigureCell>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
