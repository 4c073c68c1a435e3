import { fingerprintOf } from '../../platform/idempotency/fingerprint.ts';
import type { LedgerAccountRef } from './tables.ts';

// What a caller asks of the ledger and what it answers: accounts, journal kinds, requests and
// results, and the pure checks and keys made of them. The ledger itself is ledger.ts.

/** The house accounts every brand has (opened with the brand, migration 0014). */
export const houseAccountCodes = [
  'house',
  'deposits_clearing',
  'withdrawals_clearing',
  'bonus_expense',
  'rebate_expense',
  'agent_commissions',
  'jackpot_pool',
  'points_issued',
  'play_issued',
] as const;
export type HouseAccountCode = (typeof houseAccountCodes)[number];

/**
 * A member's accounts: the main wallet (brand currency), points (their own unit) and, for a
 * free-play guest only, play money (its own currency, decision 0018).
 */
export type MemberAccountKind = 'main' | 'points' | 'play';
export const pointsCurrency = 'PTS';
/** Play money's currency: no ISO 4217 currency (decision 0018). */
export const playCurrency = 'XPM';

/** A vendor code as the vendors table allows it (migration 0016). */
export const vendorCodePattern = /^[A-Z][A-Z0-9_]{1,31}$/;

/**
 * An account a posting names: a member's main wallet or points, a member's sub-wallet at one vendor
 * (brands that are not single-wallet), a house account, or a vendor's house account (the other side
 * of that vendor's bets and wins).
 */
export type AccountRef =
  | { memberId: bigint; kind: MemberAccountKind }
  | { memberId: bigint; kind: 'vendor'; vendor: string }
  | { house: HouseAccountCode }
  | { vendorHouse: string }
  /** A vendor's play-money account (the other side of guests' play bets at that vendor). */
  | { playVendor: string };

export type MemberAccountRef = Extract<AccountRef, { memberId: bigint }>;

export const journalKinds = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_paid',
  'bet',
  'win',
  'transfer',
  'adjustment',
  'bonus',
  'rebate',
  'commission',
  'points',
  'play_grant',
  /** A stake given back whole: a voided lottery draw's (decision 0021). */
  'refund',
] as const;
export type JournalKind = (typeof journalKinds)[number];

export interface PostingRequest {
  account: AccountRef;
  /** Minor units, non-zero: positive credits the account, negative debits it. */
  amount: bigint;
}

export interface PostRequest {
  /** Unique per brand: the same key with the same request answers the first result. */
  idempotencyKey: string;
  kind: JournalKind;
  memo?: string | null;
  /** At least two, summing to exactly zero, all in one currency. */
  postings: PostingRequest[];
  /**
   * A bonus journal's own turnover requirement (valid bets before a withdrawal, migration 0055);
   * without it a bonus asks for its amount times the brand's withdrawal multiplier.
   */
  turnoverRequired?: bigint;
}

export interface BalanceAfter {
  account: AccountRef;
  accountId: bigint;
  /** The account's balance right after the journal. */
  balance: bigint;
  /** What the journal moved on the account (the sum of its postings there). */
  change: bigint;
  currency: string;
}

/** What a journal moved on a system account; its balance is a read of its own (`systemBalance`). */
export interface SystemChange {
  account: AccountRef;
  accountId: bigint;
  change: bigint;
  currency: string;
}

export interface PostResult {
  journalId: bigint;
  /** True when the key had been used with this request: nothing was written, the first result answers. */
  replayed: boolean;
  /** The member accounts the journal touched, each with its balance right after it. */
  balances: BalanceAfter[];
  /**
   * The system accounts it touched (house, vendors, pool, expenses, clearing): no journal holds
   * their rows (decision 0013), so there is no "balance right after" a journal, only the change.
   */
  systemChanges: SystemChange[];
}

export interface HistoryQuery {
  /** The member's account: main (default) or points. */
  account?: MemberAccountKind;
  /** Only journals of this kind. */
  kind?: JournalKind;
  /** From this instant (inclusive) ... */
  from?: Date;
  /** ... to this one (exclusive). */
  to?: Date;
  page: number;
  size: number;
}

export interface HistoryEntry {
  postingId: bigint;
  journalId: bigint;
  kind: string;
  memo: string | null;
  amount: bigint;
  balanceAfter: bigint;
  currency: string;
  createdAt: Date;
}

export interface Reconciliation {
  accountsChecked: number;
  /** Accounts whose balance (a system account's: rolled up plus pending) is not the sum of their postings. */
  mismatches: Array<{ accountId: bigint; account: AccountRef; balance: bigint; postingsSum: bigint }>;
  /** The sum of all balances per currency: zero when the books hold. */
  totals: Array<{ currency: string; total: bigint }>;
  negativeMemberAccounts: number;
  unbalancedJournals: number;
  balanced: boolean;
}

const vendorHousePrefix = 'vendor:';
const playVendorPrefix = 'play_vendor:';

/** The house account code an account names, or undefined for a member's account. */
export function houseCodeOf(account: AccountRef): string | undefined {
  if ('house' in account) return account.house;
  if ('vendorHouse' in account) return `${vendorHousePrefix}${account.vendorHouse}`;
  if ('playVendor' in account) return `${playVendorPrefix}${account.playVendor}`;
  return undefined;
}

export function accountKey(account: AccountRef): string {
  const houseCode = houseCodeOf(account);
  if (houseCode !== undefined) return `house:${houseCode}`;
  const member = account as MemberAccountRef;
  return member.kind === 'vendor'
    ? `member:${member.memberId}:vendor:${member.vendor}`
    : `member:${member.memberId}:${member.kind}`;
}

export function refOf(
  row: Pick<LedgerAccountRef, 'member_id' | 'kind' | 'code' | 'vendor_code'>,
): AccountRef {
  if (row.kind === 'house' || row.member_id === null) {
    const code = row.code ?? '';
    if (code.startsWith(playVendorPrefix)) return { playVendor: code.slice(playVendorPrefix.length) };
    return code.startsWith(vendorHousePrefix)
      ? { vendorHouse: code.slice(vendorHousePrefix.length) }
      : { house: code as HouseAccountCode };
  }
  if (row.kind === 'vendor')
    return { memberId: row.member_id, kind: 'vendor', vendor: row.vendor_code ?? '' };
  return { memberId: row.member_id, kind: row.kind };
}

/**
 * The request as it is compared on a reused key (the platform's fingerprint, the one rule of every
 * money-moving call): order of postings does not matter, content does.
 */
export function requestHash(request: PostRequest): Buffer {
  const postings = request.postings
    .map((posting) => `${accountKey(posting.account)}=${posting.amount}`)
    .sort();
  const turnover = request.turnoverRequired;
  // Added only when set, so every journal posted before the field existed keeps its fingerprint.
  return fingerprintOf({
    kind: request.kind,
    memo: request.memo ?? null,
    postings,
    ...(turnover === undefined ? {} : { turnover: turnover.toString() }),
  });
}

/** Malformed requests are programming errors (a caller's bug), not a player's: they throw plainly. */
export function checkRequest(request: PostRequest): void {
  const key = request.idempotencyKey;
  if (key.length < 1 || key.length > 200)
    throw new Error('ledger: the idempotency key must be 1-200 characters');
  if (!(journalKinds as readonly string[]).includes(request.kind)) {
    throw new Error(`ledger: unknown journal kind ${request.kind}`);
  }
  if (request.postings.length < 2) throw new Error('ledger: a journal needs at least two postings');
  if (request.turnoverRequired !== undefined && (request.kind !== 'bonus' || request.turnoverRequired < 0n)) {
    throw new Error('ledger: only a bonus carries a turnover requirement, never below zero');
  }
  let sum = 0n;
  for (const posting of request.postings) {
    if (typeof posting.amount !== 'bigint' || posting.amount === 0n) {
      throw new Error('ledger: every posting amount is a non-zero bigint');
    }
    if (
      'house' in posting.account &&
      !(houseAccountCodes as readonly string[]).includes(posting.account.house)
    ) {
      throw new Error(`ledger: unknown house account ${posting.account.house}`);
    }
    const vendor =
      'vendorHouse' in posting.account
        ? posting.account.vendorHouse
        : 'playVendor' in posting.account
          ? posting.account.playVendor
          : 'vendor' in posting.account
            ? posting.account.vendor
            : undefined;
    if (vendor !== undefined && !vendorCodePattern.test(vendor)) {
      throw new Error(`ledger: malformed vendor code ${vendor}`);
    }
    sum += posting.amount;
  }
  if (sum !== 0n) throw new Error(`ledger: the postings sum to ${sum}, not zero`);
}
