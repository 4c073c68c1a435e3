import { collectVendorWallets as collectCall } from '@lotus/contract/wallet-records';
import type {
  CollectVendorWalletsRequest,
  VendorWallets,
  VendorWalletsCollected,
  WalletTransfer,
  WalletTransferRequest,
} from '@lotus/contract/wallet-records';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requestFingerprint } from '../../platform/idempotency/fingerprint.ts';
import type { Ledger } from '../ledger/service.ts';

/** What the wallet asks of the vendor wallet's directory: the brand's vendors, in their display order. */
export interface WalletVendorDirectory {
  list(): Promise<Array<{ code: string; name: string; enabled: boolean }>>;
}

/** What the wallet asks of the games' catalog: which vendors have a game to play from a wallet there. */
export interface WalletGameCatalog {
  /** Switched-on vendors with a switched-on game played at the vendor (never the house's own). */
  vendorsWithGames(): Promise<readonly string[]>;
}

/**
 * Transfers between the member's main wallet and their wallet at one vendor, for brands that are not
 * single-wallet (on a single-wallet brand the vendors play from the main balance: nothing to move),
 * and the way every vendor wallet's money comes back at once (on a single-wallet brand, the only way
 * out for money left there from before).
 */
export function createWalletTransfers(deps: {
  pool: Pool;
  brand: { id: number; currency: string };
  ledger: Pick<
    Ledger,
    'post' | 'postClaimedWithin' | 'lockVendorWalletsWithin' | 'balanceOf' | 'vendorWallets'
  >;
  isSingleWallet: () => Promise<boolean>;
  vendors: WalletVendorDirectory;
  games: WalletGameCatalog;
}) {
  const { pool, brand, ledger, isSingleWallet, vendors, games } = deps;

  /**
   * The main wallet and the vendor wallets the member can use: the vendors with a game to play
   * there, and any other vendor still holding the member's money (so it can be moved back).
   */
  async function vendorWallets(memberId: bigint): Promise<VendorWallets> {
    const isSingle = await isSingleWallet();
    const main = await ledger.balanceOf(memberId, 'main');
    const held = new Map((await ledger.vendorWallets(memberId)).map((wallet) => [wallet.vendor, wallet]));
    const playable = new Set(await games.vendorsWithGames());
    const wallets = (await vendors.list())
      .filter((vendor) => playable.has(vendor.code) || (held.get(vendor.code)?.balance ?? 0n) > 0n)
      .map((vendor) => ({
        vendor: vendor.code,
        name: vendor.name,
        balance: (held.get(vendor.code)?.balance ?? 0n).toString(),
        currency: held.get(vendor.code)?.currency ?? main.currency,
        canTransferIn: vendor.enabled && playable.has(vendor.code),
      }));
    return { isSingle, main: main.balance.toString(), currency: main.currency, vendors: wallets };
  }

  async function transfer(memberId: bigint, request: WalletTransferRequest): Promise<WalletTransfer> {
    if (await isSingleWallet()) throw new AppError('error_single_wallet');
    const toVendor = request.from === 'main';
    const code = toVendor ? request.to : request.from;
    const vendor = (await vendors.list()).find((entry) => entry.code === code);
    if (!vendor) throw new AppError('error_vendor_not_found');
    // Money may always come back from a vendor; it goes in only where a game can use it.
    if (toVendor && !vendor.enabled) throw new AppError('error_vendor_disabled');
    if (toVendor && !(await games.vendorsWithGames()).includes(code)) {
      throw new AppError('error_vendor_no_games');
    }
    const amount = BigInt(request.amount);
    const main = { memberId, kind: 'main' as const };
    const sub = { memberId, kind: 'vendor' as const, vendor: code };
    // The journal's fingerprint (its postings) says what the body asked: a reused key with another
    // amount, vendor or direction is refused by the ledger with error_conflict.
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

  /**
   * Every vendor wallet's balance back to the main wallet, in one journal keyed by the member's key
   * (in either wallet mode; on a single-wallet brand it is how money left in a vendor wallet from
   * before comes out). The key is claimed before the wallets are locked and read, so retries at once
   * move the money once and each answers the first result; nothing held: nothing written.
   */
  async function collect(
    memberId: bigint,
    request: CollectVendorWalletsRequest,
  ): Promise<VendorWalletsCollected> {
    const fingerprint = requestFingerprint(collectCall, request);
    const result = await inTransaction(
      pool,
      (client) =>
        ledger.postClaimedWithin(
          client,
          {
            idempotencyKey: `collect:${memberId}:${request.idempotencyKey}`,
            kind: 'transfer',
            memo: 'vendor wallets -> main',
            fingerprint,
          },
          async (locked) => {
            const held = await ledger.lockVendorWalletsWithin(locked, memberId);
            const total = held.reduce((sum, wallet) => sum + wallet.balance, 0n);
            if (total === 0n) return [];
            return [
              ...held.map((wallet) => ({
                account: { memberId, kind: 'vendor' as const, vendor: wallet.vendor },
                amount: -wallet.balance,
              })),
              { account: { memberId, kind: 'main' as const }, amount: total },
            ];
          },
        ),
      { retries: 5 },
    );
    if (result === undefined) {
      const main = await ledger.balanceOf(memberId, 'main');
      return {
        journalId: null,
        replayed: false,
        vendors: [],
        moved: '0',
        main: main.balance.toString(),
        currency: main.currency,
      };
    }
    const moved: Array<{ vendor: string; amount: string }> = [];
    let main = { balance: 0n, change: 0n, currency: brand.currency };
    for (const entry of result.balances) {
      if (!('memberId' in entry.account)) continue;
      if (entry.account.kind === 'vendor') {
        moved.push({ vendor: entry.account.vendor, amount: (-entry.change).toString() });
      } else {
        main = entry;
      }
    }
    return {
      journalId: result.journalId.toString(),
      replayed: result.replayed,
      vendors: moved.sort((a, b) => (a.vendor < b.vendor ? -1 : 1)),
      moved: main.change.toString(),
      main: main.balance.toString(),
      currency: main.currency,
    };
  }

  return { vendorWallets, transfer, collect };
}

export type WalletTransfers = ReturnType<typeof createWalletTransfers>;
