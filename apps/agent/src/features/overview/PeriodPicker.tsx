import { useT } from '@lotus/i18n';
import { Button, TextField } from '@lotus/ui';
import { useId, useState } from 'react';
import type {
  DayRange,
  OverviewChoice,
  OverviewPeriod,
  OverviewPreset,
  RangeProblem,
} from './overview-period.ts';
import { overviewMaxDays, overviewPresets, rangeProblem } from './overview-period.ts';
import * as styles from './overview.css.ts';

const choices: readonly OverviewChoice[] = [...overviewPresets, 'custom'];

/**
 * The overview's period: a segmented control of the presets and custom days (radio buttons, so the
 * arrow keys move through them), and under custom, two days applied together once they make a range
 * the server reads.
 */
export function PeriodPicker(props: {
  period: OverviewPeriod;
  /** The days custom starts with when it is chosen: the period shown until then. */
  shown: DayRange;
  onPreset: (preset: OverviewPreset) => void;
  onCustom: (range: DayRange) => void;
}) {
  const { t } = useT('agentOverview');
  const idPrefix = useId();
  const { period } = props;
  // Custom is chosen here first; the address changes once its days are applied.
  const [customOpen, setCustomOpen] = useState(period.choice === 'custom');
  const selected: OverviewChoice = customOpen ? 'custom' : period.choice;
  const [wasChoice, setWasChoice] = useState(period.choice);
  // Back or Forward to a preset closes custom (React's "storing information from previous renders").
  if (wasChoice !== period.choice) {
    setWasChoice(period.choice);
    setCustomOpen(period.choice === 'custom');
  }
  return (
    <div className={styles.period}>
      <fieldset className={styles.segments}>
        <legend className={styles.visuallyHidden}>{t('agentOverview.period')}</legend>
        <div className={styles.segmentList}>
          {choices.map((choice) => (
            <div key={choice} className={styles.segment}>
              <input
                type="radio"
                name={idPrefix}
                id={`${idPrefix}-${choice}`}
                value={choice}
                checked={selected === choice}
                className={styles.segmentInput}
                onChange={() => {
                  if (choice === 'custom') setCustomOpen(true);
                  else {
                    setCustomOpen(false);
                    props.onPreset(choice);
                  }
                }}
              />
              <label htmlFor={`${idPrefix}-${choice}`} className={styles.segmentLabel}>
                {t(`agentOverview.presets.${choice}`)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      {selected === 'custom' ? (
        <CustomDays
          // A new address (Back, Forward) starts the fields again from its days.
          key={`${period.range.from}/${period.range.to}`}
          start={period.choice === 'custom' ? period.range : props.shown}
          onApply={props.onCustom}
        />
      ) : null}
    </div>
  );
}

function CustomDays(props: { start: DayRange; onApply: (range: DayRange) => void }) {
  const { t } = useT('agentOverview');
  const [range, setRange] = useState(props.start);
  // Said once the agent tries to apply, or at once for days that came in the address.
  const [tried, setTried] = useState(rangeProblem(props.start) !== undefined);
  const problem = rangeProblem(range);
  const words = problem && tried ? problemText(problem, t) : undefined;
  return (
    <form
      className={styles.customRange}
      noValidate
      aria-label={t('agentOverview.presets.custom')}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (problem === undefined) props.onApply(range);
      }}
    >
      <TextField
        label={t('agentOverview.from')}
        type="date"
        value={range.from}
        onChange={(event) => setRange({ ...range, from: event.target.value })}
      />
      <TextField
        label={t('agentOverview.to')}
        type="date"
        value={range.to}
        onChange={(event) => setRange({ ...range, to: event.target.value })}
        error={words}
      />
      <Button type="submit" variant="secondary" className={styles.customApply}>
        {t('agentOverview.apply')}
      </Button>
    </form>
  );
}

function problemText(problem: RangeProblem, t: ReturnType<typeof useT>['t']): string {
  if (problem === 'tooLong') return t('agentOverview.problems.tooLong', { max: overviewMaxDays });
  return t(`agentOverview.problems.${problem}`);
}
