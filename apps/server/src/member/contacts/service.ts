import type { BindEmailRequest, BindMobileRequest, SecurityOverview } from '@lotus/contract/security-centre';
import { verifyPassword } from '../../platform/crypto/password.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { SystemService } from '../../system/index.ts';
import type { MemberCodes } from '../needs.ts';
import type { SecurityAccountRow } from './tables.ts';
import {
  emailTakenByOther,
  lockContact,
  mobileTakenByOther,
  selectSecurityAccount,
  updateEmail,
  updateMobile,
} from './tables.ts';
import { maskEmail, maskMobile } from '../masking.ts';
import { checkEmail } from '../security-centre/fields.ts';

/** A code by email goes to (and is looked up by) the address in lower case: addresses compare that way. */
export function emailDestination(email: string): string {
  return email.toLowerCase();
}

/**
 * The logged-in member's security-centre account. A free-play account has nothing to secure and no
 * real money to protect: every security-centre call refuses it.
 */
export async function securityAccount(
  pool: Pool,
  brandId: number,
  memberId: bigint,
): Promise<SecurityAccountRow> {
  const account = await selectSecurityAccount(pool, brandId, memberId);
  if (!account) throw new AppError('error_not_logged_in');
  if (account.is_demo) throw new AppError('error_operation_not_allowed');
  return account;
}

/** The member's bound mobile number and email: shown masked, changed only with a code to the new one. */
export function createMemberContacts(deps: {
  pool: Pool;
  brandId: number;
  system: SystemService;
  verification: MemberCodes;
}) {
  const { pool, brandId, system, verification } = deps;

  async function overview(memberId: bigint): Promise<SecurityOverview> {
    const account = await securityAccount(pool, brandId, memberId);
    return {
      mobile: account.mobile === null ? null : maskMobile(account.mobile),
      email: account.email === null ? null : maskEmail(account.email),
      paymentPasswordSet: account.payment_password_set,
    };
  }

  async function checkLoginPassword(account: SecurityAccountRow, password: string): Promise<void> {
    if (!(await verifyPassword(account.password_hash, password))) throw new AppError('error_wrong_password');
  }

  /** A 'bind' code by SMS to a number no other account has. */
  async function sendMobileCode(
    memberId: bigint,
    mobileNum: string | undefined,
    language: string,
  ): Promise<void> {
    await securityAccount(pool, brandId, memberId);
    const phone = await verification.phoneOf(mobileNum);
    if (await mobileTakenByOther(pool, brandId, phone, memberId)) throw new AppError('error_mobile_taken');
    await verification.sendMemberCode(
      memberId,
      { channel: 'sms', destination: phone, purpose: 'bind' },
      language,
    );
  }

  /**
   * Binds the number: the login password, then the member's own 'bind' code (checked last so a form
   * refused for another reason does not cost it), then "taken" again under the number's lock.
   */
  async function bindMobile(memberId: bigint, form: BindMobileRequest): Promise<void> {
    const account = await securityAccount(pool, brandId, memberId);
    const phone = await verification.phoneOf(form.mobileNum);
    await checkLoginPassword(account, form.password);
    if (await mobileTakenByOther(pool, brandId, phone, memberId)) throw new AppError('error_mobile_taken');
    await verification.consumeCode(phone, 'bind', form.verificationCode, memberId);
    await inTransaction(pool, async (client) => {
      await lockContact(client, brandId, `mobile:${phone}`);
      if (await mobileTakenByOther(client, brandId, phone, memberId))
        throw new AppError('error_mobile_taken');
      await updateMobile(client, memberId, phone);
    });
  }

  /** A 'bind' code by email to an address no other account has. */
  async function sendEmailCode(memberId: bigint, value: string | undefined, language: string): Promise<void> {
    await securityAccount(pool, brandId, memberId);
    const email = checkEmail(value, await system.registerRules(), language);
    if (await emailTakenByOther(pool, brandId, email, memberId)) throw new AppError('error_email_taken');
    await verification.sendMemberCode(
      memberId,
      { channel: 'email', destination: emailDestination(email), purpose: 'bind' },
      language,
    );
  }

  /** Binds the address (stored as typed, trimmed), like bindMobile. */
  async function bindEmail(memberId: bigint, form: BindEmailRequest, language: string): Promise<void> {
    const account = await securityAccount(pool, brandId, memberId);
    const email = checkEmail(form.email, await system.registerRules(), language);
    await checkLoginPassword(account, form.password);
    if (await emailTakenByOther(pool, brandId, email, memberId)) throw new AppError('error_email_taken');
    await verification.consumeCode(emailDestination(email), 'bind', form.verificationCode, memberId);
    await inTransaction(pool, async (client) => {
      await lockContact(client, brandId, `email:${emailDestination(email)}`);
      if (await emailTakenByOther(client, brandId, email, memberId)) throw new AppError('error_email_taken');
      await updateEmail(client, memberId, email);
    });
  }

  return { overview, sendMobileCode, bindMobile, sendEmailCode, bindEmail };
}

export type MemberContacts = ReturnType<typeof createMemberContacts>;
