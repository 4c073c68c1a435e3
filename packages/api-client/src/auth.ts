import type { Captcha, LoginRequest, LoginResponse, MemberInfo, RegisterRequest } from '@lotus/contract';
import type { ApiClient } from './client.ts';

/** Sign-in, registration and the member's own record (spec section 7). */
export function authApi(client: ApiClient) {
  return {
    login: (request: LoginRequest) =>
      client.post<LoginResponse>('/wps/session/login', { json: request, encrypt: true }),
    register: (request: RegisterRequest) =>
      client.put<LoginResponse>('/wps/member/register', { json: request, encrypt: true }),
    logout: () => client.delete<{ loggedOut: true }>('/wps/session/logout'),
    memberInfo: () => client.get<MemberInfo>('/wps/member/info'),
    captcha: () => client.get<Captcha>('/wps/captcha'),
  };
}

export type AuthApi = ReturnType<typeof authApi>;
