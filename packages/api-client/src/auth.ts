import type {
  CaptchaPurpose,
  LoginRequest,
  MobileLoginRequest,
  MobileRegisterRequest,
  RegisterRequest,
} from '@lotus/contract/auth';
import type { ChallengeAnswerRequest } from '@lotus/contract/login-challenge';
import {
  changePassword,
  getCaptcha,
  getMemberInfo,
  logInAsGuest,
  logOut,
  registerMember,
  registerMemberByMobile,
  resetPassword,
  sendLoginOrResetCode,
  sendPasswordResetEmail,
  sendRegistrationCode,
} from '@lotus/contract/auth';
import { answerLoginChallenge, logIn, sendLoginChallengeCode } from '@lotus/contract/login-challenge';
import type { ApiClient } from './client.ts';

/** Sign-in, registration and the member's own record (spec section 7). */
export function authApi(client: ApiClient) {
  return {
    /** A session, or (`verificationRequired`) a challenge to answer with answerChallenge first. */
    login: (request: LoginRequest) => client.call(logIn, { body: request }),
    register: (request: RegisterRequest) => client.call(registerMember, { body: request }),
    loginByCode: (request: MobileLoginRequest) => client.call(logIn, { body: request }),
    sendChallengeCode: (challengeId: string, factor: 'sms' | 'email') =>
      client.call(sendLoginChallengeCode, { body: { challengeId, factor } }),
    answerChallenge: (request: ChallengeAnswerRequest) =>
      client.call(answerLoginChallenge, { body: request }),
    registerMobile: (request: MobileRegisterRequest) =>
      client.call(registerMemberByMobile, { body: request }),
    sendRegisterCode: (mobileNum: string) => client.call(sendRegistrationCode, { body: { mobileNum } }),
    sendLoginCode: (mobileNum: string, purpose: 'login' | 'reset') =>
      client.call(sendLoginOrResetCode, { body: { mobileNum, purpose } }),
    changePassword: (request: { oldPassword: string; newPassword: string; confirmPassword: string }) =>
      client.call(changePassword, { body: request }),
    resetPasswordBySms: (request: {
      mobileNum: string;
      verificationCode: string;
      newPassword: string;
      confirmPassword: string;
    }) => client.call(resetPassword, { body: request }),
    /** Spec: "POST (form)". The answer is the same whether or not the account and address match. */
    sendResetEmail: (username: string, email: string) =>
      client.call(sendPasswordResetEmail, { body: { username, email } }),
    resetPasswordByEmail: (request: {
      email: string;
      verificationCode: string;
      newPassword: string;
      confirmPassword: string;
    }) => client.call(resetPassword, { body: request }),
    /** Spec: payload os, platform W, an encrypted random value, gateway version 3. */
    freePlay: async () => {
      const random = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
        byte.toString(16).padStart(2, '0'),
      ).join('');
      const os = typeof navigator === 'undefined' ? 'unknown' : navigator.platform || 'unknown';
      return client.call(logInAsGuest, {
        body: { os, platform: 'W', random: await client.encryptValue(random), gatewayVersion: 3 },
      });
    },
    logout: () => client.call(logOut),
    memberInfo: () => client.call(getMemberInfo),
    /** A proof-of-work challenge for the purpose (decision 0011); the app-shell's useCaptcha solves it. */
    captcha: (purpose: CaptchaPurpose) => client.call(getCaptcha, { query: { purpose } }),
  };
}

export type AuthApi = ReturnType<typeof authApi>;
