import { useT } from '@lotus/i18n';
import { Button, Select, TextField } from '@lotus/ui';
import { useState } from 'react';
import type { BetPeriod, BetPeriodPreset } from './bet-periods.ts';
import {
  betPeriodMaxDays,
  betPeriodPresets,
  betPeriodProblem,
  presetBetPeriod,
  todayIn,
} from './bet-periods.ts';
import * as styles from './bets.css.ts';

/**
 * The period of a betting page: last 7 days (the first shown), last 30 days, or custom days of the
 * brand's calendar. Reports each range chosen; a custom one only once it is valid.
 */
export function BetPeriodFilter(props: { timeZone: string; onChange: (period: BetPeriod) => void }) {
  const { t } = useT();
  const [preset, setPreset] = useState<BetPeriodPreset>('last7');
  const today = todayIn(props.timeZone);
  const [custom, setCustom] = useState<BetPeriod>(() => presetBetPeriod('last7', today));
  const problem = betPeriodProblem(custom);
  const options = betPeriodPresets.map((value) => ({ value, label: t(`bets.period.${value}`) }));
  return (
    <>
      <Select
        label={t('bets.period.label')}
        options={options}
        value={preset}
        onChange={(event) => {
          const next = event.target.value as BetPeriodPreset;
          setPreset(next);
          if (next !== 'custom') props.onChange(presetBetPeriod(next, todayIn(props.timeZone)));
        }}
      />
      {preset === 'custom' ? (
        <form
          className={styles.customRange}
          onSubmit={(event) => {
            event.preventDefault();
            if (problem === undefined) props.onChange(custom);
          }}
        >
          <TextField
            label={t('bets.period.from')}
            type="date"
            value={custom.from}
            max={today}
            onChange={(event) => setCustom({ ...custom, from: event.target.value })}
          />
          <TextField
            label={t('bets.period.to')}
            type="date"
            value={custom.to}
            max={today}
            onChange={(event) => setCustom({ ...custom, to: event.target.value })}
            error={
              problem === 'invalid'
                ? t('bets.period.invalid')
                : problem === 'tooLong'
                  ? t('bets.period.tooLong', { days: betPeriodMaxDays })
                  : undefined
            }
          />
          <Button type="submit" variant="secondary" disabled={problem !== undefined}>
            {t('bets.period.apply')}
          </Button>
        </form>
      ) : null}
    </>
  );
}
