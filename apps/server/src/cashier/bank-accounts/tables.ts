import type { Queryable } from '../../platform/database/pool.ts';

/** What the cashier needs to know of a member before money leaves: free play, real name, payment password. */
export interface CashierMemberRow {
  id: bigint;
  is_demo: boolean;
  payee_name: string | null;
  payment_password_set: boolean;
}

/**
 * The member as the cashier sees it. With `lock`, the row is locked (FOR NO KEY UPDATE: rows that
 * reference the member can still be inserted by others) until the transaction ends, so a member's
 * withdrawals and bank-account changes take turns: daily limits and the account cap hold under races.
 */
export async function selectCashierMember(
  db: Queryable,
  brandId: number,
  memberId: bigint,
  options: { lock?: boolean } = {},
): Promise<CashierMemberRow | undefined> {
  const { rows } = await db.query<CashierMemberRow>(
    `select id, is_demo, payee_name, payment_password_hash is not null as payment_password_set
       from members where brand_id = $1 and id = $2${options.lock === true ? ' for no key update' : ''}`,
    [brandId, memberId],
  );
  return rows[0];
}

export interface BankAccountRow {
  id: bigint;
  member_id: bigint;
  bank_code: string;
  account_number: string;
  payee_name: string;
  created_at: Date;
  in_use: boolean;
}

const accountSelect = `
  select a.id, a.member_id, a.bank_code, a.account_number, a.payee_name, a.created_at,
         exists (select 1 from withdrawals w where w.bank_account_id = a.id and w.status = 'pending') as in_use
    from member_bank_accounts a`;

/** The member's bound accounts, oldest first. */
export async function selectBankAccounts(
  db: Queryable,
  brandId: number,
  memberId: bigint,
): Promise<BankAccountRow[]> {
  const { rows } = await db.query<BankAccountRow>(
    `${accountSelect} where a.brand_id = $1 and a.member_id = $2 and a.removed_at is null order by a.id`,
    [brandId, memberId],
  );
  return rows;
}

/** One of the member's bound accounts (never another member's, never a removed one). */
export async function selectBankAccount(
  db: Queryable,
  brandId: number,
  memberId: bigint,
  id: bigint,
): Promise<BankAccountRow | undefined> {
  const { rows } = await db.query<BankAccountRow>(
    `${accountSelect} where a.brand_id = $1 and a.member_id = $2 and a.id = $3 and a.removed_at is null`,
    [brandId, memberId, id],
  );
  return rows[0];
}

/** Who holds this bank and number in the brand now, if anyone. */
export async function selectAccountHolder(
  db: Queryable,
  brandId: number,
  bankCode: string,
  accountNumber: string,
): Promise<bigint | undefined> {
  const { rows } = await db.query<{ member_id: bigint }>(
    `select member_id from member_bank_accounts
      where brand_id = $1 and bank_code = $2 and account_number = $3 and removed_at is null`,
    [brandId, bankCode, accountNumber],
  );
  return rows[0]?.member_id;
}

/** Binds the account; undefined when the bank and number are bound in the brand already. */
export async function insertBankAccount(
  db: Queryable,
  brandId: number,
  account: { memberId: bigint; bankCode: string; accountNumber: string; payeeName: string },
): Promise<bigint | undefined> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into member_bank_accounts (brand_id, member_id, bank_code, account_number, payee_name)
     values ($1, $2, $3, $4, $5)
     on conflict (brand_id, bank_code, account_number) where removed_at is null do nothing
     returning id`,
    [brandId, account.memberId, account.bankCode, account.accountNumber, account.payeeName],
  );
  return rows[0]?.id;
}

/** Unbinds the account (kept for the withdrawals that name it); false when it was gone already. */
export async function markBankAccountRemoved(db: Queryable, id: bigint): Promise<boolean> {
  const { rowCount } = await db.query(
    'update member_bank_accounts set removed_at = now() where id = $1 and removed_at is null',
    [id],
  );
  return (rowCount ?? 0) > 0;
}
