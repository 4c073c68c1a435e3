import type { VendorWallets, WalletTransfer, WalletTransferRequest } from '@lotus/contract/wallet-records';
import { AppError } from '../../platform/http/app-error.ts';
import type { Ledger } from '../ledger/service.ts';

/** What the wallet asks of the vendor wallet's directory: the brand's vendors, in their display order. */
export interface WalletVendorDirectory {
  list(): Promise<Array<{ code: string; name: string; enabled: boolean }>>;
}

/**
 * Transfers between the member's main wallet and their wallet at one vendor, for brands that are not
 * single-wallet (on a single-wallet brand the vendors play from the main balance: nothing to move).
 */
export function createWalletTransfers(deps: {
  brand: { id: number; currency: string };
  ledger: Pick<Ledger, 'post' | 'balanceOf' | 'vendorWallets'>;
  isSingleWallet: () => Promise<boolean>;
  vendors: WalletVendorDirectory;
}) {
  const { brand, ledger, isSingleWallet, vendors } = deps;

  /**
   * The main wallet and every vendor wallet the member can use: the brand's enabled vendors, and a
   * switched-off vendor still holding the member's money (so it can be moved back).
   */
  async function vendorWallets(memberId: bigint): Promise<VendorWallets> {
    const isSingle = await isSingleWallet();
    const main = await ledger.balanceOf(memberId, 'main');
    const held = new Map((await ledger.vendorWallets(memberId)).map((wallet) => [wallet.vendor, wallet]));
    const wallets = (await vendors.list())
      .filter((vendor) => vendor.enabled || (held.get(vendor.code)?.balance ?? 0n) > 0n)
      .map((vendor) => ({
        vendor: vendor.code,
        name: vendor.name,
        balance: (held.get(vendor.code)?.balance ?? 0n).toString(),
        currency: held.get(vendor.code)?.currency ?? main.currency,
      }));
    return { isSingle, main: main.balance.toString(), currency: main.currency, vendors: wallets };
  }

  async function transfer(memberId: bigint, request: WalletTransferRequest): Promise<WalletTransfer> {
    if (await isSingleWallet()) throw new AppError('error_single_wallet');
    const toVendor = request.from === 'main';
    const code = toVendor ? request.to : request.from;
    const vendor = (await vendors.list()).find((entry) => entry.code === code);
    if (!vendor) throw new AppError('error_vendor_not_found');
    // Money may always come back from a switched-off vendor; it may not go in.
    if (toVendor && !vendor.enabled) throw new AppError('error_vendor_disabled');
    const amount = BigInt(request.amount);
    const main = { memberId, kind: 'main' as const };
    const sub = { memberId, kind: 'vendor' as const, vendor: code };
    const result = await ledger.post({
      // Keys are the member's own: another member's key never collides with theirs.
      idempotencyKey: `transfer:${memberId}:${request.idempotencyKey}`,
      kind: 'transfer',
      memo: toVendor ? `main -> ${code}` : `${code} -> main`,
      postings: [
        { account: main, amount: toVendor ? -amount : amount },
        { account: sub, amount: toVendor ? amount : -amount },
      ],
    });
    const balanceOf = (kind: 'main' | 'vendor') =>
      result.balances.find((entry) => 'memberId' in entry.account && entry.account.kind === kind)?.balance ??
      0n;
    return {
      journalId: result.journalId.toString(),
      replayed: result.replayed,
      main: balanceOf('main').toString(),
      vendor: code,
      vendorBalance: balanceOf('vendor').toString(),
      currency: result.balances[0]?.currency ?? brand.currency,
    };
  }

  return { vendorWallets, transfer };
}

export type WalletTransfers = ReturnType<typeof createWalletTransfers>;
