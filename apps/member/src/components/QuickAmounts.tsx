import { formatMoney, useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import type { ReactNode } from 'react';
import { quickAmountsOf } from '../lib/quick-amounts.ts';
import * as styles from './QuickAmounts.css.ts';

/**
 * One-press amounts beside an amount field (deposit, withdraw): the usual sums within the method's
 * limits, each a plain button (Tab and Enter or Space), the one matching the field marked pressed.
 * `extra` (withdraw's "all") goes last. Nothing is shown when no sum fits the limits.
 */
export function QuickAmounts(props: {
  label: string;
  currency: string;
  min: string;
  max: string;
  /** The amount the field holds now (minor units), or null when it holds none or not a number. */
  current: string | null;
  onPick: (minorUnits: string) => void;
  extra?: ReactNode;
}) {
  const { language } = useT();
  const amounts = quickAmountsOf(props.currency, props.min, props.max);
  if (amounts.length === 0 && props.extra === undefined) return null;
  return (
    <div role="group" aria-label={props.label} className={styles.chips}>
      {amounts.map((amount) => (
        <Button
          key={amount}
          size="sm"
          variant="secondary"
          className={styles.chip}
          aria-pressed={props.current === amount}
          onClick={() => props.onPick(amount)}
        >
          {formatMoney(amount, props.currency, language)}
        </Button>
      ))}
      {props.extra}
    </div>
  );
}
