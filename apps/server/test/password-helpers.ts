import type { FastifyInstance } from 'fastify';
import { bearer, encrypted, nextClientAddress } from './auth-helpers.ts';

/** POST /wps/member/password with an encrypted body, as the logged-in member of `token`. */
export async function changePassword(
  app: FastifyInstance,
  key: string,
  token: string,
  body: Record<string, unknown>,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/member/password',
    headers: bearer(token),
    payload: encrypted(body, key),
    remoteAddress: nextClientAddress(),
  });
  return { response, body: response.json() };
}

/** POST /wps/member/password/verification: a new password with an SMS 'reset' code. */
export async function resetPassword(app: FastifyInstance, key: string, body: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/member/password/verification',
    payload: encrypted(body, key),
    remoteAddress: nextClientAddress(),
  });
  return { response, body: response.json() };
}

/** GET /wps/member/info with the token. */
export async function memberInfo(app: FastifyInstance, token: string) {
  const response = await app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });
  return { response, body: response.json() };
}
