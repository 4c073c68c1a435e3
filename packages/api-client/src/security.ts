import type { ContactChannel } from '@lotus/contract/security-centre';
import {
  bindEmail,
  bindMobile,
  changePaymentPassword,
  getSecurityOverview,
  resetPaymentPassword,
  sendEmailBindCode,
  sendMobileBindCode,
  sendPaymentPasswordCode,
  setPaymentPassword,
} from '@lotus/contract/security-centre';
import { endOwnSession, listOwnLogins, listOwnSessions } from '@lotus/contract/auth';
import {
  disableTotp,
  enableTotp,
  getTotpStatus,
  renewTotpRecoveryCodes,
  setUpTotp,
} from '@lotus/contract/login-challenge';
import type { ApiClient } from './client.ts';

/** The security centre's calls: active sessions (and ending one), recent logins, the authenticator. */
export function securityApi(client: ApiClient) {
  return {
    sessions: () => client.call(listOwnSessions),
    endSession: (id: string) => client.call(endOwnSession, { params: { id } }),
    logins: () => client.call(listOwnLogins),
    totpStatus: () => client.call(getTotpStatus),
    totpSetup: () => client.call(setUpTotp),
    totpEnable: (code: string) => client.call(enableTotp, { body: { code } }),
    totpRenewRecoveryCodes: (code: string) => client.call(renewTotpRecoveryCodes, { body: { code } }),
    totpDisable: (request: { password: string; code: string }) => client.call(disableTotp, { body: request }),
    overview: () => client.call(getSecurityOverview),
    sendMobileBindCode: (mobileNum: string) => client.call(sendMobileBindCode, { body: { mobileNum } }),
    bindMobile: (request: { mobileNum: string; verificationCode: string; password: string }) =>
      client.call(bindMobile, { body: request }),
    sendEmailBindCode: (email: string) => client.call(sendEmailBindCode, { body: { email } }),
    bindEmail: (request: { email: string; verificationCode: string; password: string }) =>
      client.call(bindEmail, { body: request }),
    setPaymentPassword: (request: {
      password: string;
      paymentPassword: string;
      confirmPaymentPassword: string;
    }) => client.call(setPaymentPassword, { body: request }),
    changePaymentPassword: (request: {
      oldPaymentPassword: string;
      paymentPassword: string;
      confirmPaymentPassword: string;
    }) => client.call(changePaymentPassword, { body: request }),
    sendPaymentPasswordCode: (channel: ContactChannel) =>
      client.call(sendPaymentPasswordCode, { body: { channel } }),
    resetPaymentPassword: (request: {
      channel: ContactChannel;
      verificationCode: string;
      paymentPassword: string;
      confirmPaymentPassword: string;
    }) => client.call(resetPaymentPassword, { body: request }),
  };
}
