import type { TextFieldProps } from '@lotus/ui';
import { TextField } from '@lotus/ui';

/** A sum of money as the member types it, in whole units (read by parseAmountInput): a number pad, no autofill. */
export function AmountField(props: Omit<TextFieldProps, 'inputMode' | 'autoComplete'>) {
  return <TextField inputMode="decimal" autoComplete="off" {...props} />;
}
