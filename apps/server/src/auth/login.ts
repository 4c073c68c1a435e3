import { featureSwitches } from '@lotus/contract/system/schemas';
import type { CaptchaAnswer, LoginRequest, LoginResponse, MobileLoginRequest } from '@lotus/contract/auth';
import type { ChallengeAnswerRequest, LoginResult } from '@lotus/contract/login-challenge';
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '../platform/crypto/password.ts';
import type { Queryable } from '../platform/database/pool.ts';
import { AppError } from '../platform/http/app-error.ts';
import type { Site } from '../platform/http/security-headers.ts';
import type { CaptchaService } from './captcha/service.ts';
import { selectIpStanding } from './challenge/tables.ts';
import type { ChallengeService } from './challenge/service.ts';
import type { AuthMembers, AuthSwitches, AuthVerification, LoginAccount } from './needs.ts';
import type { LoginMethod } from './security/tables.ts';
import type { SessionService } from './sessions.ts';
import type { LoginSource, LoginThrottle } from './throttle/service.ts';

/** Product notes: a password is good for 90 days when the brand forces its change. */
export const loginRules = {
  passwordLifetimeMs: 90 * 24 * 60 * 60_000,
} as const;

/** Agent-only types have no player wallet: they run a team and cannot play (docs/decisions/0005). */
const agentOnlyTypes: ReadonlySet<number> = new Set([41, 42]);
const agentTypeSet: ReadonlySet<number> = new Set([1, 2, 4, 41, 42]);

// Verified against when the account does not exist, so both answers take as long.
let dummyHash: Promise<string> | undefined;

function refuseOnSite(site: Site, type: number): void {
  if (site === 'agent' && !agentTypeSet.has(type)) throw new AppError('error_not_agent');
  if (site === 'member' && agentOnlyTypes.has(type)) throw new AppError('error_not_member');
}

/** Looks the account up once, however many gates ask for it. */
function once(find: () => Promise<LoginAccount | undefined>): () => Promise<LoginAccount | undefined> {
  let found: Promise<LoginAccount | undefined> | undefined;
  return () => (found ??= find());
}

export function createLoginService(deps: {
  db: Queryable;
  members: AuthMembers;
  system: AuthSwitches;
  verification: AuthVerification;
  captchas: CaptchaService;
  sessions: SessionService;
  challenges: ChallengeService;
  throttle: LoginThrottle;
  /** Free play: the new guest's starting play money (decision 0018). */
  playMoney?: { grantStart(memberId: bigint): Promise<unknown> };
}) {
  const { db, members, system, verification, captchas, sessions, challenges, throttle } = deps;
  type Context = { site: Site; ip: string; userAgent: string | undefined };

  async function recordFailure(
    source: LoginSource,
    accountId: bigint | undefined,
    attempt: { context: Context; method: LoginMethod },
  ): Promise<void> {
    if (accountId !== undefined) await sessions.recordFailedLogin(accountId, attempt.context, attempt.method);
    const recent = await throttle.recordFailure(source, accountId);
    if (accountId !== undefined) await members.recordLoginFailures(accountId, recent, null);
  }

  /**
   * The gates every login passes before its credential is looked at: the source's wait, then the
   * captcha when one is due. Answers the account, looked up past the captcha (or, for the owner's
   * exemption, when the address waits) so names cannot be probed in bulk.
   */
  async function passGates(
    source: LoginSource,
    captcha: CaptchaAnswer | undefined,
    findAccount: () => Promise<LoginAccount | undefined>,
  ): Promise<LoginAccount | undefined> {
    const { captchaNeeded } = await throttle.gate(source, async () => {
      const account = await findAccount();
      return account !== undefined && (await selectIpStanding(db, account.id, source.ip)).known;
    });
    if (captchaNeeded || (await system.isFeatureOn(featureSwitches.loginCaptcha))) {
      await captchas.check(captcha, 'login');
    }
    return findAccount();
  }

  /** The session, once every gate and challenge is passed. */
  async function openSession(
    account: LoginAccount,
    context: Context,
    method: LoginMethod,
  ): Promise<LoginResponse> {
    const expiryForced = await system.isFeatureOn(featureSwitches.passwordExpiryForceChange);
    const passwordExpired =
      expiryForced && Date.now() - account.password_changed_at.getTime() > loginRules.passwordLifetimeMs;
    const mustChangePassword = account.first_time_login || passwordExpired;
    // The session first: a login it refuses (a member on a break) is no successful login.
    const token = await sessions.open(account.id, context, { method, mustChangePassword });
    await members.recordLoginSuccess(account.id, context.ip);
    return {
      token,
      firstTimeLogin: account.first_time_login,
      passwordExpired,
      isAgent: String(account.type),
    };
  }

  /** The site gates, then the second factor when one is due, then the session. */
  async function admit(
    usernameKey: string,
    account: LoginAccount,
    context: Context,
    method: LoginMethod,
  ): Promise<LoginResult> {
    if (account.status !== 'active') throw new AppError('error_operation_not_allowed');
    refuseOnSite(context.site, account.type);
    await throttle.forgive({ usernameKey, ip: context.ip });
    return (await challenges.challengeFor(account, context, method)) ?? openSession(account, context, method);
  }

  /**
   * The answer to a login challenge: right, the session opens (the IP becomes known); wrong, it
   * counts against the challenge and goes into the login history.
   */
  async function passChallenge(request: ChallengeAnswerRequest, context: Context): Promise<LoginResponse> {
    const outcome = await challenges.pass(request, context);
    if (outcome.wrong) {
      await sessions.recordFailedLogin(outcome.memberId, context, 'password');
      throw new AppError(request.factor === 'payee' ? 'error_verification_failed' : 'error_code_invalid');
    }
    const account = await members.findForLoginById(outcome.memberId);
    if (!account || account.status !== 'active') throw new AppError('error_operation_not_allowed');
    refuseOnSite(context.site, account.type);
    return openSession(account, context, outcome.method);
  }

  async function login(request: LoginRequest, context: Context): Promise<LoginResult> {
    const source = { usernameKey: request.username.toLowerCase(), ip: context.ip };
    const account = await passGates(
      source,
      request.captcha,
      once(() => members.findForLogin(request.username)),
    );
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    const passwordOk = await verifyPassword(account?.password_hash ?? (await dummyHash), request.password);
    // A free-play account never logs in with a password (its hash is of random bytes nobody knows).
    if (!account || account.is_demo || !passwordOk) {
      await recordFailure(source, account?.id, { context, method: 'password' });
      throw new AppError('error_wrong_account_or_password');
    }
    return admit(source.usernameKey, account, context, 'password');
  }

  /**
   * Login with a code sent by SMS (switch login.smsCode). The number is the "name" the failures
   * count against, so a wrong code weighs like a wrong password.
   */
  async function loginByCode(request: MobileLoginRequest, context: Context): Promise<LoginResult> {
    if (!(await system.isFeatureOn(featureSwitches.verificationCodeLogin))) {
      throw new AppError('error_operation_not_allowed');
    }
    const phone = await verification.phoneOf(request.mobileNum);
    const source = { usernameKey: phone, ip: context.ip };
    const account = await passGates(
      source,
      request.captcha,
      once(() => members.findForMobileLogin(phone)),
    );
    try {
      await verification.consumeCode(phone, 'login', request.verificationCode);
      // A code can only have been sent to a number with an account; this guards the impossible.
      if (!account) throw new AppError('error_code_invalid');
    } catch (error) {
      if (error instanceof AppError) await recordFailure(source, account?.id, { context, method: 'sms' });
      throw error;
    }
    return admit(phone, account, context, 'sms');
  }

  /**
   * Free play (switch login.freePlay): a new guest account with its starting play money and a
   * session on the member site. The route has already checked the request's encrypted random value.
   */
  async function freePlay(context: Context): Promise<LoginResponse> {
    if (!(await system.isFeatureOn(featureSwitches.freePlay)) || context.site !== 'member') {
      throw new AppError('error_operation_not_allowed');
    }
    const guest = await members.createDemoMember();
    // Play money to play with (once per guest: the grant is keyed by the member).
    await deps.playMoney?.grantStart(guest.id);
    await members.recordLoginSuccess(guest.id, context.ip);
    const token = await sessions.open(guest.id, context, { method: 'freeplay' });
    return { token, firstTimeLogin: false, passwordExpired: false, isAgent: '0' };
  }

  /**
   * A member another domain has already identified (a social account linked to it): the same site
   * gates and challenge as any login. No password was tried, so no source is slowed.
   */
  async function admitMember(memberId: bigint, context: Context, method: LoginMethod): Promise<LoginResult> {
    const account = await members.findForLoginById(memberId);
    if (!account || account.is_demo) throw new AppError('error_operation_not_allowed');
    return admit(account.username.toLowerCase(), account, context, method);
  }

  return {
    login,
    loginByCode,
    freePlay,
    admitMember,
    passChallenge,
    sendChallengeCode: challenges.sendCode,
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
