import type { Pool, Queryable } from '../../platform/database/pool.ts';
import { isUniqueViolation } from '../../platform/database/errors.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { newReferralCode, normalisedReferralCode } from './codes.ts';
import {
  insertReferral,
  insertReferralCode,
  selectMemberByReferralCode,
  selectReferralCode,
} from './tables.ts';

/**
 * Who referred whom (docs/referral.md): each member's referral code, made the first time it is
 * asked for, and the referrer a registration names by its code. The rewards programme reads the
 * referrals by SQL joins; no money moves here.
 */
export function createReferrals(deps: { pool: Pool; brandId: number }) {
  const { pool, brandId } = deps;

  /** The member's code; the first ask makes it (another member's code drawn by chance: draw again). */
  async function codeOf(memberId: bigint): Promise<string> {
    for (let attempt = 0; ; attempt += 1) {
      const existing = await selectReferralCode(pool, memberId);
      if (existing !== undefined) return existing;
      try {
        await insertReferralCode(pool, brandId, memberId, newReferralCode());
      } catch (error) {
        if (attempt >= 5 || !isUniqueViolation(error, 'member_referral_codes_unique')) throw error;
      }
    }
  }

  /**
   * The member a registration's `referralCode` names, or null without one. A code naming no active
   * member of the brand is refused with error_invalid_referral_code (and nothing is created).
   */
  async function referrerOf(given: string | undefined): Promise<bigint | null> {
    if (given === undefined || given.trim() === '') return null;
    const code = normalisedReferralCode(given);
    const referrer = code === null ? undefined : await selectMemberByReferralCode(pool, brandId, code);
    if (referrer === undefined) throw new AppError('error_invalid_referral_code');
    return referrer;
  }

  /** Records the new member's referrer in the registration's transaction (a member never refers itself). */
  async function recordWithin(db: Queryable, memberId: bigint, referrerId: bigint): Promise<void> {
    if (referrerId === memberId) throw new AppError('error_invalid_referral_code');
    await insertReferral(db, brandId, memberId, referrerId);
  }

  return { codeOf, referrerOf, recordWithin };
}

export type Referrals = ReturnType<typeof createReferrals>;
