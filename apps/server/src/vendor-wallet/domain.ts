import type { MemberService } from '../member/service.ts';
import { createSecretBox } from '../platform/crypto/secret-box.ts';
import type { Pool } from '../platform/database/pool.ts';
import type { Ledger } from '../wallet/ledger/service.ts';
import { createVendorWalletService } from './service.ts';
import type { BetGuard } from './service.ts';
import { createPlayerTokens } from './tokens/service.ts';
import { createVendorService } from './vendors/service.ts';

/** The vendor wallet's parts: the vendors (operator side), launch tokens, and the wallet API itself. */
export function createVendorWalletDomain(deps: {
  pool: Pool;
  brand: { id: number; currency: string };
  ledger: Pick<Ledger, 'postWithin'>;
  members: Pick<MemberService, 'findForLoginById'>;
  /** SECRET_KEY: vendors' signing secrets are kept sealed under it. */
  secretKey: string;
  isSingleWallet: () => Promise<boolean>;
  protection: BetGuard;
}) {
  const { pool, brand, ledger, members } = deps;
  const vendors = createVendorService({ pool, brandId: brand.id, box: createSecretBox(deps.secretKey) });
  const tokens = createPlayerTokens({ pool, vendors, members });
  const wallet = createVendorWalletService({
    pool,
    brand,
    ledger,
    tokens,
    members,
    isSingleWallet: deps.isSingleWallet,
    protection: deps.protection,
  });
  return { vendors, tokens, wallet };
}

export type VendorWalletDomain = ReturnType<typeof createVendorWalletDomain>;
