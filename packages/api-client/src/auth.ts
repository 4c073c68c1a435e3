import type {
  Captcha,
  LoginRequest,
  LoginResponse,
  MemberInfo,
  MobileLoginRequest,
  MobileRegisterRequest,
  RegisterRequest,
  SmsSent,
} from '@lotus/contract/auth';
import type { ChallengeAnswerRequest, LoginResult } from '@lotus/contract/login-challenge';
import type { ApiClient } from './client.ts';

/** Sign-in, registration and the member's own record (spec section 7). */
export function authApi(client: ApiClient) {
  return {
    /** A session, or (`verificationRequired`) a challenge to answer with answerChallenge first. */
    login: (request: LoginRequest) =>
      client.post<LoginResult>('/wps/session/login', { json: request, encrypt: true }),
    register: (request: RegisterRequest) =>
      client.put<LoginResponse>('/wps/member/register', { json: request, encrypt: true }),
    loginByCode: (request: MobileLoginRequest) =>
      client.post<LoginResult>('/wps/session/login', { json: request, encrypt: true }),
    sendChallengeCode: (challengeId: string, factor: 'sms' | 'email') =>
      client.post<SmsSent>('/wps/session/login/challenge/code', { json: { challengeId, factor } }),
    answerChallenge: (request: ChallengeAnswerRequest) =>
      client.post<LoginResponse>('/wps/session/login/challenge', { json: request, encrypt: true }),
    registerMobile: (request: MobileRegisterRequest) =>
      client.put<LoginResponse>('/wps/member/register/mobile', { json: request, encrypt: true }),
    sendRegisterCode: (mobileNum: string) =>
      client.post<SmsSent>('/wps/verification/sms/register', { json: { mobileNum } }),
    sendLoginCode: (mobileNum: string, purpose: 'login' | 'reset') =>
      client.post<SmsSent>('/wps/verification/sms/noLogin', { json: { mobileNum, purpose } }),
    changePassword: (request: { oldPassword: string; newPassword: string; confirmPassword: string }) =>
      client.post<{ changed: true }>('/wps/member/password', { json: request, encrypt: true }),
    resetPasswordBySms: (request: {
      mobileNum: string;
      verificationCode: string;
      newPassword: string;
      confirmPassword: string;
    }) => client.post<{ reset: true }>('/wps/member/password/verification', { json: request, encrypt: true }),
    /** Spec: "POST (form)". The answer is the same whether or not the account and address match. */
    sendResetEmail: (username: string, email: string) =>
      client.post<SmsSent>('/wps/member/password/email', { form: { username, email } }),
    resetPasswordByEmail: (request: {
      email: string;
      verificationCode: string;
      newPassword: string;
      confirmPassword: string;
    }) => client.post<{ reset: true }>('/wps/member/password/verification', { json: request, encrypt: true }),
    /** Spec: payload os, platform W, an encrypted random value, gateway version 3. */
    freePlay: async () => {
      const random = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
        byte.toString(16).padStart(2, '0'),
      ).join('');
      const os = typeof navigator === 'undefined' ? 'unknown' : navigator.platform || 'unknown';
      return client.post<LoginResponse>('/wps/session/login/freeplay', {
        json: { os, platform: 'W', random: await client.encryptValue(random), gatewayVersion: 3 },
      });
    },
    logout: () => client.delete<{ loggedOut: true }>('/wps/session/logout'),
    memberInfo: () => client.get<MemberInfo>('/wps/member/info'),
    captcha: () => client.get<Captcha>('/wps/captcha'),
  };
}

export type AuthApi = ReturnType<typeof authApi>;
