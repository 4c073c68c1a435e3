import { useSystemStatus } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { PeriodFilter } from '../../components/PeriodFilter.tsx';
import type { Period } from '../../lib/calendar-days.ts';
import { firstRecordPreset, recordPeriod, recordPeriodPresets } from './record-periods.ts';

/**
 * The period of a wallet record list: any time, the last or next 7 or 30 days (the last 30 first),
 * or custom days, either of which may be left open.
 */
export function RecordPeriodFilter(props: { onChange: (period: Period) => void }) {
  const { t } = useT('wallet');
  const { brand } = useSystemStatus();
  return (
    <PeriodFilter
      texts={{
        label: t('wallet.period.label'),
        custom: t('wallet.period.custom'),
        from: t('wallet.period.from'),
        to: t('wallet.period.to'),
        apply: t('wallet.period.apply'),
      }}
      presets={recordPeriodPresets.map((value) => ({ value, label: t(`wallet.period.${value}`) }))}
      initial={firstRecordPreset}
      periodOf={recordPeriod}
      customStart={(today) => ({ from: today, to: today })}
      problemOf={(range) =>
        range.from !== '' && range.to !== '' && range.from > range.to ? t('wallet.period.invalid') : undefined
      }
      timeZone={brand.timeZone}
      onChange={props.onChange}
    />
  );
}
