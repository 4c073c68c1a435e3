// What auth needs of other domains, stated here so that it imports none of them: the composition
// root hands in the member service, the system's switches, the verification domain and the inbox,
// each of which satisfies these shapes.
import type { Queryable } from '../platform/database/pool.ts';

/** A member account as a login looks at it (the member domain's login row). */
export interface LoginAccount {
  id: bigint;
  username: string;
  password_hash: string;
  type: number;
  status: 'active' | 'locked' | 'closed';
  first_time_login: boolean;
  password_changed_at: Date;
  locked_until: Date | null;
  is_demo: boolean;
}

/** The member behind a session. */
export interface SessionAccount {
  id: bigint;
  username: string;
  type: number;
  status: 'active' | 'locked' | 'closed';
}

/** The member domain, as auth uses it: accounts to log in to, and the few it creates. */
export interface AuthMembers {
  findForLogin(username: string): Promise<LoginAccount | undefined>;
  findForMobileLogin(mobile: string): Promise<LoginAccount | undefined>;
  findForLoginById(id: bigint): Promise<LoginAccount | undefined>;
  findForSession(id: bigint): Promise<SessionAccount | undefined>;
  /** What a login challenge can ask for: the bound number and address, the real name. */
  challengeContacts(
    id: bigint,
  ): Promise<{ mobile: string | null; email: string | null; payee_name: string | null } | undefined>;
  recordLoginFailures(id: bigint, failedLogins: number, lockedUntil: Date | null): Promise<unknown>;
  recordLoginSuccess(id: bigint, ip: string): Promise<unknown>;
  /** A free-play (guest) account. */
  createDemoMember(): Promise<{ id: bigint }>;
  /** An account made by a social login (a password nobody knows until the member sets one). */
  createSocialMember(profile: {
    usernamePrefix: string;
    nickname: string | null;
    email: string | null;
  }): Promise<{ id: bigint }>;
}

/** The system domain's feature switches (`@lotus/contract/system/schemas` featureSwitches). */
export interface AuthSwitches {
  isFeatureOn(modId: string): Promise<boolean>;
}

/** The verification domain: the codes a login by SMS and a login challenge are answered with. */
export interface AuthVerification {
  /** The number in its stored form (error_phone_missing, error_phone_invalid). */
  phoneOf(value: string | undefined): Promise<string>;
  /** Uses the newest code (error_code_missing, error_code_invalid, error_code_expired). */
  consumeCode(
    destination: string,
    purpose: 'login' | 'ip',
    code: string | undefined,
    memberId?: bigint | null,
  ): Promise<unknown>;
  /** Sends a code to a member's bound number or address (the resend limits of every code apply). */
  sendMemberCode(
    memberId: bigint,
    to: { channel: 'sms' | 'email'; destination: string; purpose: 'ip' },
    language: string,
  ): Promise<void>;
  /** The answer of every call that sent a code. */
  codeSent: { sent: true; resendAfterSeconds: number; expiresInSeconds: number };
}

/** The inbox (messages domain): the owner is told of a burst of failed logins on their account. */
export interface AuthMessages {
  /** Sends inside the caller's transaction (the claim that makes it one message, not one per failure). */
  sendWithin(
    db: Queryable,
    message: { memberId: bigint; kind: 'login_failures_burst'; params: Record<string, string> },
  ): Promise<void>;
}
