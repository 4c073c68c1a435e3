import type {
  WalletBonus,
  WalletBonusesQuery,
  WalletRecord,
  WalletRecordsQuery,
} from '@lotus/contract/wallet-records';
import { walletBonusKinds } from '@lotus/contract/values';
import type { Pool } from '../../platform/database/pool.ts';
import type { Ledger } from '../ledger/service.ts';
import { lowerBound, upperBound } from '../../platform/time/days.ts';
import { selectPostingsOfKinds } from './tables.ts';

interface Page<T> {
  content: T[];
  page: number;
  size: number;
  total: number;
}

/** The member's records of the main wallet: every movement (account record) and the bonuses paid. */
export function createWalletRecords(deps: {
  pool: Pool;
  brand: { id: number; timeZone: string };
  ledger: Pick<Ledger, 'history'>;
}) {
  const { pool, brand, ledger } = deps;

  /** Every movement of the member's main wallet, newest first, by journal kind and dates. */
  async function records(memberId: bigint, query: WalletRecordsQuery): Promise<Page<WalletRecord>> {
    const from = lowerBound(query.from, brand.timeZone);
    const to = upperBound(query.to, brand.timeZone);
    const history = await ledger.history(memberId, {
      account: 'main',
      ...(query.type === undefined ? {} : { kind: query.type }),
      ...(from === undefined ? {} : { from }),
      ...(to === undefined ? {} : { to }),
      page: query.page,
      size: query.size,
    });
    return {
      content: history.content.map((entry) => ({
        id: entry.postingId.toString(),
        journalId: entry.journalId.toString(),
        time: entry.createdAt.toISOString(),
        type: entry.kind,
        amount: entry.amount.toString(),
        balanceAfter: entry.balanceAfter.toString(),
        currency: entry.currency,
        memo: entry.memo,
      })),
      page: history.page,
      size: history.size,
      total: history.total,
    };
  }

  /** The bonuses and rebates paid into the main wallet, newest first. */
  async function bonuses(memberId: bigint, query: WalletBonusesQuery): Promise<Page<WalletBonus>> {
    const { rows, total } = await selectPostingsOfKinds(
      pool,
      {
        brandId: brand.id,
        memberId,
        kinds: query.kind === undefined ? [...walletBonusKinds] : [query.kind],
        from: lowerBound(query.from, brand.timeZone) ?? null,
        to: upperBound(query.to, brand.timeZone) ?? null,
      },
      { limit: query.size, offset: (query.page - 1) * query.size },
    );
    return {
      content: rows.map((row) => ({
        id: row.posting_id.toString(),
        journalId: row.journal_id.toString(),
        time: row.created_at.toISOString(),
        kind: row.journal_kind,
        amount: row.amount.toString(),
        currency: row.currency,
        memo: row.memo,
      })),
      page: query.page,
      size: query.size,
      total,
    };
  }

  return { records, bonuses };
}

export type WalletRecords = ReturnType<typeof createWalletRecords>;
