import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { featureSwitches } from '@lotus/contract/system/schemas';
import type { RecoveryCodes, TotpSetup, TotpStatus } from '@lotus/contract/login-challenge';
import { verifyPassword } from '../../platform/crypto/password.ts';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuthMembers, AuthSwitches } from '../needs.ts';
import {
  claimStep,
  countRecoveryCodes,
  deleteTotp,
  markTotpEnabled,
  replaceRecoveryCodes,
  selectTotp,
  upsertPendingTotp,
  spendRecoveryCode,
} from './tables.ts';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s; one step of clock drift each way. */
const totpShape = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const driftSteps = 1;
const recoveryCodeCount = 10;
// No 0/o, 1/l/i: a code read off paper is typed right.
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

function recoveryHash(code: string): Buffer {
  return createHash('sha256').update(code.toLowerCase().replaceAll(/[\s-]/g, ''), 'utf8').digest();
}

/** Ten codes like `k7pq2-mx9ra` (50 bits each), answered once; only their hashes are kept. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    let code = '';
    for (let index = 0; index < 10; index += 1) {
      if (index === 5) code += '-';
      code += recoveryAlphabet[randomInt(recoveryAlphabet.length)];
    }
    return code;
  });
}

function isTotpCode(answer: string): boolean {
  return /^\d{6}$/.test(answer);
}

/** The member's authenticator (TOTP): enrolment with a QR code, recovery codes, and checking a code. */
export function createTotpService(deps: {
  pool: Pool;
  box: SecretBox;
  brandName: string;
  members: Pick<AuthMembers, 'findForLoginById'>;
  system: AuthSwitches;
}) {
  const { pool, box, brandName, members, system } = deps;

  function totpFor(sealedSecret: string, label: string): TOTP {
    return new TOTP({
      issuer: brandName,
      label,
      ...totpShape,
      secret: Secret.fromBase32(box.open(sealedSecret)),
    });
  }

  async function status(memberId: bigint): Promise<TotpStatus> {
    const row = await selectTotp(pool, memberId);
    const enabledAt = row?.enabled_at ?? null;
    return {
      enabled: enabledAt !== null,
      enabledAt: enabledAt?.toISOString() ?? null,
      recoveryCodesLeft: enabledAt === null ? 0 : await countRecoveryCodes(pool, memberId),
    };
  }

  async function isEnabled(memberId: bigint): Promise<boolean> {
    return ((await selectTotp(pool, memberId))?.enabled_at ?? null) !== null;
  }

  /** A new secret (160 bits), pending until `enable` sees a code made from it. */
  async function setup(memberId: bigint, username: string): Promise<TotpSetup> {
    // A free-play account has nothing to protect, and no way back in if the phone is lost. The brand
    // offers enrolment with security.ipVerification.totp; accounts enrolled before it was switched
    // off keep being asked for their code (switching it off must not drop anyone's protection).
    if ((await members.findForLoginById(memberId))?.is_demo !== false) {
      throw new AppError('error_operation_not_allowed');
    }
    if (!(await system.isFeatureOn(featureSwitches.ipVerificationTotp))) {
      throw new AppError('error_operation_not_allowed');
    }
    const secret = new Secret({ size: 20 });
    if (!(await upsertPendingTotp(pool, memberId, box.seal(secret.base32))))
      throw new AppError('error_conflict');
    const totp = new TOTP({ issuer: brandName, label: username, ...totpShape, secret });
    return { secret: secret.base32, otpauthUri: totp.toString() };
  }

  /**
   * Whether `code` is a current authenticator code not used before; the step it matched is claimed
   * in the database, so the same code (or a replayed request) never passes twice.
   */
  async function checkCode(memberId: bigint, code: string, requireEnabled: boolean): Promise<boolean> {
    const row = await selectTotp(pool, memberId);
    if (!row || (requireEnabled && row.enabled_at === null) || !isTotpCode(code)) return false;
    const now = Date.now();
    const delta = totpFor(row.secret_encrypted, '').validate({
      token: code,
      timestamp: now,
      window: driftSteps,
    });
    if (delta === null) return false;
    const step = Math.floor(now / 1000 / totpShape.period) + delta;
    return claimStep(pool, memberId, step);
  }

  /** Turns the pending secret on once a code from it is right; answers the recovery codes, once. */
  async function enable(memberId: bigint, code: string): Promise<RecoveryCodes> {
    const row = await selectTotp(pool, memberId);
    if (!row) throw new AppError('error_operation_not_allowed');
    if (row.enabled_at !== null) throw new AppError('error_conflict');
    if (!(await checkCode(memberId, code.trim(), false))) throw new AppError('error_code_invalid');
    const recoveryCodes = newRecoveryCodes();
    await inTransaction(pool, async (client) => {
      await markTotpEnabled(client, memberId);
      await replaceRecoveryCodes(client, memberId, recoveryCodes.map(recoveryHash));
    });
    return { recoveryCodes };
  }

  /** A current code, or one of the unused recovery codes (which is then spent). */
  async function verify(memberId: bigint, answer: string): Promise<boolean> {
    const given = answer.trim();
    if (isTotpCode(given)) return checkCode(memberId, given, true);
    if (!(await isEnabled(memberId)) || given.length < 10 || given.length > 20) return false;
    return spendRecoveryCode(pool, memberId, recoveryHash(given));
  }

  /** Off again: the password and a code (or a recovery code) are both needed. */
  async function disable(memberId: bigint, request: { password: string; code: string }): Promise<void> {
    if (!(await isEnabled(memberId))) throw new AppError('error_operation_not_allowed');
    const account = await members.findForLoginById(memberId);
    if (!account || !(await verifyPassword(account.password_hash, request.password))) {
      throw new AppError('error_wrong_password');
    }
    if (!(await verify(memberId, request.code))) throw new AppError('error_code_invalid');
    await inTransaction(pool, (client) => deleteTotp(client, memberId));
  }

  /** New recovery codes (the old ones stop working), confirmed with a current code. */
  async function renewRecoveryCodes(memberId: bigint, code: string): Promise<RecoveryCodes> {
    if (!(await isEnabled(memberId))) throw new AppError('error_operation_not_allowed');
    if (!(await checkCode(memberId, code.trim(), true))) throw new AppError('error_code_invalid');
    const recoveryCodes = newRecoveryCodes();
    await inTransaction(pool, (client) =>
      replaceRecoveryCodes(client, memberId, recoveryCodes.map(recoveryHash)),
    );
    return { recoveryCodes };
  }

  return { status, isEnabled, setup, enable, verify, disable, renewRecoveryCodes };
}

export type TotpService = ReturnType<typeof createTotpService>;
