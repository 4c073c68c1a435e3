import type { SecretBox } from '../platform/crypto/secret-box.ts';
import type { Pool } from '../platform/database/pool.ts';
import { createCaptchaService } from './captcha/service.ts';
import { createChallengeService } from './challenge/service.ts';
import { createLoginService } from './login.ts';
import { createSecurityService } from './security/service.ts';
import { createSessionService } from './sessions.ts';
import type { AuthMembers, AuthMessages, AuthSwitches, AuthVerification } from './needs.ts';
import { createLoginThrottle } from './throttle/service.ts';
import { createTotpService } from './totp/service.ts';

/** The auth domain: captchas, sessions, login and its protection. */
export function createAuthService(deps: {
  pool: Pool;
  brandId: number;
  members: AuthMembers;
  system: AuthSwitches;
  verification: AuthVerification;
  messages: AuthMessages;
  box: SecretBox;
  /** Signs the stored captcha challenges (a key derived from it). */
  secretKey: string;
  brandName: string;
  /** Refuses a login while the member may not log in (player protection); called before a session opens. */
  admissionCheck?: (memberId: bigint) => Promise<void>;
  /** Free play: the new guest's starting play money. */
  playMoney?: { grantStart(memberId: bigint): Promise<unknown> };
}) {
  const captchas = createCaptchaService({ db: deps.pool, secretKey: deps.secretKey });
  const sessions = createSessionService({
    db: deps.pool,
    brandId: deps.brandId,
    admissionCheck: deps.admissionCheck,
  });
  const totp = createTotpService({ ...deps });
  const challenges = createChallengeService({ ...deps, totp });
  const { login, loginByCode, freePlay, admitMember, passChallenge, sendChallengeCode } = createLoginService({
    db: deps.pool,
    members: deps.members,
    system: deps.system,
    verification: deps.verification,
    captchas,
    sessions,
    challenges,
    throttle: createLoginThrottle({ pool: deps.pool, brandId: deps.brandId, messages: deps.messages }),
    playMoney: deps.playMoney,
  });
  const security = createSecurityService(deps.pool, deps.brandId);
  return {
    issueCaptcha: captchas.issue,
    checkCaptcha: captchas.check,
    login,
    loginByCode,
    freePlay,
    /** Logs in a member identified by another domain (social login): gates, challenge, session. */
    admitMember,
    passChallenge,
    sendChallengeCode,
    totp,
    openSession: sessions.open,
    authenticate: sessions.authenticate,
    revokeSession: sessions.revoke,
    /** The member changed the password in this session: the others end, this one is no longer held. */
    passwordChanged: sessions.passwordChanged,
    revokeAllSessions: sessions.revokeAll,
    activeSessions: security.activeSessions,
    endSession: security.endSession,
    loginHistory: security.loginHistory,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
