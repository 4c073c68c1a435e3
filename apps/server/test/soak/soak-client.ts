import { randomInt } from 'node:crypto';
import { vendorRequestHeaders } from '../../src/vendor-wallet/signing.ts';
import { encrypted } from '../auth-helpers.ts';
import { isConnectionFailure } from './instances.ts';
import type { ServerInstance } from './instances.ts';

export interface Envelope {
  success: boolean;
  value: Record<string, unknown> | null;
  error?: { code: string };
}

export interface SoakRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  /** A member's session, an operator's API token (sent to the operator listener), a vendor's signature, or nothing. */
  auth?: { session: string } | { operatorToken: string } | { vendorSecret: string };
  /** Encrypt the body as the member site does for password calls. */
  encryptWith?: string;
}

/** Counts what the run did, for the assertions and the printout. */
export interface SoakTally {
  requests: number;
  repeats: number;
  failovers: number;
  rateLimited: number;
}

/**
 * Sends requests to the instances, the preferred one first. A request whose instance is gone
 * (killed mid-request: the connection drops, or it refuses) is sent again, unchanged, to the other:
 * every money call is idempotent, so the retry either does the work or answers what the first did.
 */
export function createSoakClient(instances: ServerInstance[], clientAddress: string, tally: SoakTally) {
  const alive = new Set(instances);

  async function sendTo(instance: ServerInstance, request: SoakRequest): Promise<Envelope> {
    const raw =
      request.body === undefined
        ? undefined
        : JSON.stringify(request.encryptWith ? encrypted(request.body, request.encryptWith) : request.body);
    const headers: Record<string, string> = { 'x-forwarded-for': clientAddress, 'accept-language': 'en' };
    if (raw !== undefined) headers['content-type'] = 'application/json';
    if (request.auth && 'session' in request.auth) headers.authorization = `Bearer ${request.auth.session}`;
    const toOperator = request.auth !== undefined && 'operatorToken' in request.auth;
    if (request.auth && 'operatorToken' in request.auth) {
      headers.authorization = `Bearer ${request.auth.operatorToken}`;
    }
    if (request.auth && 'vendorSecret' in request.auth) {
      Object.assign(headers, vendorRequestHeaders(request.auth.vendorSecret, raw ?? ''));
    }
    const response = await fetch(`${toOperator ? instance.operatorUrl : instance.memberUrl}${request.path}`, {
      method: request.method,
      headers,
      body: raw,
      signal: AbortSignal.timeout(30_000),
    });
    return (await response.json()) as Envelope;
  }

  async function send(request: SoakRequest, preferred: number): Promise<Envelope> {
    tally.requests += 1;
    const order = [instances[preferred % instances.length], instances[(preferred + 1) % instances.length]];
    let lastFailure: unknown;
    for (const instance of order) {
      if (!instance || !alive.has(instance)) continue;
      try {
        // Password calls allow 20 a minute per client: a refused one waits and tries again, as the
        // member site would. The refusal comes before the key is looked at, so it changed nothing.
        for (let attempt = 0; ; attempt += 1) {
          const answer = await sendTo(instance, request);
          if (answer.error?.code !== 'error_rate_limited' || attempt >= 30) return answer;
          tally.rateLimited += 1;
          await new Promise((resolve) => setTimeout(resolve, 2_000));
        }
      } catch (error) {
        if (!isConnectionFailure(error)) throw error;
        alive.delete(instance);
        tally.failovers += 1;
        lastFailure = error;
      }
    }
    throw new Error(`no instance answered ${request.method} ${request.path}`, { cause: lastFailure });
  }

  /** Sends a request, and now and then the very same request again to the other instance. */
  async function sendMaybeTwice(
    request: SoakRequest,
    preferred: number,
    onRepeat: (first: Envelope, second: Envelope) => void,
  ): Promise<Envelope> {
    const first = await send(request, preferred);
    if (randomInt(100) < 15) {
      tally.repeats += 1;
      onRepeat(first, await send(request, preferred + 1));
    }
    return first;
  }

  return { send, sendMaybeTwice };
}

export type SoakClient = ReturnType<typeof createSoakClient>;
