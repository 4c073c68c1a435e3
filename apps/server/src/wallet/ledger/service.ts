import type { Pool, PoolClient, Queryable } from '../../platform/database/pool.ts';
import { postMemberPayoutsWithin } from './member-payouts.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { selectNetResultSince, selectRemainingTurnover, selectWindowUsage } from './reports.ts';
import type { WindowUsage } from './reports.ts';
import {
  accountKey,
  checkRequest,
  houseAccountCodes,
  houseCodeOf,
  journalKinds,
  playCurrency,
  pointsCurrency,
  refOf,
  requestHash,
  vendorCodePattern,
} from './requests.ts';
import type {
  AccountRef,
  HistoryEntry,
  HistoryQuery,
  HouseAccountCode,
  MemberAccountKind,
  MemberAccountRef,
  PostingRequest,
  PostRequest,
  PostResult,
  Reconciliation,
} from './requests.ts';
import type { LedgerAccountRef, LockedAccountRow, NamedAccounts } from './tables.ts';
import { rollUpSystemAccounts } from './roll-up.ts';
import type { RollUpPass } from './roll-up.ts';
import {
  insertJournal,
  insertJournalLockingAccounts,
  lockNamedAccounts,
  lockSystemAccountBalance,
  lockVendorWalletsWithMoney,
  openMemberAccount,
  selectHistory,
  selectJournalBalances,
  selectJournalByKey,
  selectMemberAccount,
  selectMemberBalances,
  selectVendorWallets,
  selectMembersDemoFlag,
  selectReconciliation,
  selectSystemAccountBalance,
  writeBalancesAndPostings,
} from './tables.ts';

function isMemberNotNegativeViolation(error: unknown): boolean {
  const failure = error as { code?: string; constraint?: string };
  return failure.code === '23514' && failure.constraint === 'ledger_accounts_member_not_negative';
}

function isUnknownVendorViolation(error: unknown): boolean {
  const failure = error as { code?: string; constraint?: string };
  return failure.code === '23503' && failure.constraint === 'ledger_accounts_vendor_fk';
}

/**
 * The ledger: the one place where balances change. Each movement is one journal of postings that
 * sum to zero, written with the balance updates in one transaction, applied once per key.
 */
export function createLedger(deps: { pool: Pool; brand: { id: number; currency: string } }) {
  const { pool, brand } = deps;
  const currencyOf = (kind: MemberAccountKind | 'vendor') =>
    kind === 'points' ? pointsCurrency : kind === 'play' ? playCurrency : brand.currency;

  async function answerReplay(
    db: Queryable,
    request: Pick<PostRequest, 'idempotencyKey'>,
    hash: Buffer,
  ): Promise<PostResult> {
    const first = await selectJournalByKey(db, brand.id, request.idempotencyKey);
    // The row blocked our insert, so it exists: it was committed before this statement began.
    if (!first) throw new Error('ledger: a used idempotency key has no journal');
    if (!first.request_hash.equals(hash)) throw new AppError('error_conflict');
    const rows = await selectJournalBalances(db, first.id);
    const result: PostResult = { journalId: first.id, replayed: true, balances: [], systemChanges: [] };
    for (const row of rows) {
      const entry = { account: refOf(row), accountId: row.id, change: row.change, currency: row.currency };
      if (row.kind === 'house' || row.balance === null) result.systemChanges.push(entry);
      else result.balances.push({ ...entry, balance: row.balance });
    }
    return result;
  }

  /**
   * Free-play guests hold play money only, and only they hold it (decision 0018); a member of
   * another brand is not one of ours.
   */
  async function checkMembers(db: Queryable, accounts: MemberAccountRef[]): Promise<void> {
    if (accounts.length === 0) return;
    const memberIds = [...new Set(accounts.map((account) => account.memberId))];
    const rows = await selectMembersDemoFlag(db, brand.id, memberIds);
    if (rows.length !== memberIds.length) throw new AppError('error_account_not_found');
    const demo = new Map(rows.map((row) => [row.id, row.is_demo]));
    if (accounts.some((account) => demo.get(account.memberId) !== (account.kind === 'play')))
      throw new AppError('error_operation_not_allowed');
  }

  /** The accounts a journal names: its members' accounts by key, and all of them as the tables ask. */
  function accountsNamedBy(request: Pick<PostRequest, 'postings'>) {
    const memberAccounts = new Map<string, MemberAccountRef>();
    const houseCodes = new Set<string>();
    for (const { account } of request.postings) {
      const houseCode = houseCodeOf(account);
      if (houseCode !== undefined) houseCodes.add(houseCode);
      else memberAccounts.set(accountKey(account), account as MemberAccountRef);
    }
    const named: NamedAccounts = {
      members: [...memberAccounts.values()].map((account) => ({
        memberId: account.memberId,
        kind: account.kind,
        vendorCode: account.kind === 'vendor' ? account.vendor : null,
      })),
      houseCodes: [...houseCodes],
    };
    return { memberAccounts, named };
  }

  /**
   * Locks the journal's accounts (or takes them as `alreadyLocked` read them); a member account not
   * opened yet is opened first (its member checked: of this brand, not free play), in one order so
   * that two openers never wait on each other.
   */
  async function lockPostingAccounts(
    client: PoolClient,
    request: PostRequest,
    alreadyLocked?: LockedAccountRow[],
  ) {
    const { memberAccounts, named } = accountsNamedBy(request);
    let rows = alreadyLocked ?? (await lockNamedAccounts(client, brand.id, named));
    const opened = new Set(rows.map((row) => accountKey(refOf(row))));
    const missing = [...memberAccounts.entries()].filter(([key]) => !opened.has(key));
    if (missing.length > 0) {
      await checkMembers(
        client,
        missing.map(([, account]) => account),
      );
      missing.sort(([keyA, a], [keyB, b]) =>
        a.memberId === b.memberId ? keyA.localeCompare(keyB) : a.memberId < b.memberId ? -1 : 1,
      );
      for (const [, account] of missing) {
        try {
          await openMemberAccount(client, brand.id, {
            memberId: account.memberId,
            kind: account.kind,
            vendorCode: account.kind === 'vendor' ? account.vendor : null,
            currency: currencyOf(account.kind),
          });
        } catch (error) {
          if (isUnknownVendorViolation(error)) throw new AppError('error_vendor_not_found', { cause: error });
          throw error;
        }
      }
      rows = await lockNamedAccounts(client, brand.id, named);
    }
    // A guest's money is play money and play money is a guest's (checked again here: an account may
    // predate the flag).
    if (rows.some((row) => row.kind !== 'house' && row.is_demo !== (row.kind === 'play')))
      throw new AppError('error_operation_not_allowed');
    const idByKey = new Map(rows.map((row) => [accountKey(refOf(row)), row.id]));
    const ids: bigint[] = [];
    for (const { account } of request.postings) {
      const id = idByKey.get(accountKey(account));
      if (id === undefined && 'vendorHouse' in account) throw new AppError('error_vendor_not_found');
      if (id === undefined) throw new Error(`ledger: the brand has no account ${accountKey(account)}`);
      ids.push(id);
    }
    const locked = new Map<bigint, LedgerAccountRef>(rows.map((row) => [row.id, row]));
    return { ids, locked };
  }

  /** Posts inside the caller's transaction (to write something else atomically with it, e.g. an audit row). */
  async function postWithin(client: PoolClient, request: PostRequest): Promise<PostResult> {
    checkRequest(request);
    const hash = requestHash(request);
    // The journal first, its accounts locked in the same statement only once it is in: a concurrent
    // request with the same key waits at the insert, holding no account lock.
    const { journalId, accounts } = await insertJournalLockingAccounts(
      client,
      brand.id,
      {
        kind: request.kind,
        idempotencyKey: request.idempotencyKey,
        requestHash: hash,
        memo: request.memo ?? null,
      },
      accountsNamedBy(request).named,
    );
    if (journalId === undefined) return answerReplay(client, request, hash);
    return applyPostings(client, journalId, request, accounts);
  }

  /**
   * Posts, in the caller's transaction, a journal whose postings are known only once its key is
   * claimed: `postingsOf` runs after the claim (it locks and reads what it moves), so a concurrent
   * repeat of the key waits at the claim and then answers the first result. A reused key is compared
   * on `fingerprint`, what the caller's client asked. No postings: nothing is written, undefined.
   */
  async function postClaimedWithin(
    client: PoolClient,
    head: Omit<PostRequest, 'postings'> & { fingerprint: Buffer },
    postingsOf: (client: PoolClient) => Promise<PostingRequest[]>,
  ): Promise<PostResult | undefined> {
    await client.query('savepoint ledger_claim');
    const journalId = await insertJournal(client, brand.id, {
      kind: head.kind,
      idempotencyKey: head.idempotencyKey,
      requestHash: head.fingerprint,
      memo: head.memo ?? null,
    });
    if (journalId === undefined) return answerReplay(client, head, head.fingerprint);
    const postings = await postingsOf(client);
    if (postings.length === 0) {
      // Nothing to move: the claim goes too, so the key stays free and no empty journal is kept.
      await client.query('rollback to savepoint ledger_claim');
      return undefined;
    }
    const request: PostRequest = { ...head, postings };
    checkRequest(request);
    return applyPostings(client, journalId, request);
  }

  /**
   * The postings of a claimed journal: the member accounts locked in one order and their balances
   * updated; the system accounts' postings appended as pending, their rows neither locked nor
   * written (decision 0013).
   */
  async function applyPostings(
    client: PoolClient,
    journalId: bigint,
    request: PostRequest,
    alreadyLocked?: LockedAccountRow[],
  ): Promise<PostResult> {
    const { ids, locked } = await lockPostingAccounts(client, request, alreadyLocked);

    const currencies = new Set([...locked.values()].map((row) => row.currency));
    if (currencies.size !== 1) throw new Error('ledger: the postings of a journal are in one currency');

    // Member accounts' running balances; of a system account, only what the journal moves on it.
    const running = new Map<bigint, bigint>();
    const changes = new Map<bigint, bigint>();
    for (const row of locked.values()) {
      if (row.kind !== 'house') running.set(row.id, row.balance);
      changes.set(row.id, 0n);
    }
    const postings = request.postings.map((posting, index) => {
      const accountId = ids[index] as bigint;
      changes.set(accountId, (changes.get(accountId) as bigint) + posting.amount);
      const before = running.get(accountId);
      if (before === undefined) return { accountId, amount: posting.amount, balanceAfter: null };
      const balanceAfter = before + posting.amount;
      // Checked before anything is written; the database's CHECK stands behind it.
      if (balanceAfter < 0n) throw new AppError('error_insufficient_funds');
      running.set(accountId, balanceAfter);
      return { accountId, amount: posting.amount, balanceAfter };
    });
    try {
      await writeBalancesAndPostings(
        client,
        journalId,
        [...running.entries()].map(([id, balance]) => ({ id, balance })),
        postings,
      );
    } catch (error) {
      if (isMemberNotNegativeViolation(error))
        throw new AppError('error_insufficient_funds', { cause: error });
      throw error;
    }
    if (request.turnoverRequired !== undefined) {
      await client.query('insert into bonus_turnover (journal_id, required) values ($1, $2)', [
        journalId,
        request.turnoverRequired,
      ]);
    }
    const result: PostResult = { journalId, replayed: false, balances: [], systemChanges: [] };
    for (const row of locked.values()) {
      const entry = {
        account: refOf(row),
        accountId: row.id,
        change: changes.get(row.id) as bigint,
        currency: row.currency,
      };
      const balance = running.get(row.id);
      if (balance === undefined) result.systemChanges.push(entry);
      else result.balances.push({ ...entry, balance });
    }
    return result;
  }

  /** Posts one journal in a transaction of its own, retried on serialization failures and deadlocks. */
  function post(request: PostRequest): Promise<PostResult> {
    return inTransaction(pool, (client) => postWithin(client, request), { retries: 5 });
  }

  /**
   * A member's balance on one account; an account never opened holds nothing. `db` reads on a
   * caller's connection (inside its transaction, never a second connection while holding one).
   */
  async function balanceOf(
    memberId: bigint,
    kind: MemberAccountKind,
    db: Queryable = pool,
  ): Promise<{ balance: bigint; currency: string }> {
    const row = await selectMemberAccount(db, brand.id, memberId, kind);
    return row
      ? { balance: row.balance, currency: row.currency }
      : { balance: 0n, currency: currencyOf(kind) };
  }

  /** Many members' balances on one account kind, by member id; an account never opened holds 0. */
  async function balancesOf(
    memberIds: readonly bigint[],
    kind: MemberAccountKind,
  ): Promise<{ balances: Map<bigint, bigint>; currency: string }> {
    const balances = new Map<bigint, bigint>(memberIds.map((id) => [id, 0n]));
    if (memberIds.length > 0) {
      for (const row of await selectMemberBalances(pool, brand.id, memberIds, kind)) {
        balances.set(row.member_id, row.balance);
      }
    }
    return { balances, currency: currencyOf(kind) };
  }

  /**
   * In the caller's READ COMMITTED transaction: a house account's exact balance, for a payer that
   * pays out of what the account holds (the jackpot pool). The account's row stays locked until
   * that transaction ends, which holds back the other payers that lock it, never a journal: every
   * debit of such an account must be made by a payer that locked it first, and then the balance it
   * read can only have grown by the time it commits.
   */
  function lockHouseAccountWithin(client: PoolClient, code: HouseAccountCode): Promise<bigint> {
    return lockSystemAccountBalance(client, brand.id, code);
  }

  /**
   * A system account's exact balance: its rolled-up row plus its pending postings, in one read (of
   * what is committed, or inside the caller's transaction on `db`). Zero for an account never opened.
   */
  async function systemBalance(
    account: Extract<
      AccountRef,
      { house: HouseAccountCode } | { vendorHouse: string } | { playVendor: string }
    >,
    db: Queryable = pool,
  ): Promise<{ balance: bigint; currency: string; updatedAt: Date }> {
    const row = await selectSystemAccountBalance(db, brand.id, houseCodeOf(account) as string);
    // An account that was never opened has never been funded: it holds nothing, as of now.
    if (!row) return { balance: 0n, currency: brand.currency, updatedAt: new Date() };
    return { balance: row.balance, currency: row.currency, updatedAt: row.updated_at };
  }

  /** One pass of the system accounts' roll-up (the job runs it each period; tests call it). */
  function rollUp(periodSeconds?: number): Promise<RollUpPass> {
    return rollUpSystemAccounts(pool, brand.id, periodSeconds);
  }

  /**
   * In the caller's transaction: the member's vendor wallets that hold money, with the member's main
   * and vendor wallets locked (in the order every journal locks) until that transaction ends.
   */
  function lockVendorWalletsWithin(
    client: PoolClient,
    memberId: bigint,
  ): Promise<Array<{ vendor: string; balance: bigint }>> {
    return lockVendorWalletsWithMoney(client, brand.id, memberId).then((rows) =>
      rows.map((row) => ({ vendor: row.vendor_code, balance: row.balance })),
    );
  }

  /** A member's sub-wallets at vendors (opened by a first transfer or round), by vendor code. */
  async function vendorWallets(
    memberId: bigint,
  ): Promise<Array<{ vendor: string; balance: bigint; currency: string }>> {
    const rows = await selectVendorWallets(pool, brand.id, memberId);
    return rows.map((row) => ({ vendor: row.vendor_code, balance: row.balance, currency: row.currency }));
  }

  /** A member's postings on one account, newest first, with the journal's kind and memo. */
  async function history(
    memberId: bigint,
    query: HistoryQuery,
  ): Promise<{ content: HistoryEntry[]; page: number; size: number; total: number }> {
    const { rows, total } = await selectHistory(
      pool,
      {
        brandId: brand.id,
        memberId,
        account: query.account ?? 'main',
        journalKind: query.kind ?? null,
        from: query.from ?? null,
        to: query.to ?? null,
      },
      { limit: query.size, offset: (query.page - 1) * query.size },
    );
    return {
      content: rows.map((row) => ({
        postingId: row.posting_id,
        journalId: row.journal_id,
        kind: row.journal_kind,
        memo: row.memo,
        amount: row.amount,
        balanceAfter: row.balance_after,
        currency: row.currency,
        createdAt: row.created_at,
      })),
      page: query.page,
      size: query.size,
      total,
    };
  }

  /**
   * What the member's last 30 days hold: deposits credited to the main wallet and the net loss
   * (stakes minus wins) on the money accounts, per window. `db` reads inside a caller's transaction.
   */
  function windowUsage(memberId: bigint, db: Queryable = pool): Promise<WindowUsage> {
    return selectWindowUsage(db, brand.id, memberId);
  }

  /** Wins minus stakes on the member's money accounts since `since` (negative: a loss). */
  function netResultSince(memberId: bigint, since: Date, db: Queryable = pool): Promise<bigint> {
    return selectNetResultSince(db, brand.id, memberId, since);
  }

  /**
   * The stakes still to bet before money may leave: each `bonus` asks for bonus x `multiplier` in
   * stakes placed after it (0 turns the rule off). Never below zero.
   */
  async function remainingTurnover(
    memberId: bigint,
    multiplier: number,
    db: Queryable = pool,
  ): Promise<bigint> {
    if (multiplier <= 0) return 0n;
    const remaining = await selectRemainingTurnover(db, brand.id, memberId, multiplier);
    return remaining > 0n ? remaining : 0n;
  }

  /** The books checked in SQL, on one snapshot. */
  async function reconcile(): Promise<Reconciliation> {
    const books = await inTransaction(pool, (client) => selectReconciliation(client, brand.id), {
      isolation: 'repeatable read',
    });
    const mismatches = books.mismatches.map((row) => ({
      accountId: row.id,
      account: refOf(row),
      balance: row.balance,
      postingsSum: row.postings_sum,
    }));
    return {
      accountsChecked: books.accountsChecked,
      mismatches,
      totals: books.totals,
      negativeMemberAccounts: books.negativeMemberAccounts,
      unbalancedJournals: books.unbalancedJournals,
      balanced:
        mismatches.length === 0 &&
        books.totals.every((row) => row.total === 0n) &&
        books.negativeMemberAccounts === 0 &&
        books.unbalancedJournals === 0,
    };
  }

  return {
    post,
    postWithin,
    postClaimedWithin,
    /** Many members' main wallets against one system account, a keyed journal each (member-payouts.ts). */
    postMemberPayoutsWithin: (client: PoolClient, batch: Parameters<typeof postMemberPayoutsWithin>[2]) =>
      postMemberPayoutsWithin(client, brand, batch),
    balanceOf,
    balancesOf,
    lockHouseAccountWithin,
    systemBalance,
    rollUp,
    lockVendorWalletsWithin,
    vendorWallets,
    history,
    windowUsage,
    netResultSince,
    remainingTurnover,
    reconcile,
  };
}

export type Ledger = ReturnType<typeof createLedger>;

export {
  accountKey as describeAccount,
  houseAccountCodes,
  journalKinds,
  playCurrency,
  pointsCurrency,
  vendorCodePattern,
};
export type {
  AccountRef,
  BalanceAfter,
  HistoryEntry,
  HistoryQuery,
  HouseAccountCode,
  JournalKind,
  MemberAccountKind,
  PostingRequest,
  PostRequest,
  PostResult,
  Reconciliation,
  SystemChange,
} from './requests.ts';
