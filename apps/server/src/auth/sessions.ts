import { upsertKnownIp } from './challenge/tables.ts';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../platform/database/pool.ts';
import { AppError } from '../platform/http/app-error.ts';
import type { Site } from '../platform/http/security-headers.ts';
import type { SessionEndReason } from '@lotus/contract/live-events';
import type { LoginMethod } from './security/tables.ts';
import { insertLoginHistory } from './security/tables.ts';
import { notifySessionsEnded } from './sessions-ended.ts';
import {
  clearMustChangePassword,
  insertSession,
  revokeMemberSessions,
  revokeSession,
  selectLiveSession,
  touchSession,
} from './tables.ts';

/** Product notes: sessions expire after 7 days without use. */
export const sessionIdleSeconds = 7 * 24 * 60 * 60;

/** Who a request's token belongs to. */
export interface Authenticated {
  sessionId: bigint;
  /** The session must change the password before anything else (first login or an expired password). */
  mustChangePassword: boolean;
  /** `isDemo`: a free-play guest, who plays with play money only (decision 0018). */
  member: { id: bigint; type: number; username: string; isDemo: boolean };
}

function tokenHash(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(header ?? '');
  return match?.[1];
}

export function createSessionService(deps: {
  db: Queryable;
  brandId: number;
  /** Refuses a member who may not log in now (player protection: a time-out or self-exclusion). */
  admissionCheck?: (memberId: bigint) => Promise<void>;
}) {
  const { db, brandId, admissionCheck } = deps;

  /**
   * A new session; the token (256 random bits) is answered once and only its hash is kept. A session
   * opened with `mustChangePassword` can only change the password, read the member info and log out.
   * Every session opened is a successful login, so it goes into the login history with its method.
   * Every login path (password, SMS code, challenge, social, registration) opens its session here,
   * so this is where a member on a break is refused.
   */
  async function open(
    memberId: bigint,
    context: { site: Site; ip: string; userAgent: string | undefined },
    options: { method: LoginMethod; mustChangePassword?: boolean },
  ): Promise<string> {
    await admissionCheck?.(memberId);
    const token = randomBytes(32).toString('base64url');
    const userAgent = context.userAgent?.slice(0, 512) ?? null;
    await insertSession(db, {
      memberId,
      tokenHash: tokenHash(token),
      site: context.site,
      ip: context.ip,
      userAgent,
      mustChangePassword: options.mustChangePassword ?? false,
    });
    await insertLoginHistory(db, {
      memberId,
      site: context.site,
      ip: context.ip,
      userAgent,
      success: true,
      method: options.method,
    });
    // From now on a login from this IP is no new-IP challenge (auth/challenge.ts).
    await upsertKnownIp(db, memberId, context.ip);
    return token;
  }

  /** A failed password or SMS-code attempt on an existing account, for the member's login history. */
  async function recordFailedLogin(
    memberId: bigint,
    context: { site: Site; ip: string; userAgent: string | undefined },
    method: LoginMethod,
  ): Promise<void> {
    await insertLoginHistory(db, {
      memberId,
      site: context.site,
      ip: context.ip,
      userAgent: context.userAgent?.slice(0, 512) ?? null,
      success: false,
      method,
    });
  }

  /**
   * The member behind `Authorization: Bearer <token>`, or error_not_logged_in. A token works only on
   * the site that issued it, so a member-site session never opens the agent site. A session that must
   * change its password is refused (error_verification_required) unless the call is one of the few
   * that `duringPasswordChange` allows.
   */
  async function authenticate(
    request: Pick<FastifyRequest, 'headers' | 'site'>,
    options: { duringPasswordChange?: boolean } = {},
  ): Promise<Authenticated> {
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) throw new AppError('error_not_logged_in');
    // The session and its member in one read: every signed-in call starts here.
    const session = await selectLiveSession(db, brandId, tokenHash(token), sessionIdleSeconds);
    if (!session || session.site !== request.site) throw new AppError('error_not_logged_in');
    if (session.status !== 'active') throw new AppError('error_not_logged_in');
    if (session.must_change_password && options.duringPasswordChange !== true) {
      throw new AppError('error_verification_required');
    }
    // A session seen within the minute is not written: one round trip less on nearly every call.
    if (session.touch_due) await touchSession(db, session.id);
    return {
      sessionId: session.id,
      mustChangePassword: session.must_change_password,
      member: {
        id: session.member_id,
        type: session.type,
        username: session.username,
        isDemo: session.is_demo,
      },
    };
  }

  /** Ends every session of the member but `keepSessionId`, and tells their open pages why. */
  async function endSessions(
    memberId: bigint,
    keepSessionId: bigint | null,
    reason: SessionEndReason,
  ): Promise<void> {
    const ended = await revokeMemberSessions(db, memberId, keepSessionId);
    if (ended > 0) await notifySessionsEnded(db, { brandId, memberId, reason });
  }

  /** After a password change: the other sessions end, the caller's may do everything again. */
  async function passwordChanged(memberId: bigint, keepSessionId: bigint): Promise<void> {
    await endSessions(memberId, keepSessionId, 'password');
    await clearMustChangePassword(db, keepSessionId);
  }

  return {
    open,
    recordFailedLogin,
    authenticate,
    passwordChanged,
    revoke: (sessionId: bigint) => revokeSession(db, sessionId),
    /** Every session of the member ends (a password reset, a break from play), their pages told why. */
    revokeAll: (memberId: bigint, reason: SessionEndReason) => endSessions(memberId, null, reason),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
