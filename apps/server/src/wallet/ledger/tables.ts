import type { Queryable } from '../../platform/database/pool.ts';

export type LedgerAccountKind = 'main' | 'points' | 'vendor' | 'house';

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
    kind: 'main' | 'points' | 'vendor';
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

/**
 * Locks exactly the named accounts of the brand (members' by member, kind and vendor; house accounts
 * by code) in ascending id order, so two journals over the same accounts never deadlock. Accounts
 * not opened yet are simply not in the answer.
 */
export async function lockNamedAccounts(
  db: Queryable,
  brandId: number,
  memberAccounts: ReadonlyArray<{ memberId: bigint; kind: string; vendorCode: string | null }>,
  houseCodes: readonly string[],
): Promise<LockedAccountRow[]> {
  const { rows } = await db.query<LockedAccountRow>(
    `select a.id, a.member_id, a.kind, a.code, a.vendor_code, a.currency, a.balance,
            coalesce(m.is_demo, false) as is_demo
       from ledger_accounts a left join members m on m.id = a.member_id
      where a.brand_id = $1
        and ((a.member_id = any($2::bigint[])
              and (a.member_id, a.kind, coalesce(a.vendor_code, ''))
                  in (select * from unnest($2::bigint[], $3::text[], $4::text[])))
          or (a.member_id is null and a.code = any($5::text[])))
      order by a.id
        for update of a`,
    [
      brandId,
      memberAccounts.map((account) => account.memberId),
      memberAccounts.map((account) => account.kind),
      memberAccounts.map((account) => account.vendorCode ?? ''),
      houseCodes,
    ],
  );
  return rows;
}

/** The new balances and the journal's postings, in one statement. */
export async function writeBalancesAndPostings(
  db: Queryable,
  journalId: bigint,
  balances: Array<{ id: bigint; balance: bigint }>,
  postings: Array<{ accountId: bigint; amount: bigint; balanceAfter: bigint }>,
): Promise<void> {
  await db.query(
    `with updated as (
       update ledger_accounts a set balance = b.balance, updated_at = now()
         from unnest($1::bigint[], $2::bigint[]) as b (id, balance)
        where a.id = b.id
       returning a.id)
     insert into postings (journal_id, account_id, amount, balance_after)
     select $3, p.account_id, p.amount, p.balance_after
       from unnest($4::bigint[], $5::bigint[], $6::bigint[]) with ordinality as p (account_id, amount, balance_after, n)
      order by p.n`,
    [
      balances.map((row) => row.id),
      balances.map((row) => row.balance),
      journalId,
      postings.map((row) => row.accountId),
      postings.map((row) => row.amount),
      postings.map((row) => row.balanceAfter),
    ],
  );
}

/** Each account a journal touched, with its balance right after the journal (its last posting). */
export async function selectJournalBalances(
  db: Queryable,
  journalId: bigint,
): Promise<Array<LedgerAccountRef & { change: bigint }>> {
  const { rows } = await db.query<LedgerAccountRef & { change: bigint }>(
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
  kind: 'main' | 'points',
): Promise<{ balance: bigint; currency: string; updated_at: Date } | undefined> {
  const { rows } = await db.query<{ balance: bigint; currency: string; updated_at: Date }>(
    'select balance, currency, updated_at from ledger_accounts where brand_id = $1 and member_id = $2 and kind = $3',
    [brandId, memberId, kind],
  );
  return rows[0];
}

/** A member's vendor sub-wallets that were ever opened, by vendor code. */
/**
 * A house account's balance, its row locked until the transaction ends (0 when the brand has no such
 * account). For a payer that must read the balance it pays out of (the jackpot pool).
 */
export async function lockHouseAccountBalance(db: Queryable, brandId: number, code: string): Promise<bigint> {
  const { rows } = await db.query<{ balance: bigint }>(
    'select balance from ledger_accounts where brand_id = $1 and code = $2 for update',
    [brandId, code],
  );
  return rows[0]?.balance ?? 0n;
}

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
  account: 'main' | 'points';
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

/** The books of the brand checked in SQL: balances against postings, totals, negatives, journals. */
export async function selectReconciliation(db: Queryable, brandId: number) {
  // One after another: inside a transaction the client runs one query at a time anyway.
  const checked = await db.query<{ n: bigint }>(
    'select count(*) as n from ledger_accounts where brand_id = $1',
    [brandId],
  );
  const mismatches = await db.query<MismatchRow>(
    `select a.id, a.member_id, a.kind, a.code, a.vendor_code, a.balance, coalesce(s.total, 0)::bigint as postings_sum
       from ledger_accounts a
       left join (select account_id, sum(amount) as total from postings group by account_id) s
         on s.account_id = a.id
      where a.brand_id = $1 and a.balance <> coalesce(s.total, 0)
      order by a.id`,
    [brandId],
  );
  const totals = await db.query<{ currency: string; total: bigint }>(
    `select currency, sum(balance)::bigint as total from ledger_accounts where brand_id = $1
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
