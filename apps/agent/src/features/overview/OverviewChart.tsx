import type { TeamOverview } from '@lotus/contract/agents';
import { formatMoney, minorDigits, useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import { useId, useState } from 'react';
import { labelledDays, valueScale } from './chart-scale.ts';
import { formatAxisDay } from './overview-format.ts';
import * as styles from './overview.css.ts';

// Drawn by hand in SVG rather than with a chart library: three lines over at most 92 days need no
// more than this, the theme's variables colour it in both themes as they are, and the agent site
// takes no new dependency for it.

/** The series drawn, in the legend's order. */
const seriesNames = ['validBets', 'netLoss', 'deposits'] as const;
type SeriesName = (typeof seriesNames)[number];

/** The drawing's own units; the SVG stretches to its box and its strokes keep their width. */
const width = 1000;
const height = 300;

/** Labels along the day axis: fewer on a phone, more on a desktop. */
const phoneLabels = 4;
const desktopLabels = 8;

/**
 * The overview's days as lines (valid bets, net loss, deposits), with its value and day axes and a
 * legend; the same figures as a table, out of sight for assistive technology or shown in place of
 * the drawing at the reader's choice. Drawn for two days or more.
 */
export function OverviewChart(props: { days: TeamOverview['days']; currency: string }) {
  const { t, language } = useT('agentOverview');
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const { days, currency } = props;
  const names: Record<SeriesName, string> = {
    validBets: t('agentOverview.figures.validBets'),
    netLoss: t('agentOverview.figures.netLoss'),
    deposits: t('agentOverview.figures.deposits'),
  };
  return (
    <figure className={styles.chart} aria-labelledby={titleId} data-testid="overview-chart">
      <div className={styles.chartHeader}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t('agentOverview.chart.title')}
        </h2>
        <Button size="sm" variant="secondary" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
          {t('agentOverview.chart.asTable')}
        </Button>
      </div>
      {asTable ? null : <Lines days={days} currency={currency} language={language} names={names} />}
      <DaysTable days={days} currency={currency} language={language} names={names} shown={asTable} />
      <p className={styles.muted}>{t('agentOverview.chart.note', { currency })}</p>
    </figure>
  );
}

function Lines(props: {
  days: TeamOverview['days'];
  currency: string;
  language: string;
  names: Record<SeriesName, string>;
}) {
  const { days, currency, language, names } = props;
  const values = Object.fromEntries(
    seriesNames.map((name) => [name, days.map((day) => Number(day[name]))]),
  ) as Record<SeriesName, number[]>;
  const scale = valueScale(seriesNames.flatMap((name) => values[name]));
  const x = (index: number) => (index / Math.max(1, days.length - 1)) * width;
  const y = (value: number) => ((scale.max - value) / (scale.max - scale.min)) * height;
  // Ticks in whole units of the currency, short: "1,5 Tr" / "1.5M".
  const unit = 10 ** minorDigits(currency);
  const tickFormat = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
  const onDesktop = labelledDays(days.length, desktopLabels);
  const onPhone = labelledDays(days.length, phoneLabels);
  const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

  return (
    <div className={styles.lines} aria-hidden="true">
      <ul className={styles.legend}>
        {seriesNames.map((name) => (
          <li key={name} className={styles.legendItem}>
            <svg className={styles.legendSwatch} viewBox="0 0 28 12">
              <line x1="1" y1="6" x2="27" y2="6" className={`${styles.seriesLine} ${styles.series[name]}`} />
            </svg>
            {names[name]}
          </li>
        ))}
      </ul>
      <div className={styles.plotFrame}>
        <div className={styles.yAxis}>
          {scale.ticks.map((tick) => (
            <span key={tick} className={styles.yTick} style={{ top: percent(y(tick), height) }}>
              {tickFormat.format(tick / unit)}
            </span>
          ))}
        </div>
        <svg className={styles.plot} viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none">
          {scale.ticks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={width}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 ? styles.axisLine : styles.grid}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <line
            x1={0}
            x2={0}
            y1={0}
            y2={height}
            className={styles.axisLine}
            vectorEffect="non-scaling-stroke"
          />
          {seriesNames.map((name) => (
            <polyline
              key={name}
              data-series={name}
              points={values[name].map((value, index) => `${x(index)},${y(value)}`).join(' ')}
              className={`${styles.seriesLine} ${styles.series[name]}`}
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
        <div className={styles.xAxis}>
          {days.map((day, index) => {
            const desktop = onDesktop.has(index);
            const phone = onPhone.has(index);
            if (!desktop && !phone) return null;
            const edge = index === 0 ? 'start' : index === days.length - 1 ? 'end' : undefined;
            const only = desktop && phone ? '' : desktop ? styles.desktopOnly : styles.phoneOnly;
            return (
              <span
                key={day.day}
                className={`${styles.xTick} ${only}`}
                style={{ left: percent(x(index), width) }}
                data-edge={edge}
              >
                {formatAxisDay(day.day, language)}
              </span>
            );
          })}
        </div>
      </div>
    </div>
  );
}

function DaysTable(props: {
  days: TeamOverview['days'];
  currency: string;
  language: string;
  names: Record<SeriesName, string>;
  /** Shown in place of the drawing; else out of sight, for assistive technology. */
  shown: boolean;
}) {
  const { t } = useT('agentOverview');
  const { days, currency, language, names } = props;
  const money = (value: string) => formatMoney(value, currency, language);
  const table = (
    <table className={styles.table} data-testid="overview-days">
      <caption className={styles.visuallyHidden}>{t('agentOverview.chart.tableLabel')}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.headCell}>
            {t('agentOverview.chart.day')}
          </th>
          {seriesNames.map((name) => (
            <th key={name} scope="col" className={styles.headCell}>
              {names[name]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.day}>
            <th scope="row" className={styles.cell}>
              {formatAxisDay(day.day, language)}
            </th>
            {seriesNames.map((name) => (
              <td key={name} className={styles.cell}>
                {money(day[name])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!props.shown) return <div className={styles.visuallyHidden}>{table}</div>;
  // A region that scrolls must take focus, or a keyboard user cannot scroll it (WCAG 2.1.1).
  const label = t('agentOverview.chart.tableLabel');
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableScroll} role="region" aria-label={label} tabIndex={0}>
      {table}
    </div>
  );
}
