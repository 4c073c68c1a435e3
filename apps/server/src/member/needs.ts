import type { CaptchaAnswer, SmsSent } from '@lotus/contract/auth';
import type { CallRouteOptions } from '../platform/http/calls.ts';
import type { Site } from '../platform/http/security-headers.ts';

/**
 * What the member domain needs of auth: the sessions a registration opens and a password change or
 * reset ends, and the captcha of the registration form. Auth needs the members (it logs them in), so
 * the member domain never imports auth: the composition root hands these in.
 */
export interface MemberSessions {
  /** A session for a member who just registered; answers its token. */
  open(
    memberId: bigint,
    context: { site: Site; ip: string; userAgent: string | undefined },
    options: { method: 'register'; mustChangePassword?: boolean },
  ): Promise<string>;
  /** error_captcha_required or error_captcha_check_failed unless the answer is right. */
  checkCaptcha(answer: CaptchaAnswer | undefined): Promise<void>;
  /** After a password change: the member's other sessions end, the caller's may do everything again. */
  passwordChanged(memberId: bigint, keepSessionId: bigint): Promise<void>;
  /** After a reset: every session of the member ends. */
  revokeAll(memberId: bigint): Promise<void>;
}

/**
 * What the member domain needs of verification: the codes a mobile registration, a password reset,
 * a new number or address and the payment password's reset are sent with and spent by. Verification
 * looks members up (a number's account, a name's), so it is the one that imports member, never the
 * other way round.
 */
export interface MemberCodes {
  /** The number in its stored form, or error_phone_missing / error_phone_invalid. */
  phoneOf(value: string | undefined): Promise<string>;
  /** A code for one member's action, to a destination the caller has checked; only that member can spend it. */
  sendMemberCode(
    memberId: bigint,
    to: { channel: 'sms' | 'email'; destination: string; purpose: 'bind' | 'payment' | 'reset' },
    language: string,
  ): Promise<void>;
  /** Counts a send within the limits without sending anything (the reset by email for an unknown account). */
  issueUndelivered(destination: string, purpose: 'reset'): Promise<void>;
  /** Spends the newest code for `purpose`; answers the member it was sent for (null when sent without one). */
  consumeCode(
    destination: string,
    purpose: 'register' | 'reset' | 'bind' | 'payment',
    code: string | undefined,
    memberId?: bigint | null,
  ): Promise<{ memberId: bigint | null }>;
  /** What every "code sent" call answers, whichever channel the code went by. */
  readonly codeSent: SmsSent;
}

type RateLimit = CallRouteOptions<unknown>['rateLimit'];

/** The per-client limits of the member's calls, shared with the other domains' calls of the same kind. */
export interface MemberRateLimits {
  /** Calls that check a password (auth's credential limit). */
  credential: RateLimit;
  /** Calls that send a code (verification's limit: each message costs money and reaches a phone). */
  code: RateLimit;
}
