import { agentTypes } from '@lotus/contract/auth/schemas';
import type { MemberInfo, MobileRegisterRequest, RegisterRequest } from '@lotus/contract/auth';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../platform/crypto/password.ts';
import { isUniqueViolation } from '../platform/database/errors.ts';
import type { Pool } from '../platform/database/pool.ts';
import { inTransaction } from '../platform/database/transaction.ts';
import { AppError } from '../platform/http/app-error.ts';
import type { SystemService } from '../system/index.ts';
import { translateMessage } from '@lotus/i18n/messages';
import { emailTakenByOther, mobileTakenByOther } from './contacts/tables.ts';
import { createMemberPasswords } from './password.ts';
import { insertPaymentPassword } from './payment-password/tables.ts';
import { createMemberProfiles } from './profile/service.ts';
import type { Referrals } from './referrals/service.ts';
import { selectEnabledLink } from './links/tables.ts';
import { checkRegisterFields } from './registration-rules.ts';
import type { LoginAccountRow, SessionMemberRow } from './tables.ts';
import {
  emailInUse,
  insertMember,
  insertSocialMember,
  selectAgentByAffiliateCode,
  selectLoginAccount,
  selectChallengeContacts,
  selectLoginAccountById,
  selectLoginAccountByMobile,
  selectMemberInfo,
  selectSessionMember,
  updateLoginFailures,
  updateLoginSuccess,
  usernameExists,
} from './tables.ts';

export type LoginAccount = LoginAccountRow;
export type SessionMember = SessionMemberRow;

function blankToNull(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value;
}

/**
 * Whom a registration lands under: the agent of the invitation code, or of the registration link
 * (with the link, and the type an agent link gives).
 */
export interface RegistrationUpline {
  id: bigint;
  linkId: bigint | null;
  type: number;
}

/** The member domain: accounts, their details and registration. */
export function createMemberService(deps: {
  pool: Pool;
  brandId: number;
  system: SystemService;
  referrals: Referrals;
}) {
  const { pool, brandId, system, referrals } = deps;

  /** The brand's field rules (no look-ups of names: those wait until the captcha is passed). */
  async function checkRegisterForm(request: RegisterRequest, language: string): Promise<void> {
    checkRegisterFields(request, await system.registerRules(), language);
  }

  /**
   * The name must be free, a number or address given must not be another account's, and the
   * invitation code must be an agent's; answers the upline it names.
   */
  async function resolveRegistration(
    request: Pick<RegisterRequest, 'username' | 'affiliateCode' | 'mobileNum' | 'email'>,
  ): Promise<RegistrationUpline | null> {
    if (await usernameExists(pool, brandId, request.username)) throw new AppError('error_username_taken');
    const mobile = blankToNull(request.mobileNum);
    if (mobile !== null && (await mobileTakenByOther(pool, brandId, mobile, 0n))) {
      throw new AppError('error_mobile_taken');
    }
    const email = blankToNull(request.email);
    if (email !== null && (await emailTakenByOther(pool, brandId, email.trim(), 0n))) {
      throw new AppError('error_email_taken');
    }
    const code = blankToNull(request.affiliateCode);
    if (code === null) return null;
    const upline = await selectAgentByAffiliateCode(pool, brandId, code, agentTypes);
    if (upline !== undefined) return { id: upline, linkId: null, type: 0 };
    // Else an agent's registration link: an agent link makes the new account an agent (type 1).
    const link = await selectEnabledLink(pool, brandId, code, agentTypes);
    if (link === undefined) throw new AppError('error_invalid_invitation_code');
    return { id: link.agent_id, linkId: link.id, type: link.kind === 'agent' ? 1 : 0 };
  }

  /**
   * Creates the account. The check above can race another registration of the same name; the
   * unique index decides, and the loser gets the same answer as if it had been taken before.
   */
  async function createMember(
    request: RegisterRequest,
    upline: RegistrationUpline | null,
    referrerId: bigint | null = null,
  ): Promise<SessionMember> {
    const passwordHash = await hashPassword(request.password);
    const paymentPassword = blankToNull(request.paymentPassword);
    const paymentPasswordHash = paymentPassword === null ? null : await hashPassword(paymentPassword);
    try {
      // The account, its payment password and its referrer together, or none of them.
      const id = await inTransaction(pool, async (client) => {
        const created = await insertMember(client, brandId, {
          username: request.username,
          passwordHash,
          email: blankToNull(request.email)?.trim() ?? null,
          mobile: blankToNull(request.mobileNum),
          payeeName: blankToNull(request.payeeName),
          uplineId: upline?.id ?? null,
          type: upline?.type ?? 0,
          registrationLinkId: upline?.linkId ?? null,
        });
        if (paymentPasswordHash !== null) await insertPaymentPassword(client, created, paymentPasswordHash);
        if (referrerId !== null) await referrals.recordWithin(client, created, referrerId);
        return created;
      });
      return { id, username: request.username, type: upline?.type ?? 0, status: 'active' };
    } catch (error) {
      if (isUniqueViolation(error, 'members_username_unique')) throw new AppError('error_username_taken');
      throw error;
    }
  }

  /**
   * The mobile form against the brand's rules for the fields it has: the number is checked by the
   * verification domain, the password only when the form asks for one.
   */
  async function checkMobileRegisterForm(
    request: MobileRegisterRequest,
    phone: string,
    withPassword: boolean,
    language: string,
  ): Promise<void> {
    const fields = new Set(
      withPassword ? ['password', 'confirmPassword', 'affiliateCode'] : ['affiliateCode'],
    );
    const rules = (await system.registerRules()).filter((rule) => fields.has(rule.field));
    const password = withPassword ? (request.password ?? '') : '';
    const confirmPassword = withPassword ? (request.confirmPassword ?? '') : '';
    const form: RegisterRequest = {
      ...request,
      username: phone,
      password,
      confirmPassword,
      mobileNum: phone,
      ageConfirmed: true,
      termsAccepted: true,
    };
    if (withPassword && password === '') {
      const label = translateMessage(language, 'auth.password');
      throw new AppError('error_validation', {
        fields: { password: translateMessage(language, 'validation.required', { field: label }) },
      });
    }
    checkRegisterFields(form, rules, language);
  }

  /**
   * Creates an account named by its mobile number. Without a password it gets a random one nobody
   * knows, and must choose its own at the first login.
   */
  async function createMobileMember(
    phone: string,
    password: string | null,
    upline: RegistrationUpline | null,
    referrerId: bigint | null = null,
  ): Promise<SessionMember> {
    const passwordHash = await hashPassword(password ?? randomBytes(24).toString('base64url'));
    try {
      const id = await inTransaction(pool, async (client) => {
        const created = await insertMember(client, brandId, {
          username: phone,
          passwordHash,
          email: null,
          mobile: phone,
          payeeName: null,
          uplineId: upline?.id ?? null,
          type: upline?.type ?? 0,
          registrationLinkId: upline?.linkId ?? null,
          firstTimeLogin: password === null,
          passwordKnown: password !== null,
        });
        if (referrerId !== null) await referrals.recordWithin(client, created, referrerId);
        return created;
      });
      return { id, username: phone, type: upline?.type ?? 0, status: 'active' };
    } catch (error) {
      if (isUniqueViolation(error, 'members_username_unique')) throw new AppError('error_username_taken');
      throw error;
    }
  }

  /**
   * An account for a person a social provider vouched for: a generated name (`prefix` and random
   * letters), a random password nobody knows, the provider's name as nickname, and its address
   * when no other account of the brand uses it.
   */
  async function createSocialMember(profile: {
    usernamePrefix: string;
    nickname: string | null;
    email: string | null;
  }): Promise<SessionMember> {
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const email =
      profile.email !== null && !(await emailInUse(pool, brandId, profile.email)) ? profile.email : null;
    for (let attempt = 0; ; attempt += 1) {
      const username = `${profile.usernamePrefix}${randomBytes(8).toString('hex').slice(0, 10)}`;
      try {
        const id = await insertSocialMember(pool, brandId, {
          username,
          passwordHash,
          nickname: profile.nickname,
          email,
        });
        return { id, username, type: 0, status: 'active' };
      } catch (error) {
        if (attempt >= 3 || !isUniqueViolation(error, 'members_username_unique')) throw error;
      }
    }
  }

  async function info(id: bigint): Promise<MemberInfo> {
    const row = await selectMemberInfo(pool, brandId, id);
    if (!row) throw new AppError('error_not_logged_in');
    return {
      id: String(row.id),
      account: row.username,
      nickname: row.nickname,
      type: row.type,
      toUpline: row.upline_username,
      clubLabel: row.club_label === null ? null : { labelName: row.club_label },
      firstTimeLogin: row.first_time_login,
      isDemo: row.is_demo,
      hasPassword: row.password_known && !row.is_demo,
      createdAt: row.created_at.toISOString(),
    };
  }

  return {
    ...createMemberPasswords({ pool, brandId, system }),
    ...createMemberProfiles({ pool, brandId, system }),
    checkRegisterForm,
    resolveRegistration,
    /** The member a registration's referral code names (error_invalid_referral_code), or null. */
    resolveReferrer: referrals.referrerOf,
    createMember,
    checkMobileRegisterForm,
    createMobileMember,
    createSocialMember,
    info,
    isUsernameTaken: (username: string) => usernameExists(pool, brandId, username),
    hasAccountWithMobile: async (mobile: string) =>
      (await selectLoginAccountByMobile(pool, brandId, mobile))?.status === 'active',
    findForMobileLogin: (mobile: string) => selectLoginAccountByMobile(pool, brandId, mobile),
    findForLogin: (username: string) => selectLoginAccount(pool, brandId, username),
    findForLoginById: (id: bigint) => selectLoginAccountById(pool, brandId, id),
    challengeContacts: (id: bigint) => selectChallengeContacts(pool, brandId, id),
    findForSession: (id: bigint) => selectSessionMember(pool, brandId, id),
    recordLoginFailures: (id: bigint, failedLogins: number, lockedUntil: Date | null) =>
      updateLoginFailures(pool, id, failedLogins, lockedUntil),
    recordLoginSuccess: (id: bigint, ip: string) => updateLoginSuccess(pool, id, ip),
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
