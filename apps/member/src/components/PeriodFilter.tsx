import { Button, Select, TextField } from '@lotus/ui';
import { useState } from 'react';
import type { DayRange, Period } from '../lib/calendar-days.ts';
import { todayIn } from '../lib/calendar-days.ts';
import * as styles from './lists.css.ts';

/** A period filter's words: the select's label, the custom choice, and the custom form's fields and button. */
export interface PeriodFilterTexts {
  label: string;
  custom: string;
  from: string;
  to: string;
  apply: string;
}

/**
 * The period of a list: a preset, or custom days of the brand's calendar. Reports each period
 * chosen; custom days only once applied, and only when `problemOf` finds nothing wrong with them.
 * Goes inside the list's filters, whose columns the custom days take.
 */
export function PeriodFilter<Preset extends string>(props: {
  texts: PeriodFilterTexts;
  /** The presets, in the order offered, with their labels; custom days come last. */
  presets: ReadonlyArray<{ value: Preset; label: string }>;
  /** The preset chosen at first (the list's first request asks for its days). */
  initial: Preset;
  /** The days a preset covers, counted from today. */
  periodOf: (preset: Preset, today: string) => Period;
  /** The days the custom fields start with. */
  customStart: (today: string) => DayRange;
  /** What is wrong with custom days, in words; undefined when they may be applied. */
  problemOf: (range: DayRange) => string | undefined;
  /** Whether the custom fields offer no day after today. */
  noFutureDays?: boolean;
  timeZone: string;
  onChange: (period: Period) => void;
}) {
  const { texts } = props;
  const [preset, setPreset] = useState<Preset | 'custom'>(props.initial);
  const today = todayIn(props.timeZone);
  const [custom, setCustom] = useState<DayRange>(() => props.customStart(today));
  const problem = props.problemOf(custom);
  const latest = props.noFutureDays ? today : undefined;
  return (
    <>
      <Select
        label={texts.label}
        options={[...props.presets, { value: 'custom', label: texts.custom }]}
        value={preset}
        onChange={(event) => {
          const next = event.target.value as Preset | 'custom';
          setPreset(next);
          if (next !== 'custom') props.onChange(props.periodOf(next, todayIn(props.timeZone)));
        }}
      />
      {preset === 'custom' ? (
        <form
          className={styles.customRange}
          onSubmit={(event) => {
            event.preventDefault();
            if (problem === undefined) props.onChange(withoutEmptyEnds(custom));
          }}
        >
          <TextField
            label={texts.from}
            type="date"
            value={custom.from}
            max={latest}
            onChange={(event) => setCustom({ ...custom, from: event.target.value })}
          />
          <TextField
            label={texts.to}
            type="date"
            value={custom.to}
            max={latest}
            onChange={(event) => setCustom({ ...custom, to: event.target.value })}
            error={problem}
          />
          <Button type="submit" variant="secondary" disabled={problem !== undefined}>
            {texts.apply}
          </Button>
        </form>
      ) : null}
    </>
  );
}

/** Custom days as a period: a day not given leaves that end open. */
function withoutEmptyEnds(range: DayRange): Period {
  return { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) };
}
