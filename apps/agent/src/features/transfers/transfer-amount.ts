import type { TransferLimits } from '@lotus/contract/agent-transfers';
import { minorDigits } from '@lotus/i18n';

/**
 * What the agent typed as an amount in whole units of the currency ("1500000", "1.500.000",
 * "1 500 000": groups of three may be set apart), as minor units; null when it is no whole
 * positive amount. Transfers are whole đồng (the server's limits are whole amounts).
 */
export function wholeAmountOf(text: string, currency: string): string | null {
  const typed = text.trim().replace(/\u00a0/g, ' ');
  if (!/^\d{1,3}([., ]\d{3})*$|^\d+$/.test(typed)) return null;
  const whole = BigInt(typed.replace(/[., ]/g, ''));
  if (whole === 0n || whole > 10n ** 15n) return null;
  return (whole * 10n ** BigInt(minorDigits(currency))).toString();
}

/** What the agent may still send today: the day's limit less what it sent, never below zero. */
export function leftToday(limits: TransferLimits): string {
  const left = BigInt(limits.dailyMax) - BigInt(limits.sentToday);
  return (left > 0n ? left : 0n).toString();
}

/** Why an amount cannot be sent, with the figure that says so (minor units); null when it can. */
export type AmountProblem =
  | { kind: 'invalid' }
  | { kind: 'belowMinimum' | 'aboveMaximum' | 'aboveToday' | 'aboveBalance'; limit: string };

/**
 * The checks the server makes, made first so the agent hears at once: the bounds of one transfer,
 * what is left today and, when known, the balance.
 */
export function amountProblem(
  amount: string | null,
  limits: TransferLimits,
  balance: string | undefined,
): AmountProblem | null {
  if (amount === null) return { kind: 'invalid' };
  const value = BigInt(amount);
  if (value < BigInt(limits.min)) return { kind: 'belowMinimum', limit: limits.min };
  if (value > BigInt(limits.max)) return { kind: 'aboveMaximum', limit: limits.max };
  const left = leftToday(limits);
  if (value > BigInt(left)) return { kind: 'aboveToday', limit: left };
  if (balance !== undefined && value > BigInt(balance)) return { kind: 'aboveBalance', limit: balance };
  return null;
}
