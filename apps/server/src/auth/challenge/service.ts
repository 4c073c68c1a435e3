import { featureSwitches } from '@lotus/contract/system/schemas';
import type {
  ChallengeAnswerRequest,
  ChallengeFactor,
  LoginChallenge,
} from '@lotus/contract/login-challenge';
import { randomUUID, timingSafeEqual, createHash } from 'node:crypto';
import { inTransaction } from '../../platform/database/transaction.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuthMembers, AuthSwitches, AuthVerification, LoginAccount } from '../needs.ts';
import {
  addChallengeAttempt,
  insertChallenge,
  markChallengePassed,
  selectChallenge,
  selectChallengeForUpdate,
  selectIpStanding,
} from './tables.ts';
import type { ChallengeRow } from './tables.ts';
import type { LoginMethod } from '../security/tables.ts';
import type { TotpService } from '../totp/service.ts';

/** 10 minutes to answer; 5 wrong answers void the challenge (the login starts again). */
export const challengeRules = { validSeconds: 10 * 60, maxAttempts: 5 } as const;

/** The switches of the new-IP factors; `.totp` governs enrolling an authenticator (totp.ts). */
const factorSwitches = {
  sms: featureSwitches.ipVerificationSms,
  email: featureSwitches.ipVerificationEmail,
  payee: featureSwitches.ipVerificationPayee,
} as const;

type Context = { site: string; ip: string; userAgent: string | undefined };

/** "0912345678" → "091****678": enough to recognise one's own number, not to learn it. */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 6) return `${mobile.slice(0, 1)}****`;
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 6)}${mobile.slice(-3)}`;
}

/** "alice@example.com" → "a***@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/**
 * A real name as banks print it, for comparison: no diacritics (Vietnamese đ included), upper case,
 * single spaces. "Nguyễn  Văn An" and "NGUYEN VAN AN" are the same payee.
 */
export function payeeKey(name: string): string {
  return name
    .normalize('NFD')
    .replaceAll(/\p{M}/gu, '')
    .replaceAll(/[đĐ]/g, 'D')
    .toUpperCase()
    .replaceAll(/\s+/g, ' ')
    .trim();
}

function sameText(left: string, right: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(left), digest(right));
}

/**
 * The second step of a login (spec section 6). An account with an authenticator is always asked
 * for a code; otherwise a login from an IP the account has never used is asked for one of the
 * factors the brand switched on that the account can answer (a bound number, a bound address, a
 * real name on file, an authenticator).
 */
export function createChallengeService(deps: {
  pool: Pool;
  members: Pick<AuthMembers, 'challengeContacts'>;
  system: AuthSwitches;
  verification: Pick<AuthVerification, 'consumeCode' | 'sendMemberCode'>;
  totp: TotpService;
}) {
  const { pool, members, system, verification, totp } = deps;

  /** The factors of a new-IP challenge the brand switched on that the account can answer. */
  async function availableFactors(memberId: bigint): Promise<{
    factors: ChallengeFactor[];
    contacts: { mobile: string | null; email: string | null };
  }> {
    const contacts = await members.challengeContacts(memberId);
    // The authenticator is not among them: an account that has one is always asked for it alone.
    const has = {
      sms: Boolean(contacts?.mobile),
      email: Boolean(contacts?.email),
      payee: Boolean(contacts?.payee_name),
    };
    const factors: ChallengeFactor[] = [];
    for (const factor of ['sms', 'email', 'payee'] as const) {
      if (has[factor] && (await system.isFeatureOn(factorSwitches[factor]))) factors.push(factor);
    }
    return { factors, contacts: { mobile: contacts?.mobile ?? null, email: contacts?.email ?? null } };
  }

  /** A challenge to answer before the session opens, or null when the login may go straight in. */
  async function challengeFor(
    account: LoginAccount,
    context: Context,
    method: LoginMethod,
  ): Promise<LoginChallenge | null> {
    if (account.is_demo) return null;
    let reason: 'new_ip' | 'totp';
    let factors: ChallengeFactor[];
    let contacts: { mobile: string | null; email: string | null } = { mobile: null, email: null };
    // Cheapest questions first: most logins are from a known IP without an authenticator.
    if (await totp.isEnabled(account.id)) {
      reason = 'totp';
      factors = ['totp'];
    } else {
      if (!(await system.isFeatureOn(featureSwitches.ipVerification))) return null;
      const standing = await selectIpStanding(pool, account.id, context.ip);
      // An account that never logged in has no IP to compare with: its first login makes the first.
      if (standing.known || !standing.anyKnown) return null;
      const available = await availableFactors(account.id);
      // Nothing to ask an account with no bound factor: it goes in, as before the switch existed.
      if (available.factors.length === 0) return null;
      reason = 'new_ip';
      factors = available.factors;
      contacts = available.contacts;
    }
    const id = randomUUID();
    const expiresAt = await insertChallenge(pool, {
      id,
      memberId: account.id,
      site: context.site,
      ip: context.ip,
      userAgent: context.userAgent?.slice(0, 512) ?? null,
      method,
      reason,
      factors,
      validSeconds: challengeRules.validSeconds,
    });
    const { mobile, email } = contacts;
    return {
      verificationRequired: true,
      challengeId: id,
      reason,
      factors,
      mobileHint: factors.includes('sms') && mobile !== null ? maskMobile(mobile) : null,
      emailHint: factors.includes('email') && email !== null ? maskEmail(email) : null,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** A live challenge of this client for this factor, or error_challenge_expired / error_operation_not_allowed. */
  function checkLive(row: ChallengeRow | undefined, context: Context, factor: ChallengeFactor): ChallengeRow {
    const live =
      row !== undefined &&
      row.passed_at === null &&
      row.attempts < challengeRules.maxAttempts &&
      row.expires_at.getTime() > Date.now() &&
      row.ip === context.ip &&
      row.site === context.site;
    if (!live) throw new AppError('error_challenge_expired');
    if (!row.factors.includes(factor)) throw new AppError('error_operation_not_allowed');
    return row;
  }

  /** Sends the challenge's code to the bound number or address (the resend limits of every code apply). */
  async function sendCode(
    request: { challengeId: string; factor: 'sms' | 'email' },
    context: Context,
    language: string,
  ): Promise<void> {
    const row = checkLive(await selectChallenge(pool, request.challengeId), context, request.factor);
    const contacts = await members.challengeContacts(row.member_id);
    const destination = request.factor === 'sms' ? contacts?.mobile : contacts?.email;
    if (!destination) throw new AppError('error_operation_not_allowed');
    const channel = request.factor;
    await verification.sendMemberCode(row.member_id, { channel, destination, purpose: 'ip' }, language);
  }

  async function answerIsRight(row: ChallengeRow, factor: ChallengeFactor, answer: string): Promise<boolean> {
    if (factor === 'totp') return totp.verify(row.member_id, answer);
    const contacts = await members.challengeContacts(row.member_id);
    if (factor === 'payee') {
      const onFile = contacts?.payee_name;
      return Boolean(onFile) && answer.trim() !== '' && sameText(payeeKey(onFile ?? ''), payeeKey(answer));
    }
    const destination = factor === 'sms' ? contacts?.mobile : contacts?.email;
    if (!destination) return false;
    try {
      await verification.consumeCode(destination, 'ip', answer, row.member_id);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'error_code_missing') throw error;
      return false;
    }
  }

  /**
   * Checks the answer; answers the member and the login method to open the session with. A wrong
   * answer counts against the challenge (and goes into the login history as a failed attempt).
   */
  async function pass(
    request: ChallengeAnswerRequest,
    context: Context,
  ): Promise<{ memberId: bigint; method: LoginMethod; wrong: false } | { memberId: bigint; wrong: true }> {
    return inTransaction(pool, async (client) => {
      const row = checkLive(
        await selectChallengeForUpdate(client, request.challengeId),
        context,
        request.factor,
      );
      if (!(await answerIsRight(row, request.factor, request.answer))) {
        await addChallengeAttempt(client, row.id);
        return { memberId: row.member_id, wrong: true as const };
      }
      await markChallengePassed(client, row.id);
      return { memberId: row.member_id, method: row.method as LoginMethod, wrong: false as const };
    });
  }

  return { challengeFor, sendCode, pass };
}

export type ChallengeService = ReturnType<typeof createChallengeService>;
