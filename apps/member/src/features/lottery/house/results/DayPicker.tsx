import { useT } from '@lotus/i18n';
import { Button, TextField } from '@lotus/ui';
import { addDays } from '../../../../lib/calendar-days.ts';
import * as styles from './results.css.ts';

/**
 * A day of the brand's calendar (Vietnam), with buttons for the day before and after; no day after
 * today, which has no results yet. A cleared field keeps the day it had.
 */
export function DayPicker(props: { day: string; today: string; onChange: (day: string) => void }) {
  const { t } = useT('lotteryResults');
  const { day, today } = props;
  return (
    <div className={styles.dayPicker}>
      <Button
        variant="secondary"
        aria-label={t('lotteryResults.results.previousDay')}
        title={t('lotteryResults.results.previousDay')}
        onClick={() => props.onChange(addDays(day, -1))}
      >
        <span aria-hidden="true">‹</span>
      </Button>
      <TextField
        label={t('lotteryResults.results.day')}
        type="date"
        value={day}
        max={today}
        onChange={(event) => {
          const next = event.target.value;
          if (/^\d{4}-\d{2}-\d{2}$/.test(next)) props.onChange(next > today ? today : next);
        }}
      />
      <Button
        variant="secondary"
        aria-label={t('lotteryResults.results.nextDay')}
        title={t('lotteryResults.results.nextDay')}
        disabled={day >= today}
        onClick={() => props.onChange(addDays(day, 1))}
      >
        <span aria-hidden="true">›</span>
      </Button>
    </div>
  );
}
