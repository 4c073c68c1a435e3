import type { OperatorRole } from '@lotus/contract/operator-permissions';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { insertApiToken, insertOperatorAccount } from '../src/operator/index.ts';
import { nextClientAddress } from './auth-helpers.ts';
import { testOperatorToken } from './test-sites.ts';
import type { TestSites } from './test-sites.ts';

/** The headers of the test owner's API token. */
export const operatorHeaders = { authorization: `Bearer ${testOperatorToken}` };

/**
 * An operator call as the test owner makes it: on the site that serves the operator API, with the
 * owner's credential. New tests call operator routes through this, so they follow the API wherever
 * it is served.
 */
export function operatorInject(
  sites: TestSites,
  options: InjectOptions & { headers?: Record<string, string> },
): Promise<LightMyRequestResponse> {
  return sites.operator.inject({ ...options, headers: { ...operatorHeaders, ...options.headers } });
}

/** An operator made for a test: their API token and the headers that carry it. */
export interface TestOperator {
  id: string;
  username: string;
  password: string;
  token: string;
  headers: Record<string, string>;
}

let operatorNumber = 0;

/**
 * An operator of `role` with an API token, made as the `pnpm operator:create` command makes one
 * (access/bootstrap.ts). Their TOTP is not enrolled: signInWithTotp enrols it on the first sign-in.
 */
export async function createTestOperator(
  sites: TestSites,
  role: OperatorRole,
  options: { username?: string; displayName?: string; password?: string } = {},
): Promise<TestOperator> {
  operatorNumber += 1;
  const username = options.username ?? `${role}-${operatorNumber}`;
  const password = options.password ?? `${role}-password-${operatorNumber}-0123`;
  const brand = await sites.database.pool.query<{ id: number }>('select id from brands where code = $1', [
    sites.config.BRAND_CODE,
  ]);
  const id = await insertOperatorAccount(sites.database.pool, {
    brandId: brand.rows[0]!.id,
    username,
    displayName: options.displayName ?? `Test ${role} ${operatorNumber}`,
    role,
    password,
    createdBy: null,
  });
  const token = await insertApiToken(sites.database.pool, id, 'tests');
  return { id: id.toString(), username, password, token, headers: { authorization: `Bearer ${token}` } };
}

/** A console sign-in that went through: the session token and what the server answered with it. */
export interface TestSignIn {
  token: string;
  headers: Record<string, string>;
  /** The authenticator secret (base32), to sign in again. */
  secret: string;
  /** Answered on the sign-in that enrolled TOTP; null on the others. */
  recoveryCodes: string[] | null;
  operator: { id: string; username: string; role: string; permissions: string[] };
}

/** The code an authenticator app would show for `secret` at `timestamp`. */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp,
  });
}

/**
 * The console's three steps as a person takes them: the password, then (on the first sign-in) the
 * enrolment's secret into an authenticator, then its code. An operator already enrolled needs their
 * `secret`; a second sign-in within the same 30 seconds needs a later code (`at`: the code of the
 * next step is still accepted), since a code is good once.
 */
export async function signInWithTotp(
  sites: TestSites,
  username: string,
  password: string,
  options: { secret?: string; at?: number } = {},
): Promise<TestSignIn> {
  const started = await operatorInject(sites, {
    method: 'POST',
    url: '/admin/session/password',
    payload: { username, password },
    remoteAddress: nextClientAddress(),
  });
  if (started.statusCode !== 200) throw new Error(`password step: ${started.statusCode} ${started.body}`);
  const { ticket, enrolment } = started.json<{
    value: { ticket: string; enrolment: { secret: string } | null };
  }>().value;
  const secret = enrolment?.secret ?? options.secret;
  if (secret === undefined) throw new Error(`${username} is enrolled: pass their secret`);
  const finished = await operatorInject(sites, {
    method: 'POST',
    url: '/admin/session/totp',
    payload: { ticket, code: totpCode(secret, options.at) },
    remoteAddress: nextClientAddress(),
  });
  if (finished.statusCode !== 200) throw new Error(`code step: ${finished.statusCode} ${finished.body}`);
  const session = finished.json<{
    value: { token: string; recoveryCodes: string[] | null; operator: TestSignIn['operator'] };
  }>().value;
  return {
    token: session.token,
    headers: { authorization: `Bearer ${session.token}` },
    secret,
    recoveryCodes: session.recoveryCodes,
    operator: session.operator,
  };
}

/**
 * The public sites' OpenAPI document with the operator listener's paths merged in: for tests that
 * check a domain documents its member and operator calls (each listener documents only its own).
 */
export async function bothReferences(sites: TestSites) {
  // Untyped as `inject().json()` is: the tests read deep into the document.
  const publicDocument = (await sites.member.inject({ method: 'GET', url: '/docs/json' })).json();
  const operatorDocument = (await sites.operator.inject({ method: 'GET', url: '/docs/json' })).json();
  return { ...publicDocument, paths: { ...publicDocument.paths, ...operatorDocument.paths } };
}
