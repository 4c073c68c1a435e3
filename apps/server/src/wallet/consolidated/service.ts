import type { ConsolidatedFunds, MerchantWallet } from '@lotus/contract/wallet-records';
import { insertAudit } from '../../platform/database/audit.ts';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Pool, PoolClient } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import type { Ledger } from '../ledger/service.ts';

/** Where the brand's merchant-wallet mode is kept (the system domain's settings). */
export interface MerchantMode {
  isSingleWallet(): Promise<boolean>;
  /** Answers the mode it replaced (read under the lock of the brand's settings). */
  setSingleWalletWithin(client: PoolClient, isSingle: boolean): Promise<boolean>;
}

/** The contract fields of the consolidated funds (spec section 3), as the agent centre answers them. */
export interface WalletContractFields {
  of(
    memberId: bigint,
  ): Promise<
    Pick<
      ConsolidatedFunds,
      | 'dailysalreqtype'
      | 'divtypereq'
      | 'contracthoursalreq'
      | 'contractDailySalaryInfo'
      | 'contractHourlySalaryInfo'
      | 'dailySalaryInfo'
      | 'dividendInfo'
    >
  >;
}

const noContracts = {
  dailysalreqtype: null,
  divtypereq: null,
  contracthoursalreq: null,
  contractDailySalaryInfo: null,
  contractHourlySalaryInfo: null,
  dailySalaryInfo: null,
  dividendInfo: null,
};

/** The member's funds in one answer, and the brand's merchant-wallet mode (single or per vendor). */
export function createConsolidatedFunds(deps: {
  pool: Pool;
  brand: { id: number };
  ledger: Pick<Ledger, 'balanceOf' | 'vendorWallets'>;
  merchantMode: MerchantMode;
  /** The member's contracts as the spec's fields (the agent centre's); none without an agent centre. */
  contracts?: WalletContractFields;
}) {
  const { pool, brand, ledger, merchantMode } = deps;

  /** True: one seamless wallet (vendors play from the main balance); false: a wallet per vendor. */
  function isSingleWallet(): Promise<boolean> {
    return merchantMode.isSingleWallet();
  }

  async function merchantWallet(): Promise<MerchantWallet> {
    return { isSingle: await isSingleWallet() };
  }

  /** The operator switches the mode; audited. Money already in vendor wallets stays there. */
  async function setMerchantWallet(isSingle: boolean, context: OperatorContext): Promise<MerchantWallet> {
    await inTransaction(pool, async (client) => {
      const before = await merchantMode.setSingleWalletWithin(client, isSingle);
      await insertAudit(client, {
        brandId: brand.id,
        action: 'wallet.merchant',
        context,
        target: 'merchant wallet',
        before: { isSingle: before },
        after: { isSingle },
      });
    });
    return { isSingle };
  }

  async function consolidated(memberId: bigint): Promise<ConsolidatedFunds> {
    const main = await ledger.balanceOf(memberId, 'main');
    const points = await ledger.balanceOf(memberId, 'points');
    const vendors = await ledger.vendorWallets(memberId);
    const vendorBalance = vendors.reduce((sum, wallet) => sum + wallet.balance, 0n);
    return {
      balance: main.balance.toString(),
      currency: main.currency,
      points: points.balance.toString(),
      vendorBalance: vendorBalance.toString(),
      // The agent centre's contracts; a member without one gets nulls, never a placeholder figure.
      ...(deps.contracts ? await deps.contracts.of(memberId) : noContracts),
    };
  }

  return { isSingleWallet, merchantWallet, setMerchantWallet, consolidated };
}

export type ConsolidatedFundsService = ReturnType<typeof createConsolidatedFunds>;
