import type { PoolClient, Queryable } from '../platform/database/pool.ts';

// What the cashier needs of other domains, stated here so that it imports none of them: the
// composition root hands in the wallet's ledger, the member service, the member's payment
// passwords, the inbox and player protection, each of which satisfies these shapes.

/** The brand the cashier serves. */
export interface CashierBrand {
  id: number;
  currency: string;
  time_zone: string;
  /** The brand's languages: channel names per language are checked against them. */
  languages: string[];
}

/** The only accounts the cashier posts to: a member's main wallet and the house's clearing accounts. */
export type CashierAccount =
  { memberId: bigint; kind: 'main' } | { house: 'deposits_clearing' | 'withdrawals_clearing' };

/** One journal of the cashier's: postings that sum to zero, applied once per idempotency key. */
export interface CashierJournal {
  /** `deposit:<id>`, `withdrawal:<id>:hold`, `withdrawal:<id>:paid` or `withdrawal:<id>:release`. */
  idempotencyKey: string;
  kind: 'deposit' | 'withdrawal_hold' | 'withdrawal_release' | 'withdrawal_paid';
  memo: string;
  postings: Array<{ account: CashierAccount; amount: bigint }>;
}

/** The wallet's ledger, as the cashier uses it. */
export interface CashierLedger {
  /**
   * Posts a journal inside the caller's transaction, so the money moves exactly when the deposit or
   * withdrawal changes; the same key again answers the first journal. Refuses to take a member's
   * balance below zero (error_insufficient_funds).
   */
  postWithin(client: PoolClient, journal: CashierJournal): Promise<{ journalId: bigint }>;
  balanceOf(memberId: bigint, kind: 'main'): Promise<{ balance: bigint; currency: string }>;
  /** Stakes still to bet before money may leave (bonus x multiplier); `db` reads in a transaction. */
  remainingTurnover(memberId: bigint, multiplier: number, db?: Queryable): Promise<bigint>;
}

/** The member service, as the cashier uses it. */
export interface CashierMembers {
  /** The member's account; free-play accounts (is_demo) never hold real money. */
  findForLoginById(memberId: bigint): Promise<{ is_demo: boolean } | undefined>;
  /** The member's real name on file (payee_name), the one deposits are paid from. */
  challengeContacts(memberId: bigint): Promise<{ payee_name: string | null } | undefined>;
  /** Sets the real name by the member service's rule (error_real_name_locked once one is set). */
  updateProfile(memberId: bigint, request: { payeeName: string }, language: string): Promise<unknown>;
}

/** The member's payment password, checked before a withdrawal (wrong tries count to its lock). */
export interface CashierPaymentPasswords {
  verifyPaymentPassword(memberId: bigint, given: string, language?: string): Promise<void>;
}

/** The inbox: the cashier's messages are sent inside its money-moving transactions. */
export interface CashierMessages {
  sendWithin(
    db: Queryable,
    message: {
      memberId: bigint;
      kind: 'deposit_arrived' | 'deposit_failed' | 'withdrawal_approved' | 'withdrawal_rejected';
      params: Record<string, string>;
    },
  ): Promise<void>;
}

/**
 * The withdrawal limits of a member's VIP level (rewards answers it; the cashier imports none of
 * rewards): a level's daily count and amount replace the brand's, null keeps the brand's.
 */
export interface WithdrawalLevelLimits {
  limitsFor(memberId: bigint): Promise<{ dailyCount: number | null; dailyAmount: bigint | null }>;
}

/** Player protection: a deposit is refused during a break or past a deposit limit. */
export interface DepositProtection {
  assertDepositAllowed(
    memberId: bigint,
    amount: bigint,
    options?: {
      /** The transaction that will write the deposit: the check holds the member's lock in it. */
      within?: PoolClient;
      /** What the member's deposits still waiting for their money add up to, read on `db`. */
      pendingDeposits?: (db: Queryable) => Promise<bigint>;
    },
  ): Promise<void>;
}
