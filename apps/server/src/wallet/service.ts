import type { Pool } from '../platform/database/pool.ts';
import { selectHouseAccount } from './tables.ts';

/** The house accounts the platform knows by name. */
export const houseAccounts = { jackpotPool: 'jackpot_pool' } as const;
export type HouseAccountCode = (typeof houseAccounts)[keyof typeof houseAccounts];

export interface AccountBalance {
  /** Minor units of `currency`. */
  balance: bigint;
  currency: string;
  updatedAt: Date;
}

/** The wallet domain (the ledger). For now: reading the balance of a house account. */
export function createWalletService(deps: { pool: Pool; brand: { id: number; currency: string } }) {
  const { pool, brand } = deps;

  async function houseAccountBalance(code: HouseAccountCode): Promise<AccountBalance> {
    const row = await selectHouseAccount(pool, brand.id, code);
    // An account that was never opened has never been funded: it holds nothing, as of now.
    if (!row) return { balance: 0n, currency: brand.currency, updatedAt: new Date() };
    return { balance: row.balance, currency: row.currency, updatedAt: row.updated_at };
  }

  return { houseAccountBalance };
}

export type WalletService = ReturnType<typeof createWalletService>;
