import { operatorHeaders } from './operator-helpers.ts';
import type { FastifyInstance } from 'fastify';
import { encrypted, nextClientAddress } from './auth-helpers.ts';

/** Asks for an SMS code: `register`, or `login`/`reset` through the no-login call. */
export async function requestCode(
  app: FastifyInstance,
  purpose: 'register' | 'login' | 'reset',
  mobileNum: unknown,
  language = 'en',
) {
  const response = await app.inject({
    method: 'POST',
    url: purpose === 'register' ? '/wps/verification/sms/register' : '/wps/verification/sms/noLogin',
    payload: purpose === 'register' ? { mobileNum } : { mobileNum, purpose },
    headers: { 'accept-language': language },
    remoteAddress: nextClientAddress(),
  });
  return { response, body: response.json() };
}

/** The messages the development gateway "sent" to a number, newest first (read as the operator does). */
export async function outboxFor(app: FastifyInstance, to: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/admin/sms/outbox?to=${to}&size=50`,
    headers: operatorHeaders,
  });
  return response.json().value as {
    content: { to: string; text: string; purpose: string }[];
    total: number;
  };
}

/** The code of the newest message to the number. */
export async function lastCode(app: FastifyInstance, to: string): Promise<string> {
  const message = (await outboxFor(app, to)).content[0];
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`no code was sent to ${to}`);
  return code;
}

export async function setSwitch(app: FastifyInstance, modId: string, enabled: boolean): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: `/admin/system/switches/${modId}`,
    headers: operatorHeaders,
    payload: { enabled },
  });
  if (response.statusCode !== 200) throw new Error(`switch ${modId}: ${response.body}`);
}

export async function registerMobile(app: FastifyInstance, key: string, body: Record<string, unknown>) {
  const response = await app.inject({
    method: 'PUT',
    url: '/wps/member/register/mobile',
    payload: encrypted(
      {
        ageConfirmed: true,
        termsAccepted: true,
        registerUrl: 'https://www.example.test/register',
        domain: 'www.example.test',
        registerMethod: 'WEB',
        ...body,
      },
      key,
    ),
    remoteAddress: nextClientAddress(),
  });
  return { response, body: response.json() };
}
