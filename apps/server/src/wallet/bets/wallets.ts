import type { Queryable } from '../../platform/database/pool.ts';
import type { AccountRef } from '../ledger/service.ts';
import { selectMemberAccount, selectVendorWallets } from '../ledger/tables.ts';

/**
 * Which of a member's wallets a round moves money in: the main wallet, the member's sub-wallet at
 * the vendor, or a free-play guest's play money (decision 0018).
 */
export type RoundWallet = 'main' | 'vendor' | 'play';

/** The ledger account of a round's wallet. */
export function roundWalletAccount(memberId: bigint, wallet: RoundWallet, vendorCode: string): AccountRef {
  if (wallet === 'vendor') return { memberId, kind: 'vendor', vendor: vendorCode };
  return { memberId, kind: wallet };
}

/** The system account on the other side of a round's wallet: the vendor's own, or its play account. */
export function roundVendorAccount(wallet: RoundWallet, vendorCode: string): AccountRef {
  return wallet === 'play' ? { playVendor: vendorCode } : { vendorHouse: vendorCode };
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
  if (wallet !== 'vendor') return (await selectMemberAccount(db, brandId, memberId, wallet))?.balance ?? 0n;
  const wallets = await selectVendorWallets(db, brandId, memberId);
  return wallets.find((row) => row.vendor_code === vendorCode)?.balance ?? 0n;
}
