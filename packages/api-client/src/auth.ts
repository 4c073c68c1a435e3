import type {
  Captcha,
  LoginRequest,
  LoginResponse,
  MemberInfo,
  MobileLoginRequest,
  MobileRegisterRequest,
  RegisterRequest,
  SmsSent,
} from '@lotus/contract';
import type { ApiClient } from './client.ts';

/** Sign-in, registration and the member's own record (spec section 7). */
export function authApi(client: ApiClient) {
  return {
    login: (request: LoginRequest) =>
      client.post<LoginResponse>('/wps/session/login', { json: request, encrypt: true }),
    register: (request: RegisterRequest) =>
      client.put<LoginResponse>('/wps/member/register', { json: request, encrypt: true }),
    loginByCode: (request: MobileLoginRequest) =>
      client.post<LoginResponse>('/wps/session/login', { json: request, encrypt: true }),
    registerMobile: (request: MobileRegisterRequest) =>
      client.put<LoginResponse>('/wps/member/register/mobile', { json: request, encrypt: true }),
    sendRegisterCode: (mobileNum: string) =>
      client.post<SmsSent>('/wps/verification/sms/register', { json: { mobileNum } }),
    sendLoginCode: (mobileNum: string, purpose: 'login' | 'reset') =>
      client.post<SmsSent>('/wps/verification/sms/noLogin', { json: { mobileNum, purpose } }),
    logout: () => client.delete<{ loggedOut: true }>('/wps/session/logout'),
    memberInfo: () => client.get<MemberInfo>('/wps/member/info'),
    captcha: () => client.get<Captcha>('/wps/captcha'),
  };
}

export type AuthApi = ReturnType<typeof authApi>;
