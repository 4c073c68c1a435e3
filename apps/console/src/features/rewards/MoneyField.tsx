import { formatMoney, useT } from '@lotus/i18n';
import { TextField } from '@lotus/ui';
import { toMinorUnits } from '../points/index.ts';

/** An amount typed in the brand's currency, its hint saying how it reads once formatted. */
export function MoneyField(props: {
  label: string;
  name: string;
  value: string;
  currency: string;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  onChange: (value: string) => void;
}) {
  const { t, language } = useT('consoleRewards');
  const minor = toMinorUnits(props.value, props.currency);
  // An empty hint (the ladder's days, whose group names the currency): the preview alone.
  const hint = props.hint ?? t('consoleRewards.money.hint', { currency: props.currency });
  const preview =
    minor === null || minor === '0'
      ? ''
      : t('consoleRewards.money.preview', { money: formatMoney(minor, props.currency, language) });
  return (
    <TextField
      label={props.label}
      name={props.name}
      inputMode="decimal"
      autoComplete="off"
      required={props.required ?? true}
      hint={[hint, preview].filter((part) => part !== '').join(' · ') || undefined}
      value={props.value}
      error={props.error}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
