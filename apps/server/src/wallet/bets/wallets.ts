import type { Queryable } from '../../platform/database/pool.ts';
import type { AccountRef } from '../ledger/service.ts';
import { selectMemberAccount, selectVendorWallets } from '../ledger/tables.ts';

/** Which of a member's wallets a vendor's rounds move money in. */
export type RoundWallet = 'main' | 'vendor';

/** The ledger account of a round's wallet: the main wallet, or the member's sub-wallet at the vendor. */
export function roundWalletAccount(memberId: bigint, wallet: RoundWallet, vendorCode: string): AccountRef {
  return wallet === 'main' ? { memberId, kind: 'main' } : { memberId, kind: 'vendor', vendor: vendorCode };
}

/**
 * A member's balance on a round's wallet, read on the caller's connection: inside a transaction
 * that holds the account's lock it is exact, and it never asks the pool for a second connection
 * while holding one. An account never opened holds nothing.
 */
export async function walletBalanceOn(
  db: Queryable,
  brandId: number,
  memberId: bigint,
  wallet: RoundWallet,
  vendorCode: string,
): Promise<bigint> {
  if (wallet === 'main') return (await selectMemberAccount(db, brandId, memberId, 'main'))?.balance ?? 0n;
  const wallets = await selectVendorWallets(db, brandId, memberId);
  return wallets.find((row) => row.vendor_code === vendorCode)?.balance ?? 0n;
}
