import { useSystemStatus } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, Select, TextField } from '@lotus/ui';
import { useState } from 'react';
import type { Period, PeriodPreset } from './dates.ts';
import { periodPresets, presetPeriod, todayIn } from './dates.ts';
import * as styles from './wallet.css.ts';

/**
 * The period of a record list: the spec's presets (next / last 7 and 30 days), any time, or custom
 * days; days are the brand's calendar days. Reports the chosen range (undefined ends: open).
 */
export function PeriodFilter(props: { onChange: (period: Period) => void }) {
  const { t } = useT();
  const { brand } = useSystemStatus();
  const [preset, setPreset] = useState<PeriodPreset>('last30');
  const today = todayIn(brand.timeZone);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const customInvalid = from !== '' && to !== '' && from > to;
  const options = periodPresets.map((value) => ({ value, label: t(`wallet.period.${value}`) }));
  return (
    <>
      <Select
        label={t('wallet.period.label')}
        options={options}
        value={preset}
        onChange={(event) => {
          const next = event.target.value as PeriodPreset;
          setPreset(next);
          if (next !== 'custom') props.onChange(presetPeriod(next, todayIn(brand.timeZone)));
        }}
      />
      {preset === 'custom' ? (
        <form
          className={styles.customRange}
          onSubmit={(event) => {
            event.preventDefault();
            if (customInvalid) return;
            props.onChange({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
          }}
        >
          <TextField
            label={t('wallet.period.from')}
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
          <TextField
            label={t('wallet.period.to')}
            type="date"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={customInvalid ? t('wallet.period.invalid') : undefined}
          />
          <Button type="submit" variant="secondary" disabled={customInvalid}>
            {t('wallet.period.apply')}
          </Button>
        </form>
      ) : null}
    </>
  );
}

/** The period the filter starts with (last 30 days), for the page's first request. */
export function initialPeriod(timeZone: string): Period {
  return presetPeriod('last30', todayIn(timeZone));
}
