import type { FastifyInstance } from 'fastify';
import { createSecretBox } from '../platform/crypto/secret-box.ts';
import type { Pool } from '../platform/database/pool.ts';
import type { Ledger } from '../wallet/index.ts';
import { adminVendorRoutes } from './admin-routes.ts';
import type { BetGuard, VendorPlayers, VendorRounds, VendorWinNotices } from './needs.ts';
import { vendorWalletRoutes } from './routes.ts';
import { createVendorWalletService } from './service.ts';
import { vendorTokenRoutes } from './tokens/routes.ts';
import { createPlayerTokens } from './tokens/service.ts';
import { createVendorService } from './vendors/service.ts';

export type { BetGuard, VendorPlayers, VendorRounds, VendorWinNotices };

/**
 * What the vendor wallet needs. It imports no other domain's service: the wallet's ledger and round
 * book, the members, player protection and the winners' notice are handed in as narrow interfaces.
 */
export interface VendorWalletNeeds {
  pool: Pool;
  brand: { id: number; currency: string };
  /** The wallet's ledger: every vendor money move is one journal posted in the decision's transaction. */
  ledger: Pick<Ledger, 'postWithin'>;
  /** The wallet's rows of `bets`, written in the same transaction. */
  rounds: VendorRounds;
  members: VendorPlayers;
  /** SECRET_KEY: vendors' signing secrets are kept sealed under it. */
  secretKey: string;
  /** The merchant wallet mode (the wallet's consolidated funds): true, rounds play on the main wallet. */
  isSingleWallet: () => Promise<boolean>;
  protection: BetGuard;
  winNotices: VendorWinNotices;
}

/**
 * The vendor wallet: the vendors (the operator's side), the members' launch tokens, and the seamless
 * wallet API vendors call. Each service is built once here.
 */
export function createVendorWalletDomain(needs: VendorWalletNeeds) {
  const { pool, brand, members } = needs;
  const vendors = createVendorService({ pool, brandId: brand.id, box: createSecretBox(needs.secretKey) });
  const tokens = createPlayerTokens({ pool, vendors, members });
  const wallet = createVendorWalletService({
    pool,
    brand,
    ledger: needs.ledger,
    rounds: needs.rounds,
    winNotices: needs.winNotices,
    tokens,
    members,
    isSingleWallet: needs.isSingleWallet,
    protection: needs.protection,
  });
  return {
    vendors,
    tokens,
    wallet,
    /** The vendors' signed calls (scope vendor) and the member's launch token (scope member). */
    routes: async (app: FastifyInstance) => {
      await app.register(vendorWalletRoutes({ vendorWallet: wallet, vendors }));
      await app.register(vendorTokenRoutes({ tokens }));
    },
    /** The operator's vendors. */
    adminRoutes: adminVendorRoutes({ vendors }),
  };
}

export type VendorWalletDomain = ReturnType<typeof createVendorWalletDomain>;
export type { VendorWalletService } from './service.ts';
export type { PlayerTokens } from './tokens/service.ts';
export type { VendorService, WalletVendor } from './vendors/service.ts';
export { vendorRequestHeaders } from './signing.ts';
