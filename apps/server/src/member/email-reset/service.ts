import type { EmailResetCodeRequest, EmailResetPasswordRequest } from '@lotus/contract/auth';
import { translateMessage } from '@lotus/i18n/messages';
import { hashPassword } from '../../platform/crypto/password.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { SystemService } from '../../system/index.ts';
import type { MemberCodes } from '../needs.ts';
import { emailDestination } from '../contacts/service.ts';
import { selectActiveIdsByEmail, selectResetAccountByEmail } from '../contacts/tables.ts';
import { checkEmail } from '../security-centre/fields.ts';
import { checkNewPasswordFields } from '../registration-rules.ts';
import { updatePassword } from '../tables.ts';

/**
 * The reset of the login password by email. Neither step tells whether an account has the name or
 * the address: the limits, the answers and the refusals are the same either way.
 */
export function createEmailReset(deps: {
  pool: Pool;
  brandId: number;
  system: SystemService;
  verification: MemberCodes;
}) {
  const { pool, brandId, system, verification } = deps;

  /**
   * A 'reset' code to the address when an active account has both the name and the address; else
   * the send is only counted. Answers whether a message left (for the log, never the caller).
   */
  async function sendCode(form: EmailResetCodeRequest, language: string): Promise<{ delivered: boolean }> {
    const username = form.username?.trim() ?? '';
    const email = checkEmail(form.email, await system.registerRules(), language);
    if (username === '') {
      const label = translateMessage(language, 'auth.username');
      throw new AppError('error_validation', {
        fields: { username: translateMessage(language, 'validation.required', { field: label }) },
      });
    }
    const destination = emailDestination(email);
    const memberId = await selectResetAccountByEmail(pool, brandId, username, email);
    if (memberId === undefined) {
      await verification.issueUndelivered(destination, 'reset');
      return { delivered: false };
    }
    await verification.sendMemberCode(
      memberId,
      { channel: 'email', destination, purpose: 'reset' },
      language,
    );
    return { delivered: true };
  }

  /**
   * The new password for the account the code was sent for; answers its id. The code is looked up
   * as the one account with the address asked for it, so a send for a wrong name (which is only
   * counted) cannot void the owner's code. No account answers as a wrong code.
   */
  async function resetPassword(form: EmailResetPasswordRequest, language: string): Promise<bigint> {
    const rules = await system.registerRules();
    const email = checkEmail(form.email, rules, language);
    // The rules come before the code, so a refused password does not cost the member the code.
    checkNewPasswordFields(form.newPassword, form.confirmPassword, rules, language);
    const destination = emailDestination(email);
    const candidates = await selectActiveIdsByEmail(pool, brandId, email);
    const only = candidates.length === 1 ? (candidates[0] ?? null) : null;
    const { memberId } = await verification.consumeCode(destination, 'reset', form.verificationCode, only);
    if (memberId === null || !candidates.includes(memberId)) throw new AppError('error_code_invalid');
    await updatePassword(pool, memberId, await hashPassword(form.newPassword));
    return memberId;
  }

  return { sendCode, resetPassword };
}

export type EmailReset = ReturnType<typeof createEmailReset>;
