import { randomBytes } from 'node:crypto';
import type { OperatorSelf, OperatorSession, OperatorSignInStarted } from '@lotus/contract/operators';
import { operatorPermissions } from '@lotus/contract/operator-permissions';
import type { OperatorRole } from '@lotus/contract/operator-permissions';
import { hashPassword, verifyPassword } from '../../platform/crypto/password.ts';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import { insertAudit } from '../../platform/database/audit.ts';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Pool, Queryable } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { newOperatorToken, operatorTokenHash } from '../access/tokens.ts';
import { selectRolePermissions } from '../accounts/tables.ts';
import {
  claimTotpStep,
  countRecoveryCodes,
  insertSession,
  insertTicket,
  markSignedIn,
  markTotpEnrolled,
  replaceRecoveryCodes,
  revokeSession,
  revokeSessions,
  selectPasswordHash,
  selectSignInAccountById,
  selectSignInAccountByName,
  setPendingTotpSecret,
  spendRecoveryCode,
  spendTicket,
  updatePasswordHash,
} from './tables.ts';
import type { SignInAccountRow } from './tables.ts';
import { matchingStep, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpFor } from './totp.ts';

/** Between the password and the code. */
export const ticketLifetimeSeconds = 5 * 60;
/** A console session. */
export const sessionLifetimeSeconds = 12 * 60 * 60;

/** Where a sign-in comes from (the session and the audit keep it). */
export interface SignInOrigin {
  requestId: string;
  ip: string;
  userAgent: string | undefined;
}

// Verified against when the name is unknown, so an unknown name costs the same argon2 time as a
// wrong password and the answer's timing does not tell which it was.
let dummyHash: Promise<string> | undefined;

/** The permissions of a role in the catalogue's order. */
async function permissionsOf(db: Queryable, role: OperatorRole) {
  const held = new Set(await selectRolePermissions(db, role));
  return operatorPermissions.filter((permission) => held.has(permission));
}

export async function selfOf(
  db: Queryable,
  account: Pick<SignInAccountRow, 'id' | 'username' | 'display_name' | 'role'>,
): Promise<OperatorSelf> {
  return {
    id: account.id,
    username: account.username,
    displayName: account.display_name,
    role: account.role,
    permissions: await permissionsOf(db, account.role),
  };
}

/** The operator behind an operator call (the guard answers one for every call of scope operator). */
export function operatorIdOf(caller: OperatorContext): bigint {
  if (caller.operatorId === null) throw new AppError('error_operator_unauthorized');
  return caller.operatorId;
}

/**
 * The operators' sign-in: the password answers a ticket (5 minutes, spent by the second step
 * whatever its answer), and a TOTP code (or a recovery code) turns the ticket into a 12-hour
 * console session. TOTP is required from the first sign-in: until it is enrolled, the password
 * step answers the authenticator's secret, and the first good code confirms it.
 */
export function createOperatorSignIn(deps: { pool: Pool; brandId: number; box: SecretBox; issuer: string }) {
  const { pool, brandId, box, issuer } = deps;

  /**
   * The pending or enrolled secret, opened; null when there is none or it was sealed with another
   * SECRET_KEY (a pending one is then replaced; an enrolled one leaves only the recovery codes).
   */
  function secretFor(account: SignInAccountRow): string | null {
    if (account.totp_secret === null) return null;
    try {
      return box.open(account.totp_secret);
    } catch {
      return null;
    }
  }

  async function start(request: { username: string; password: string }): Promise<OperatorSignInStarted> {
    const account = await selectSignInAccountByName(pool, brandId, request.username);
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    const passwordOk = await verifyPassword(account?.password_hash ?? (await dummyHash), request.password);
    if (!account || !passwordOk) throw new AppError('error_wrong_account_or_password');
    if (account.disabled_at !== null) throw new AppError('error_operator_disabled');
    const id = BigInt(account.id);

    let enrolment: OperatorSignInStarted['enrolment'] = null;
    if (account.totp_enrolled_at === null) {
      // The first sign-in (or one that did not finish): the same pending secret is shown again, so
      // an authenticator that already scanned it stays right.
      let secret = secretFor(account);
      if (secret === null) {
        secret = newTotpSecret();
        await setPendingTotpSecret(pool, id, box.seal(secret));
      }
      enrolment = { secret, otpauthUrl: totpFor(secret, issuer, account.username).toString() };
    }

    const ticket = newOperatorToken('session');
    await insertTicket(pool, id, operatorTokenHash(ticket), ticketLifetimeSeconds);
    return { ticket, next: enrolment === null ? 'totp' : 'enrol', enrolment };
  }

  /** Spends the ticket (whatever follows) and answers its operator, still allowed to sign in. */
  async function redeem(ticket: string): Promise<SignInAccountRow> {
    const operatorId = await spendTicket(pool, operatorTokenHash(ticket));
    if (operatorId === undefined) throw new AppError('error_operator_sign_in_expired');
    const account = await selectSignInAccountById(pool, brandId, operatorId);
    if (!account) throw new AppError('error_operator_sign_in_expired');
    if (account.disabled_at !== null) throw new AppError('error_operator_disabled');
    return account;
  }

  /** Opens the session and writes the sign-in's audit row, in the caller's transaction. */
  async function openSession(
    db: Queryable,
    account: SignInAccountRow,
    origin: SignInOrigin,
    how: 'totp' | 'recovery',
    detail: Record<string, unknown>,
  ): Promise<Omit<OperatorSession, 'recoveryCodes'>> {
    const id = BigInt(account.id);
    const token = newOperatorToken('session');
    const session = await insertSession(db, {
      operatorId: id,
      tokenHash: operatorTokenHash(token),
      ip: origin.ip,
      userAgent: origin.userAgent?.slice(0, 400) ?? null,
      lifetimeSeconds: sessionLifetimeSeconds,
    });
    await markSignedIn(db, id);
    await insertAudit(db, {
      brandId,
      action: 'operator.signIn',
      context: {
        requestId: origin.requestId,
        operatorId: id,
        username: account.username,
        role: account.role,
        sessionId: session.id,
        ip: origin.ip,
      },
      target: `operator ${account.username}`,
      detail: { how, userAgent: origin.userAgent?.slice(0, 400) ?? null, ...detail },
    });
    return {
      token,
      expiresAt: session.expiresAt.toISOString(),
      operator: await selfOf(db, account),
    };
  }

  async function finish(
    request: { ticket: string; code: string },
    origin: SignInOrigin,
  ): Promise<OperatorSession> {
    const account = await redeem(request.ticket);
    const secret = secretFor(account);
    if (secret === null) throw new AppError('error_code_invalid');
    const step = matchingStep(totpFor(secret, issuer, account.username), request.code.trim());
    if (step === null) throw new AppError('error_code_invalid');
    const id = BigInt(account.id);
    return inTransaction(pool, async (client) => {
      if (!(await claimTotpStep(client, id, step))) throw new AppError('error_code_invalid');
      let recoveryCodes: string[] | null = null;
      if (account.totp_enrolled_at === null && (await markTotpEnrolled(client, id))) {
        recoveryCodes = newRecoveryCodes();
        await replaceRecoveryCodes(client, id, recoveryCodes.map(recoveryCodeHash));
      }
      const session = await openSession(client, account, origin, 'totp', {
        totpEnrolled: recoveryCodes !== null,
      });
      return { ...session, recoveryCodes };
    });
  }

  async function recover(
    request: { ticket: string; recoveryCode: string },
    origin: SignInOrigin,
  ): Promise<OperatorSession> {
    const account = await redeem(request.ticket);
    if (account.totp_enrolled_at === null) throw new AppError('error_code_invalid');
    const id = BigInt(account.id);
    return inTransaction(pool, async (client) => {
      if (!(await spendRecoveryCode(client, id, recoveryCodeHash(request.recoveryCode.trim())))) {
        throw new AppError('error_code_invalid');
      }
      const recoveryCodesLeft = await countRecoveryCodes(client, id);
      const session = await openSession(client, account, origin, 'recovery', { recoveryCodesLeft });
      return { ...session, recoveryCodes: null };
    });
  }

  async function self(caller: OperatorContext): Promise<OperatorSelf> {
    const account = await selectSignInAccountById(pool, brandId, operatorIdOf(caller));
    if (!account) throw new AppError('error_operator_unauthorized');
    return selfOf(pool, account);
  }

  /** Signs out: the caller's console session ends (an API token has none: nothing happens). */
  async function end(caller: OperatorContext): Promise<null> {
    const { sessionId } = caller;
    if (sessionId === null) return null;
    await inTransaction(pool, async (client) => {
      if (!(await revokeSession(client, sessionId))) return;
      await insertAudit(client, {
        brandId,
        action: 'operator.signOut',
        context: caller,
        target: `operator ${caller.username ?? ''}`,
        before: { session: sessionId.toString(), open: true },
        after: { session: sessionId.toString(), open: false },
      });
    });
    return null;
  }

  /** A new password (argon2id); every other console session of the operator ends. */
  async function changePassword(
    caller: OperatorContext,
    request: { oldPassword: string; newPassword: string },
  ): Promise<null> {
    const id = operatorIdOf(caller);
    const currentHash = await selectPasswordHash(pool, id);
    if (currentHash === undefined || !(await verifyPassword(currentHash, request.oldPassword))) {
      throw new AppError('error_wrong_password');
    }
    const newHash = await hashPassword(request.newPassword);
    await inTransaction(pool, async (client) => {
      await updatePasswordHash(client, id, newHash);
      const sessionsEnded = await revokeSessions(client, id, caller.sessionId);
      // Never the password or its hash: only that it changed, and what it ended.
      await insertAudit(client, {
        brandId,
        action: 'operator.passwordChanged',
        context: caller,
        target: `operator ${caller.username ?? ''}`,
        before: { otherSessionsOpen: sessionsEnded },
        after: { otherSessionsOpen: 0 },
        detail: { sessionsEnded },
      });
    });
    return null;
  }

  return { start, finish, recover, self, end, changePassword };
}

export type OperatorSignIn = ReturnType<typeof createOperatorSignIn>;
