import type {
  Call,
  CallAnswer,
  CallBody,
  CallParams,
  CallQuery,
  CallSchemas,
  CallScope,
} from '@lotus/contract/call';
import { checkHealth } from '@lotus/contract/health';
import type { OperatorPermission } from '@lotus/contract/operator-permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import type { OperatorContext } from '../database/audit.ts';
import { AppError } from './app-error.ts';
import { readEncryptedBody } from './encrypted-body.ts';
import { ok } from './envelope.ts';
import { responses } from './responses.ts';

/** A signed-in member or agent, as the session answers for it. */
export interface SessionCaller {
  sessionId: bigint;
  mustChangePassword: boolean;
  /** `isDemo`: a free-play guest, who plays with play money only (decision 0018). */
  member: { id: bigint; type: number; username: string; isDemo: boolean };
}

/** A visitor's call: the member behind the token when there is a valid one, never a refusal. */
export interface VisitorCaller {
  signedIn(): Promise<SessionCaller | null>;
}

/** Who the caller is, by scope. Vendors and gateways prove themselves by signature in their own plugin. */
export interface CallersByScope {
  visitor: VisitorCaller;
  member: SessionCaller;
  agent: SessionCaller;
  operator: OperatorContext;
  /** The operator's sign-in steps: no one yet. */
  console: null;
  vendor: null;
  gateway: null;
}

export type CallerOf<C> = C extends Call<CallSchemas, infer Scope> ? CallersByScope[Scope] : never;

/**
 * What the scopes need of the domains, given once by the composition root: the session behind a
 * token, the operator's guard (the person behind the token, and their role's answer for the call's
 * permission), maintenance and the payload key of encrypted calls.
 */
export interface CallGuards {
  authenticate(request: FastifyRequest, options: { duringPasswordChange: boolean }): Promise<SessionCaller>;
  authorizeOperator(request: FastifyRequest, permission: OperatorPermission): Promise<OperatorContext>;
  isInMaintenance(): Promise<boolean>;
  payloadKey: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration a route was registered from (every API route has one). */
    call?: Call;
  }
  interface FastifyInstance {
    callGuards: CallGuards;
  }
  interface FastifyRequest {
    /** Who is calling, as the route's scope decided before validation (see registerCall). */
    caller: CallersByScope[CallScope] | undefined;
  }
}

/** What a handler receives: the checked parameters, query and body (decrypted), and the caller. */
export interface CallInput<C> {
  params: CallParams<C>;
  query: CallQuery<C>;
  body: CallBody<C>;
  caller: CallerOf<C>;
}

/**
 * A handler answers the value of the success envelope, or sends the reply itself (a page, a
 * redirect, an event stream) and returns it.
 */
export type CallHandler<C> = (
  input: CallInput<C>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<CallAnswer<C> | FastifyReply>;

export interface CallRouteOptions<C> {
  rateLimit?: NonNullable<RouteShorthandOptions['config']>['rateLimit'];
  bodyLimit?: number;
  /**
   * An encrypted call's plaintext check when the declared schema alone is not enough (translated
   * words for some fields, or a plaintext of several forms). Default: the declared body schema.
   */
  checkBody?: (plain: unknown, request: FastifyRequest) => CallBody<C> | Promise<CallBody<C>>;
}

const encryptedBodySchema = z.object({ data: z.string().min(1).max(65_536) });

/**
 * An operator read that takes no parameters refuses any (error_unknown_parameter): a filter spelled
 * wrong must never answer everyone's rows as if it had filtered.
 */
const noParameters = z.strictObject({});

const securityByScope: Partial<Record<CallScope, Record<string, string[]>[]>> = {
  member: [{ bearer: [] }],
  agent: [{ bearer: [] }],
  operator: [{ bearer: [] }],
  vendor: [{ vendorSignature: [] }],
};

/** Scopes whose answers are about one caller: never cached by a browser or a proxy. */
const personalScopes: ReadonlySet<CallScope> = new Set([
  'member',
  'agent',
  'operator',
  'console',
  'vendor',
  'gateway',
]);

/** The scopes served only on the operator listener (and never on the public sites). */
const operatorListenerScopes: ReadonlySet<CallScope> = new Set(['operator', 'console']);

/** Makes `callGuards` available to every route registered below `app`. */
export function installCallGuards(app: FastifyInstance, guards: CallGuards): void {
  app.decorate('callGuards', guards);
  app.decorateRequest('caller', undefined);
}

/**
 * Refuses to register a route that has no declaration, below `app` (the API's plugin: the pages,
 * the static files and the reference page are registered outside it), and a call on a listener that
 * must not serve it: operator calls only on the operator listener, every other call (the health
 * check aside) only on the public sites.
 */
export function requireDeclarations(app: FastifyInstance, listener: 'public' | 'operator'): void {
  app.addHook('onRoute', (route) => {
    const call = route.config?.call;
    if (call === undefined) {
      throw new Error(
        `${String(route.method)} ${route.url} has no call declaration: declare it in @lotus/contract`,
      );
    }
    if (call !== checkHealth && operatorListenerScopes.has(call.scope) !== (listener === 'operator')) {
      throw new Error(
        `${String(route.method)} ${route.url} (scope ${call.scope}) is not served on the ${listener} listener`,
      );
    }
    if (call.scope === 'operator' && call.permission === undefined) {
      throw new Error(`${String(route.method)} ${route.url} is an operator call without a permission`);
    }
  });
}

async function callerFor(
  call: Call,
  request: FastifyRequest,
  guards: CallGuards,
): Promise<CallersByScope[CallScope]> {
  switch (call.scope) {
    case 'visitor': {
      let signedIn: Promise<SessionCaller | null> | undefined;
      return {
        signedIn: () =>
          (signedIn ??=
            request.headers.authorization === undefined
              ? Promise.resolve(null)
              : guards.authenticate(request, { duringPasswordChange: false }).catch((error: unknown) => {
                  if (error instanceof AppError) return null;
                  throw error;
                })),
      };
    }
    case 'member':
      return guards.authenticate(request, { duringPasswordChange: call.duringPasswordChange === true });
    case 'agent': {
      const caller = await guards.authenticate(request, {
        duringPasswordChange: call.duringPasswordChange === true,
      });
      if (request.site !== 'agent') throw new AppError('error_not_agent');
      return caller;
    }
    case 'operator':
      // requireDeclarations refuses an operator call without its permission.
      return guards.authorizeOperator(request, call.permission as OperatorPermission);
    case 'console':
    case 'vendor':
    case 'gateway':
      return null;
  }
}

/**
 * Registers the route of a call from its declaration. Before the handler runs, the scope has
 * decided who the caller is (refusing those who may not call), the answer's caching, and, for a
 * call closed in maintenance, whether the brand is open.
 */
export async function registerCall<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: CallRouteOptions<C> = {},
): Promise<void> {
  const schemas = await call.schemas();
  const security = securityByScope[call.scope];
  app.route({
    method: call.method,
    url: call.path,
    ...(options.bodyLimit !== undefined ? { bodyLimit: options.bodyLimit } : {}),
    config: {
      call,
      // A form call takes application/x-www-form-urlencoded too (every other call refuses it).
      ...(call.form === true ? { formBody: true } : {}),
      ...(options.rateLimit !== undefined ? { rateLimit: options.rateLimit } : {}),
    },
    schema: {
      tags: [call.tag],
      summary: call.summary,
      ...(call.errors.length > 0 ? { description: `May answer: ${call.errors.join(', ')}.` } : {}),
      ...(security ? { security } : {}),
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.query
        ? { querystring: schemas.query }
        : call.scope === 'operator' && call.method === 'GET'
          ? { querystring: noParameters }
          : {}),
      ...(call.encrypted ? { body: encryptedBodySchema } : schemas.body ? { body: schemas.body } : {}),
      response: call.bare === true ? { 200: schemas.value, 503: schemas.value } : responses(schemas.value),
    },
    // The scope runs before the body is read: a caller who may not make the call learns nothing
    // about what the call would have accepted, not even that its JSON was refused (a body with a
    // "__proto__" key answered 400 to an anonymous caller, not 401), and costs no parsing.
    preParsing: async (request, reply, payload) => {
      const guards = request.server.callGuards;
      if (personalScopes.has(call.scope) || call.noStore === true) reply.header('cache-control', 'no-store');
      request.caller = await callerFor(call, request, guards);
      if (call.closedInMaintenance === true && (await guards.isInMaintenance())) {
        throw new AppError('error_maintenance');
      }
      return payload;
    },
    handler: async (request, reply) => {
      let body = request.body;
      if (call.encrypted === true) {
        const { payloadKey } = request.server.callGuards;
        const data = (request.body as { data: string }).data;
        body = options.checkBody
          ? await options.checkBody(readEncryptedBody(data, payloadKey, z.unknown()), request)
          : readEncryptedBody(data, payloadKey, schemas.body ?? z.unknown());
      }
      const input = {
        params: request.params,
        query: request.query,
        body,
        caller: request.caller,
      } as CallInput<C>;
      const answer = await handler(input, request, reply);
      if (answer === reply || reply.sent) return reply;
      return call.bare === true ? answer : ok(answer);
    },
  });
}
