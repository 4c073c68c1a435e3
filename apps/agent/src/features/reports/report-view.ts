import type { TeamBets, TeamTransactionPage } from '@lotus/contract/agents';
import type { OverviewPreset, DayRange } from '../overview/index.ts';
import { periodParams } from '../overview/index.ts';

/**
 * A report's view lives in the address: the overview's period (`period`, `from`, `to`), then the
 * report's own filters (`gameType`, `kind`, `memberId` with the member's `account` to name it,
 * `by`) and `page`. Changing a filter or the period goes back to the first page.
 */
export const reportPageSize = 20;

/** Ids as the server writes them; anything else in the address is no member of the team. */
const idPattern = /^[1-9]\d{0,17}$/;

/** The member the address asks for: none, one (its id, and its account when the link named it), or no id at all. */
export type ReportMember = { id: string; account?: string } | 'none' | 'unreadable';

export function readMember(params: URLSearchParams): ReportMember {
  const id = params.get('memberId');
  if (!id) return 'none';
  if (!idPattern.test(id)) return 'unreadable';
  return { id, account: params.get('account') || undefined };
}

/** One of a list of known values from the address, else undefined (all). */
export function readChoice<T extends string>(params: URLSearchParams, name: string, known: readonly T[]) {
  const asked = params.get(name);
  return known.find((value) => value === asked);
}

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The address with some values changed (undefined or '' removes one); the first page unless `page` is given. */
export function withValues(params: URLSearchParams, values: Record<string, string | number | undefined>) {
  const next = new URLSearchParams(params);
  next.delete('page');
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === '' || (name === 'page' && value === 1)) next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

/** The address with another period: a preset, or custom days. */
export function withPeriod(params: URLSearchParams, choice: OverviewPreset | DayRange) {
  const period = typeof choice === 'string' ? periodParams(choice) : periodParams('custom', choice);
  return withValues(params, {
    period: period.get('period') ?? undefined,
    from: period.get('from') ?? undefined,
    to: period.get('to') ?? undefined,
  });
}

/** Team betting of one member over a period, as the other reports link to it. */
export function teamBetsAddress(params: URLSearchParams, member: { id: string; account: string }) {
  const next = new URLSearchParams();
  for (const name of ['period', 'from', 'to']) {
    const value = params.get(name);
    if (value) next.set(name, value);
  }
  next.set('memberId', member.id);
  next.set('account', member.account);
  return `/team-bets?${next.toString()}`;
}

/**
 * The game types and transaction kinds the server reads, in the filters' order (the contract's
 * `reportGameTypes` and `teamTransactionKinds`, not imported: its schemas module brings zod, which
 * these pages have no other use for; the types below keep the lists equal to the contract's).
 */
export type ReportGameType = TeamBets['rows'][number]['gameType'];
export type TransactionKind = TeamTransactionPage['content'][number]['kind'];

export const reportGameTypes = [
  'live_casino',
  'slots',
  'sports',
  'esports',
  'cards',
  'fishing',
  'lottery',
  'cockfighting',
  'mini_games',
] as const satisfies readonly ReportGameType[];
export const transactionKinds = [
  'deposit',
  'withdrawal',
  'transfer',
  'bonus',
  'rebate',
  'commission',
  'adjustment',
] as const satisfies readonly TransactionKind[];

// Neither list may miss one of the contract's: these fail to compile if one does.
const everyGameType: Record<ReportGameType, true> = Object.fromEntries(
  reportGameTypes.map((type) => [type, true]),
) as Record<(typeof reportGameTypes)[number], true>;
const everyKind: Record<TransactionKind, true> = Object.fromEntries(
  transactionKinds.map((kind) => [kind, true]),
) as Record<(typeof transactionKinds)[number], true>;
void everyGameType;
void everyKind;
