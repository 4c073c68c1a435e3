import { createHash, randomBytes } from 'node:crypto';
import type { VendorToken } from '@lotus/contract/vendor-wallet';
import type { Pool } from '../../platform/database/pool.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { insertPlayerToken, selectLiveTokenMember } from '../tables.ts';
import type { VendorPlayers } from '../needs.ts';
import type { VendorService } from '../vendors/service.ts';
import { takesPlayMoney } from '../play-money.ts';

/** How long a launch token lets a vendor take bets: one playing session. */
export const playerTokenTtlSeconds = 2 * 60 * 60;

const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/**
 * Launch tokens: one per member, vendor and launch. The vendor presents it on every debit (only
 * there: a win or a rollback must land even after the session ended). Only its hash is stored.
 */
export function createPlayerTokens(deps: {
  pool: Pool;
  vendors: Pick<VendorService, 'findForWallet'>;
  members: VendorPlayers;
}) {
  const { pool, vendors, members } = deps;

  /** A new token of `memberId` at the vendor (the member's other tokens stay valid until they expire). */
  async function issue(memberId: bigint, vendorCode: string): Promise<VendorToken> {
    const vendor = await vendors.findForWallet(vendorCode);
    if (!vendor) throw new AppError('error_vendor_not_found');
    if (!vendor.enabled) throw new AppError('error_vendor_disabled');
    const member = await members.findForLoginById(memberId);
    if (!member) throw new AppError('error_not_logged_in');
    // A free-play guest holds play money only, which the simulator's vendors take and no real
    // vendor does (decision 0018): a real vendor's game is not offered to a guest.
    if (member.is_demo && !takesPlayMoney(vendor.code)) throw new AppError('error_free_play_not_offered');
    const token = randomBytes(32).toString('base64url');
    const expiresAt = await insertPlayerToken(pool, {
      vendorId: vendor.id,
      memberId,
      tokenHash: tokenHash(token),
      ttlSeconds: playerTokenTtlSeconds,
    });
    return { vendor: vendor.code, token, playerId: memberId.toString(), expiresAt: expiresAt.toISOString() };
  }

  /** The member a live token of this vendor belongs to, or undefined. */
  function memberOf(vendorId: number, token: string): Promise<bigint | undefined> {
    return selectLiveTokenMember(pool, vendorId, tokenHash(token));
  }

  return { issue, memberOf };
}

export type PlayerTokens = ReturnType<typeof createPlayerTokens>;
