import type { ActiveSession, LoginHistoryEntry, SmsSent } from '@lotus/contract/auth';
import type { RecoveryCodes, TotpSetup, TotpStatus } from '@lotus/contract/login-challenge';
import type { ContactChannel, SecurityOverview } from '@lotus/contract/security-centre';
import type { ApiClient } from './client.ts';

/** The security centre's calls: active sessions (and ending one), recent logins, the authenticator. */
export function securityApi(client: ApiClient) {
  return {
    sessions: () => client.get<ActiveSession[]>('/wps/member/security/sessions'),
    endSession: (id: string) =>
      client.delete<{ ended: true }>(`/wps/member/security/sessions/${encodeURIComponent(id)}`),
    logins: () => client.get<LoginHistoryEntry[]>('/wps/member/security/logins'),
    totpStatus: () => client.get<TotpStatus>('/wps/member/security/totp'),
    totpSetup: () => client.post<TotpSetup>('/wps/member/security/totp/setup'),
    totpEnable: (code: string) =>
      client.post<RecoveryCodes>('/wps/member/security/totp/enable', { json: { code }, encrypt: true }),
    totpRenewRecoveryCodes: (code: string) =>
      client.post<RecoveryCodes>('/wps/member/security/totp/recovery-codes', {
        json: { code },
        encrypt: true,
      }),
    totpDisable: (request: { password: string; code: string }) =>
      client.post<{ disabled: true }>('/wps/member/security/totp/disable', { json: request, encrypt: true }),
    overview: () => client.get<SecurityOverview>('/wps/member/security/overview'),
    sendMobileBindCode: (mobileNum: string) =>
      client.post<SmsSent>('/wps/member/security/mobile/code', { json: { mobileNum } }),
    bindMobile: (request: { mobileNum: string; verificationCode: string; password: string }) =>
      client.put<SecurityOverview>('/wps/member/security/mobile', { json: request, encrypt: true }),
    sendEmailBindCode: (email: string) =>
      client.post<SmsSent>('/wps/member/security/email/code', { json: { email } }),
    bindEmail: (request: { email: string; verificationCode: string; password: string }) =>
      client.put<SecurityOverview>('/wps/member/security/email', { json: request, encrypt: true }),
    setPaymentPassword: (request: {
      password: string;
      paymentPassword: string;
      confirmPaymentPassword: string;
    }) =>
      client.put<{ saved: true }>('/wps/member/security/payment-password', { json: request, encrypt: true }),
    changePaymentPassword: (request: {
      oldPaymentPassword: string;
      paymentPassword: string;
      confirmPaymentPassword: string;
    }) =>
      client.post<{ saved: true }>('/wps/member/security/payment-password', { json: request, encrypt: true }),
    sendPaymentPasswordCode: (channel: ContactChannel) =>
      client.post<SmsSent>('/wps/member/security/payment-password/code', { json: { channel } }),
    resetPaymentPassword: (request: {
      channel: ContactChannel;
      verificationCode: string;
      paymentPassword: string;
      confirmPaymentPassword: string;
    }) =>
      client.post<{ saved: true }>('/wps/member/security/payment-password/reset', {
        json: request,
        encrypt: true,
      }),
  };
}
