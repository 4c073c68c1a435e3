import type { OpenAccount } from '@lotus/contract/agents';
import type { RegisterRequest } from '@lotus/contract/auth';
import { hashPassword } from '../../platform/crypto/password.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { isUniqueViolation } from '../../platform/database/errors.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { SystemService } from '../../system/index.ts';
import { checkRegisterFields } from '../registration-rules.ts';
import { insertMember, usernameExists } from '../tables.ts';

/**
 * An account an agent opens directly below itself (the agent centre's "open account"): the
 * brand's rules for the name and the password, a plain member or an agent (type 1), and the
 * first-login obligation, so the person behind it chooses a password the agent does not know.
 */
export function createDownlineAccounts(deps: { pool: Pool; brandId: number; system: SystemService }) {
  const { pool, brandId, system } = deps;

  async function open(
    agentId: bigint,
    form: OpenAccount,
    language: string,
  ): Promise<{ id: bigint; username: string; type: number }> {
    const fields = new Set(['username', 'password', 'confirmPassword']);
    const rules = (await system.registerRules()).filter((rule) => fields.has(rule.field));
    const asRegistration = {
      username: form.username,
      password: form.password,
      confirmPassword: form.confirmPassword,
    } as RegisterRequest;
    checkRegisterFields(asRegistration, rules, language);
    if (await usernameExists(pool, brandId, form.username)) throw new AppError('error_username_taken');
    const type = form.kind === 'agent' ? 1 : 0;
    try {
      const id = await insertMember(pool, brandId, {
        username: form.username,
        passwordHash: await hashPassword(form.password),
        email: null,
        mobile: null,
        payeeName: null,
        uplineId: agentId,
        type,
        firstTimeLogin: true,
      });
      return { id, username: form.username, type };
    } catch (error) {
      if (isUniqueViolation(error, 'members_username_unique')) throw new AppError('error_username_taken');
      throw error;
    }
  }

  return { open };
}

export type DownlineAccounts = ReturnType<typeof createDownlineAccounts>;
