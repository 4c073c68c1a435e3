import type { Queryable } from '../../platform/database/pool.ts';

export type LedgerAccountKind = 'main' | 'points' | 'vendor' | 'house' | 'play';

/** A ledger account as the ledger reads it: a member's (main, points, vendor sub-wallet) or a house account (code). */
export interface LedgerAccountRef {
  id: bigint;
  member_id: bigint | null;
  kind: LedgerAccountKind;
  code: string | null;
  /** The vendor of a member's sub-wallet; null on every other account. */
  vendor_code: string | null;
  currency: string;
  balance: bigint;
}

export interface JournalKeyRow {
  id: bigint;
  request_hash: Buffer;
}

/** Inserts the journal unless its key was used before; answers its id, or undefined on a used key. */
export async function insertJournal(
  db: Queryable,
  brandId: number,
  journal: { kind: string; idempotencyKey: string; requestHash: Buffer; memo: string | null },
): Promise<bigint | undefined> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into journals (brand_id, kind, idempotency_key, request_hash, memo) values ($1, $2, $3, $4, $5)
     on conflict (brand_id, idempotency_key) do nothing
     returning id`,
    [brandId, journal.kind, journal.idempotencyKey, journal.requestHash, journal.memo],
  );
  return rows[0]?.id;
}

export async function selectJournalByKey(
  db: Queryable,
  brandId: number,
  idempotencyKey: string,
): Promise<JournalKeyRow | undefined> {
  const { rows } = await db.query<JournalKeyRow>(
    'select id, request_hash from journals where brand_id = $1 and idempotency_key = $2',
    [brandId, idempotencyKey],
  );
  return rows[0];
}

/** The free-play flag of the brand's members among `ids` (a member of another brand is not found). */
export async function selectMembersDemoFlag(
  db: Queryable,
  brandId: number,
  ids: bigint[],
): Promise<Array<{ id: bigint; is_demo: boolean }>> {
  const { rows } = await db.query<{ id: bigint; is_demo: boolean }>(
    'select id, is_demo from members where brand_id = $1 and id = any($2::bigint[])',
    [brandId, ids],
  );
  return rows;
}

/** Opens a member account unless it is open already. */
export async function openMemberAccount(
  db: Queryable,
  brandId: number,
  account: {
    memberId: bigint;
    kind: 'main' | 'points' | 'vendor' | 'play';
    vendorCode: string | null;
    currency: string;
  },
): Promise<void> {
  await db.query(
    `insert into ledger_accounts (brand_id, member_id, kind, vendor_code, currency) values ($1, $2, $3, $4, $5)
     on conflict do nothing`,
    [brandId, account.memberId, account.kind, account.vendorCode, account.currency],
  );
}

export interface LockedAccountRow extends LedgerAccountRef {
  /** The owner's free-play flag (false for house accounts). */
  is_demo: boolean;
}

export interface NamedAccounts {
  /** Members' accounts by member, kind and vendor (null but for a vendor sub-wallet). */
  members: ReadonlyArray<{ memberId: bigint; kind: string; vendorCode: string | null }>;
  /** System accounts by code. */
  houseCodes: readonly string[];
}

/**
 * The CTEs `locked` (the named member accounts, locked in ascending id order, so two journals over
 * the same accounts never deadlock) and `accounts` (those, plus the named system accounts read
 * without a lock: no journal holds a system account's row, decision 0013), over parameters
 * $first..$first+4: brand, member ids, kinds, vendor codes, house codes. `gate`, when given, is a
 * condition that must hold before any row is locked.
 */
function namedAccountsSql(first: number, gate = 'true'): string {
  const [brand, ids, kinds, vendors, codes] = [0, 1, 2, 3, 4].map((offset) => `$${first + offset}`);
  return `locked as (
       select a.id, a.member_id, a.kind, a.code, a.vendor_code, a.currency, a.balance, m.is_demo
         from ledger_accounts a join members m on m.id = a.member_id
        where ${gate}
          and a.brand_id = ${brand}
          and a.member_id = any(${ids}::bigint[])
          and (a.member_id, a.kind, coalesce(a.vendor_code, ''))
              in (select * from unnest(${ids}::bigint[], ${kinds}::text[], ${vendors}::text[]))
        order by a.id
          for update of a),
     accounts as (
       select * from locked
       union all
       select a.id, a.member_id, a.kind, a.code, a.vendor_code, a.currency, a.balance, false
         from ledger_accounts a
        where ${gate} and a.brand_id = ${brand} and a.member_id is null and a.code = any(${codes}::text[]))`;
}

function namedAccountsParams(brandId: number, named: NamedAccounts): unknown[] {
  return [
    brandId,
    named.members.map((account) => account.memberId),
    named.members.map((account) => account.kind),
    named.members.map((account) => account.vendorCode ?? ''),
    named.houseCodes,
  ];
}

/**
 * Locks exactly the named member accounts of the brand and reads the named system accounts (see
 * namedAccountsSql). A system account's `balance` here is only its rolled-up part and is not used.
 * Accounts not opened yet are simply not in the answer.
 */
export async function lockNamedAccounts(
  db: Queryable,
  brandId: number,
  named: NamedAccounts,
): Promise<LockedAccountRow[]> {
  const { rows } = await db.query<LockedAccountRow>(
    `with ${namedAccountsSql(1)} select * from accounts`,
    namedAccountsParams(brandId, named),
  );
  return rows;
}

/**
 * Inserts the journal unless its key was used before and, only once it is in, locks and reads its
 * accounts as lockNamedAccounts does: one round trip, the journal still first (a concurrent request
 * with the same key waits at the insert holding no account lock, and a used key locks nothing).
 * Answers the journal's id and the accounts, or no id on a used key.
 */
export async function insertJournalLockingAccounts(
  db: Queryable,
  brandId: number,
  journal: { kind: string; idempotencyKey: string; requestHash: Buffer; memo: string | null },
  named: NamedAccounts,
): Promise<{ journalId: bigint | undefined; accounts: LockedAccountRow[] }> {
  const { rows } = await db.query<Partial<LockedAccountRow> & { journal_id: bigint }>({
    // Named: each connection parses and plans it once; it runs in every journal.
    name: 'ledger-journal-lock-accounts',
    text: `with journal as (
       insert into journals (brand_id, kind, idempotency_key, request_hash, memo) values ($1, $6, $7, $8, $9)
       on conflict (brand_id, idempotency_key) do nothing
       returning id),
     ${namedAccountsSql(1, 'exists (select 1 from journal)')}
     select j.id as journal_id, x.* from journal j left join accounts x on true`,
    values: [
      ...namedAccountsParams(brandId, named),
      journal.kind,
      journal.idempotencyKey,
      journal.requestHash,
      journal.memo,
    ],
  });
  const journalId = rows[0]?.journal_id;
  const accounts = rows
    .filter((row) => row.id !== null && row.id !== undefined)
    .map(({ journal_id: _journal, ...row }) => row as LockedAccountRow);
  return { journalId, accounts };
}

/**
 * The new member balances and the journal's postings, in one statement. A system account's posting
 * carries no balance after it and is also written to `ledger_pending_postings`, where its account's
 * balance reads it until a roll-up moves it into the row.
 */
export async function writeBalancesAndPostings(
  db: Queryable,
  journalId: bigint,
  memberBalances: Array<{ id: bigint; balance: bigint }>,
  postings: Array<{ accountId: bigint; amount: bigint; balanceAfter: bigint | null }>,
): Promise<void> {
  await db.query({
    // Named: each connection parses and plans it once; it runs in every journal.
    name: 'ledger-write-balances-postings',
    text: `with updated as (
       update ledger_accounts a set balance = b.balance, updated_at = now()
         from unnest($1::bigint[], $2::bigint[]) as b (id, balance)
        where a.id = b.id
       returning a.id),
     inserted as (
       insert into postings (journal_id, account_id, amount, balance_after)
       select $3, p.account_id, p.amount, p.balance_after
         from unnest($4::bigint[], $5::bigint[], $6::bigint[]) with ordinality as p (account_id, amount, balance_after, n)
        order by p.n
       returning id, account_id, amount, balance_after)
     insert into ledger_pending_postings (posting_id, account_id, amount)
     select id, account_id, amount from inserted where balance_after is null`,
    values: [
      memberBalances.map((row) => row.id),
      memberBalances.map((row) => row.balance),
      journalId,
      postings.map((row) => row.accountId),
      postings.map((row) => row.amount),
      postings.map((row) => row.balanceAfter),
    ],
  });
}

/**
 * Each account a journal touched and what the journal moved on it; a member account's with its
 * balance right after the journal (its last posting there), a system account's with none (null).
 */
export async function selectJournalBalances(
  db: Queryable,
  journalId: bigint,
): Promise<Array<Omit<LedgerAccountRef, 'balance'> & { balance: bigint | null; change: bigint }>> {
  const { rows } = await db.query<
    Omit<LedgerAccountRef, 'balance'> & { balance: bigint | null; change: bigint }
  >(
    `select distinct on (a.id) a.id, a.member_id, a.kind, a.code, a.vendor_code, a.currency,
            p.balance_after as balance, (sum(p.amount) over (partition by a.id))::bigint as change
       from postings p join ledger_accounts a on a.id = p.account_id
      where p.journal_id = $1
      order by a.id, p.id desc`,
    [journalId],
  );
  return rows;
}

export async function selectMemberAccount(
  db: Queryable,
  brandId: number,
  memberId: bigint,
  kind: 'main' | 'points' | 'play',
): Promise<{ balance: bigint; currency: string; updated_at: Date } | undefined> {
  const { rows } = await db.query<{ balance: bigint; currency: string; updated_at: Date }>(
    'select balance, currency, updated_at from ledger_accounts where brand_id = $1 and member_id = $2 and kind = $3',
    [brandId, memberId, kind],
  );
  return rows[0];
}

/** Many members' balances on one kind of account (a team's page): only the accounts that exist. */
export async function selectMemberBalances(
  db: Queryable,
  brandId: number,
  memberIds: readonly bigint[],
  kind: 'main' | 'points' | 'play',
): Promise<Array<{ member_id: bigint; balance: bigint }>> {
  const { rows } = await db.query<{ member_id: bigint; balance: bigint }>(
    `select member_id, balance from ledger_accounts
      where brand_id = $1 and member_id = any($2::bigint[]) and kind = $3`,
    [brandId, memberIds, kind],
  );
  return rows;
}

/**
 * Locks a system account's row (0 rows when the brand has no such account) and answers its exact
 * balance, read by a second statement once the lock is held. No journal locks a system account's
 * row any more: the lock serialises only the payers that take it (the jackpot pool's), so each one
 * reads the balance with every earlier payer's debit in it. FOR NO KEY UPDATE, not FOR UPDATE: a
 * journal's posting checks its foreign key with FOR KEY SHARE on the row, which FOR UPDATE would
 * block. The read needs a fresh snapshot after the wait, which only READ COMMITTED gives; under a
 * snapshot isolation it would read stale figures, so it refuses to run there.
 */
export async function lockSystemAccountBalance(
  db: Queryable,
  brandId: number,
  code: string,
): Promise<bigint> {
  const locked = await db.query<{ id: bigint; isolation: string }>(
    `select id, current_setting('transaction_isolation') as isolation
       from ledger_accounts where brand_id = $1 and member_id is null and code = $2
        for no key update`,
    [brandId, code],
  );
  const row = locked.rows[0];
  if (!row) return 0n;
  if (row.isolation !== 'read committed')
    throw new Error('ledger: a payer locks a system account only in a READ COMMITTED transaction');
  const { rows } = await db.query<{ balance: bigint }>('select balance from ledger_balances where id = $1', [
    row.id,
  ]);
  return rows[0]?.balance ?? 0n;
}

/** A system account's exact balance (its rolled-up row plus its pending postings), or undefined. */
export async function selectSystemAccountBalance(
  db: Queryable,
  brandId: number,
  code: string,
): Promise<{ balance: bigint; currency: string; updated_at: Date } | undefined> {
  const { rows } = await db.query<{ balance: bigint; currency: string; updated_at: Date }>(
    `select balance, currency, updated_at from ledger_balances
      where brand_id = $1 and member_id is null and code = $2`,
    [brandId, code],
  );
  return rows[0];
}

/** A member's vendor sub-wallets that were ever opened, by vendor code. */
export async function selectVendorWallets(
  db: Queryable,
  brandId: number,
  memberId: bigint,
): Promise<Array<{ vendor_code: string; balance: bigint; currency: string }>> {
  const { rows } = await db.query<{ vendor_code: string; balance: bigint; currency: string }>(
    `select vendor_code, balance, currency from ledger_accounts
      where brand_id = $1 and member_id = $2 and kind = 'vendor' order by vendor_code`,
    [brandId, memberId],
  );
  return rows;
}

/**
 * Locks the member's main wallet and vendor wallets in ascending id order (the order every journal
 * locks in) and answers the vendor wallets that hold money.
 */
export async function lockVendorWalletsWithMoney(
  db: Queryable,
  brandId: number,
  memberId: bigint,
): Promise<Array<{ vendor_code: string; balance: bigint }>> {
  const { rows } = await db.query<{ kind: string; vendor_code: string | null; balance: bigint }>(
    `select kind, vendor_code, balance from ledger_accounts
      where brand_id = $1 and member_id = $2 and kind in ('main', 'vendor')
      order by id
        for update`,
    [brandId, memberId],
  );
  return rows
    .filter((row) => row.kind === 'vendor' && row.vendor_code !== null && row.balance > 0n)
    .map((row) => ({ vendor_code: row.vendor_code as string, balance: row.balance }))
    .sort((a, b) => (a.vendor_code < b.vendor_code ? -1 : 1));
}

export interface HistoryRow {
  posting_id: bigint;
  journal_id: bigint;
  journal_kind: string;
  memo: string | null;
  amount: bigint;
  balance_after: bigint;
  currency: string;
  created_at: Date;
}

export interface HistoryFilter {
  brandId: number;
  memberId: bigint;
  account: 'main' | 'points' | 'play';
  journalKind: string | null;
  from: Date | null;
  to: Date | null;
}

const historyWhere = `a.brand_id = $1 and a.member_id = $2 and a.kind = $3
  and ($4::text is null or j.kind = $4) and ($5::timestamptz is null or p.created_at >= $5)
  and ($6::timestamptz is null or p.created_at < $6)`;

function historyParams(filter: HistoryFilter) {
  return [filter.brandId, filter.memberId, filter.account, filter.journalKind, filter.from, filter.to];
}

/** A member's postings on one account, newest first, with the journal's kind and memo. */
export async function selectHistory(
  db: Queryable,
  filter: HistoryFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: HistoryRow[]; total: number }> {
  const from = `from postings p join ledger_accounts a on a.id = p.account_id join journals j on j.id = p.journal_id
    where ${historyWhere}`;
  const list = await db.query<HistoryRow>(
    `select p.id as posting_id, p.journal_id, j.kind as journal_kind, j.memo, p.amount, p.balance_after,
              a.currency, p.created_at
         ${from}
        order by p.created_at desc, p.id desc
        limit $7 offset $8`,
    [...historyParams(filter), page.limit, page.offset],
  );
  const count = await db.query<{ total: bigint }>(`select count(*) as total ${from}`, historyParams(filter));
  return { rows: list.rows, total: Number(count.rows[0]?.total ?? 0n) };
}

export interface MismatchRow {
  id: bigint;
  member_id: bigint | null;
  kind: LedgerAccountKind;
  code: string | null;
  vendor_code: string | null;
  balance: bigint;
  postings_sum: bigint;
}

/**
 * The books of the brand checked in SQL: balances against postings, totals, negatives, journals.
 * Run on one snapshot (the caller's REPEATABLE READ transaction): a roll-up commits atomically, so
 * the figures hold at that instant whether or not one ran meanwhile.
 */
export async function selectReconciliation(db: Queryable, brandId: number) {
  // One after another: inside a transaction the client runs one query at a time anyway.
  const checked = await db.query<{ n: bigint }>(
    'select count(*) as n from ledger_accounts where brand_id = $1',
    [brandId],
  );
  // Balances as every reader sees them: a system account's row plus its pending postings.
  const mismatches = await db.query<MismatchRow>(
    `select a.id, a.member_id, a.kind, a.code, a.vendor_code, a.balance, coalesce(s.total, 0)::bigint as postings_sum
       from ledger_balances a
       left join (select account_id, sum(amount) as total from postings group by account_id) s
         on s.account_id = a.id
      where a.brand_id = $1 and a.balance <> coalesce(s.total, 0)
      order by a.id`,
    [brandId],
  );
  const totals = await db.query<{ currency: string; total: bigint }>(
    `select currency, sum(balance)::bigint as total from ledger_balances where brand_id = $1
      group by currency order by currency`,
    [brandId],
  );
  const negatives = await db.query<{ n: bigint }>(
    `select count(*) as n from ledger_accounts where brand_id = $1 and kind <> 'house' and balance < 0`,
    [brandId],
  );
  const unbalanced = await db.query<{ n: bigint }>(
    `select count(*) as n from (
       select p.journal_id from postings p
         join journals j on j.id = p.journal_id
         join ledger_accounts a on a.id = p.account_id
        where j.brand_id = $1
        group by p.journal_id, a.currency
       having sum(p.amount) <> 0) u`,
    [brandId],
  );
  return {
    accountsChecked: Number(checked.rows[0]?.n ?? 0n),
    mismatches: mismatches.rows,
    totals: totals.rows,
    negativeMemberAccounts: Number(negatives.rows[0]?.n ?? 0n),
    unbalancedJournals: Number(unbalanced.rows[0]?.n ?? 0n),
  };
}
