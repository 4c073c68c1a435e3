import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { MemberService } from '../member/index.ts';
import { inTransaction } from '../platform/database/transaction.ts';
import type { Pool } from '../platform/database/pool.ts';
import { AppError } from '../platform/http/app-error.ts';
import type { EmailGateway } from '../platform/email/gateway.ts';
import type { SmsGateway } from '../platform/sms/gateway.ts';
import type { SystemService } from '../system/index.ts';
import { verificationEmail, verificationText } from './messages.ts';
import { checkPhone } from './phone.ts';
import type { CodeChannel, CodePurpose } from './tables.ts';
import {
  addAttempt,
  deleteCode,
  insertCode,
  lockDestination,
  markConsumed,
  selectLatestCode,
  selectSendStats,
} from './tables.ts';

export type { CodeChannel, CodePurpose } from './tables.ts';

/** Product notes: 6 digits, valid 5 minutes, single use, 5 wrong tries, 60 s between sends, 5 an hour. */
export const codeRules = {
  validSeconds: 5 * 60,
  resendSeconds: 60,
  maxAttempts: 5,
  maxSendsPerHour: 5,
  hourlyRetrySeconds: 5 * 60,
} as const;

function codeHash(code: string): Buffer {
  return createHash('sha256').update(code, 'utf8').digest();
}

/** The verification domain: SMS codes, their limits and their use. */
export function createVerificationService(deps: {
  pool: Pool;
  brandId: number;
  brandName: string;
  /** Whether a name is taken and a number has an active account (codes for those that must fail are not sent). */
  members: Pick<MemberService, 'isUsernameTaken' | 'hasAccountWithMobile'>;
  system: Pick<SystemService, 'registerRules'>;
  sms: SmsGateway;
  email: EmailGateway;
  /** Seconds between two codes to one number or address (VERIFICATION_RESEND_SECONDS, default 60). */
  resendSeconds?: number;
}) {
  const { pool, brandId, members, system, sms, email } = deps;
  const resendSeconds = deps.resendSeconds ?? codeRules.resendSeconds;
  /** What every "code sent" call answers, whichever channel the code went by. */
  const codeSent = {
    sent: true as const,
    resendAfterSeconds: resendSeconds,
    expiresInSeconds: codeRules.validSeconds,
  };

  /** The number in its stored form, checked against the brand's `mobileNum` rule. */
  async function phoneOf(value: string | undefined): Promise<string> {
    return checkPhone(value, await system.registerRules());
  }

  /** Records a new code within the limits (per number or address); answers it and its row id. */
  async function issue(
    destination: string,
    channel: CodeChannel,
    purpose: CodePurpose,
    memberId: bigint | null,
  ): Promise<{ id: bigint; code: string }> {
    return inTransaction(pool, async (client) => {
      await lockDestination(client, brandId, destination);
      const stats = await selectSendStats(client, brandId, destination);
      if (stats.sent_last_hour >= codeRules.maxSendsPerHour) {
        throw new AppError('error_too_many_requests', {
          params: { retryAfterSeconds: codeRules.hourlyRetrySeconds },
        });
      }
      if (stats.last_sent_at !== null) {
        const waited = (Date.now() - stats.last_sent_at.getTime()) / 1000;
        if (waited < resendSeconds) {
          throw new AppError('error_too_many_requests', {
            params: { retryAfterSeconds: Math.max(1, Math.ceil(resendSeconds - waited)) },
          });
        }
      }
      const code = String(randomInt(1_000_000)).padStart(6, '0');
      const id = await insertCode(client, {
        brandId,
        destination,
        channel,
        purpose,
        memberId,
        codeHash: codeHash(code),
        validSeconds: codeRules.validSeconds,
      });
      return { id, code };
    });
  }

  /** Hands the code to the gateway; a message that did not leave leaves no code behind. */
  async function deliver(
    issued: { id: bigint; code: string },
    to: { channel: CodeChannel; destination: string; purpose: CodePurpose; language: string },
  ): Promise<void> {
    const minutes = codeRules.validSeconds / 60;
    try {
      if (to.channel === 'sms') {
        const text = verificationText(to.language, deps.brandName, issued.code, minutes);
        await sms.send({ to: to.destination, text, purpose: to.purpose });
      } else {
        const message = verificationEmail(to.language, deps.brandName, issued.code, minutes);
        await email.send({ to: to.destination, ...message, purpose: to.purpose });
      }
    } catch (error) {
      await deleteCode(pool, issued.id);
      throw new AppError('error_unknown', { cause: error });
    }
  }

  /**
   * Sends a code for `purpose`. For login and reset the limits and the answer are the same whether
   * or not an account has the number; the message only leaves when one does (`delivered`).
   */
  async function sendCode(
    mobileNum: string | undefined,
    purpose: 'register' | 'login' | 'reset',
    language: string,
  ): Promise<{ delivered: boolean }> {
    const phone = await phoneOf(mobileNum);
    // The username of a mobile account is its number: no code for a registration that must fail.
    if (purpose === 'register' && (await members.isUsernameTaken(phone))) {
      throw new AppError('error_username_taken');
    }
    const issued = await issue(phone, 'sms', purpose, null);
    if (purpose !== 'register' && !(await members.hasAccountWithMobile(phone))) return { delivered: false };
    await deliver(issued, { channel: 'sms', destination: phone, purpose, language });
    return { delivered: true };
  }

  /**
   * Sends a code for one member's action (bind a number or address, the login challenge, the
   * payment password) to a destination already checked by the caller; only that member can spend it.
   */
  async function sendMemberCode(
    memberId: bigint,
    to: { channel: CodeChannel; destination: string; purpose: 'bind' | 'ip' | 'payment' | 'reset' },
    language: string,
  ): Promise<void> {
    const issued = await issue(to.destination, to.channel, to.purpose, memberId);
    await deliver(issued, { ...to, language });
  }

  /**
   * Counts a send to an email address within the limits without sending anything: the reset by
   * email answers the same whether or not the address belongs to an account.
   */
  async function issueUndelivered(destination: string, purpose: 'reset'): Promise<void> {
    await issue(destination, 'email', purpose, null);
  }

  /**
   * Uses the newest code for `purpose` sent to the number or address (with `memberId`, the newest
   * that member asked for): ok, or error_code_missing (none given), error_code_invalid (wrong; a
   * 5th wrong try voids it) or error_code_expired (expired, used or void). Answers the member the
   * code was sent for (null for codes sent without one).
   */
  async function consumeCode(
    destination: string,
    purpose: CodePurpose,
    code: string | undefined,
    memberId: bigint | null = null,
  ): Promise<{ memberId: bigint | null }> {
    const given = code?.trim() ?? '';
    if (given === '') throw new AppError('error_code_missing');
    const outcome = await inTransaction(pool, async (client) => {
      const row = await selectLatestCode(client, brandId, { destination, purpose, memberId });
      if (!row) return 'error_code_invalid' as const;
      const spent =
        row.consumed_at !== null ||
        row.attempts >= codeRules.maxAttempts ||
        row.expires_at.getTime() <= Date.now();
      if (spent) return 'error_code_expired' as const;
      if (!timingSafeEqual(row.code_hash, codeHash(given))) {
        await addAttempt(client, row.id);
        return 'error_code_invalid' as const;
      }
      await markConsumed(client, row.id);
      return { memberId: row.member_id };
    });
    if (typeof outcome === 'string') throw new AppError(outcome);
    return outcome;
  }

  return { phoneOf, sendCode, sendMemberCode, issueUndelivered, consumeCode, codeSent };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
