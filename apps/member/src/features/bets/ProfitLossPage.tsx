import { useSystemStatus } from '@lotus/app-shell';
import type { ProfitLoss } from '@lotus/contract/bets';
import { formatMoney, useT } from '@lotus/i18n';
import { EmptyState, Skeleton } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { BetPeriodFilter } from './BetPeriodFilter.tsx';
import { firstBetPeriod } from './bet-periods.ts';
import { bets, betsQueryKeys } from './bets-queries.ts';
import { BetsNav } from './BetsNav.tsx';
import * as styles from './bets.css.ts';

/** Profit and loss: the member's settled rounds per day and per game type, with totals. */
export function ProfitLossPage() {
  return (
    <RequireSignIn>
      <ProfitLossReport />
    </RequireSignIn>
  );
}

type Figures = ProfitLoss['total'];

function ProfitLossReport() {
  const { t } = useT('bets');
  const { brand } = useSystemStatus();
  const [period, setPeriod] = useState(() => firstBetPeriod(brand.timeZone));
  const report = useQuery({
    queryKey: betsQueryKeys.profitLoss(period),
    queryFn: () => bets.profitLoss(period),
    placeholderData: keepPreviousData,
  });

  let body;
  if (report.isPending) {
    body = <Skeleton height={240} radius="md" />;
  } else if (report.isError) {
    body = <LoadFailed title={t('bets.profitLoss.loadError')} onRetry={() => void report.refetch()} />;
  } else if (report.data.total.rounds === 0) {
    body = <EmptyState title={t('bets.profitLoss.empty')} description={t('bets.profitLoss.emptyHint')} />;
  } else {
    const data = report.data;
    body = (
      <div aria-busy={report.isFetching}>
        <FiguresTable
          id="profit-loss-days"
          caption={t('bets.profitLoss.byDay')}
          firstColumn={t('bets.profitLoss.date')}
          rows={data.days.map((day) => ({ key: day.date, label: day.date, figures: day }))}
          total={data.total}
          currency={data.currency}
        />
        <FiguresTable
          id="profit-loss-game-types"
          caption={t('bets.profitLoss.byGameType')}
          firstColumn={t('bets.profitLoss.gameType')}
          rows={data.gameTypes.map((row) => ({
            key: row.gameType,
            label: t(`bets.gameTypes.${row.gameType}`),
            figures: row,
          }))}
          total={data.total}
          currency={data.currency}
        />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <BetsNav />
      <h1 className={styles.title}>{t('bets.profitLoss.title')}</h1>
      <p className={styles.muted}>{t('bets.profitLoss.intro', { timeZone: brand.timeZone })}</p>
      <div className={styles.filters}>
        <BetPeriodFilter timeZone={brand.timeZone} onChange={setPeriod} />
      </div>
      {body}
    </div>
  );
}

/** One table of figures with its total row; scrolls sideways on a narrow screen (and by keyboard). */
function FiguresTable(props: {
  id: string;
  caption: string;
  firstColumn: string;
  rows: Array<{ key: string; label: string; figures: Figures }>;
  total: Figures;
  currency: string;
}) {
  const { t, language } = useT('bets');
  const money = (value: string) => formatMoney(value, props.currency, language);
  const netCell = (net: string) => (
    <td className={`${styles.cell} ${net.startsWith('-') ? styles.loss : styles.win}`}>
      {net.startsWith('-') || net === '0' ? money(net) : `+${money(net)}`}
    </td>
  );
  const captionId = `${props.id}-caption`;
  return (
    <section className={styles.section}>
      <h2 id={captionId} className={styles.sectionTitle}>
        {props.caption}
      </h2>
      {/* A region that scrolls must take focus, or a keyboard user cannot scroll it (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.tableScroll} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table} data-testid={props.id}>
          <thead>
            <tr>
              <th scope="col" className={styles.headCell}>
                {props.firstColumn}
              </th>
              <th scope="col" className={styles.headCell}>
                {t('bets.profitLoss.rounds')}
              </th>
              <th scope="col" className={styles.headCell}>
                {t('bets.profitLoss.stake')}
              </th>
              <th scope="col" className={styles.headCell}>
                {t('bets.profitLoss.payout')}
              </th>
              <th scope="col" className={styles.headCell}>
                {t('bets.profitLoss.net')}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className={styles.cell}>
                  {row.label}
                </th>
                <td className={styles.cell}>{row.figures.rounds}</td>
                <td className={styles.cell}>{money(row.figures.stake)}</td>
                <td className={styles.cell}>{money(row.figures.payout)}</td>
                {netCell(row.figures.net)}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className={styles.totalRow}>
              <th scope="row" className={styles.cell}>
                {t('bets.profitLoss.total')}
              </th>
              <td className={styles.cell}>{props.total.rounds}</td>
              <td className={styles.cell}>{money(props.total.stake)}</td>
              <td className={styles.cell}>{money(props.total.payout)}</td>
              {netCell(props.total.net)}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
