import { useT } from '@lotus/i18n';
import { PeriodFilter } from '../../components/PeriodFilter.tsx';
import type { Period } from '../../lib/calendar-days.ts';
import {
  betPeriod,
  betPeriodMaxDays,
  betPeriodPresets,
  betPeriodProblem,
  firstBetPreset,
} from './bet-periods.ts';

/**
 * The period of a betting page: last 7 days (the first shown), last 30 days, or custom days of the
 * brand's calendar up to today, at most as many as the server answers.
 */
export function BetPeriodFilter(props: { timeZone: string; onChange: (period: Period) => void }) {
  const { t } = useT('bets');
  return (
    <PeriodFilter
      texts={{
        label: t('bets.period.label'),
        custom: t('bets.period.custom'),
        from: t('bets.period.from'),
        to: t('bets.period.to'),
        apply: t('bets.period.apply'),
      }}
      presets={betPeriodPresets.map((value) => ({ value, label: t(`bets.period.${value}`) }))}
      initial={firstBetPreset}
      periodOf={betPeriod}
      customStart={(today) => betPeriod(firstBetPreset, today)}
      problemOf={(range) => {
        const problem = betPeriodProblem(range);
        if (problem === 'invalid') return t('bets.period.invalid');
        if (problem === 'tooLong') return t('bets.period.tooLong', { days: betPeriodMaxDays });
        return undefined;
      }}
      noFutureDays
      timeZone={props.timeZone}
      onChange={props.onChange}
    />
  );
}
