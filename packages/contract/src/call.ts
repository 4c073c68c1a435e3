import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';
import type { OperatorPermission } from './operator-permissions.ts';

/**
 * Who may make a call. The scope decides what runs before the server's handler: authentication and
 * the site binding (member, agent), the operator's guard and permission, `no-store` on personal
 * answers, the forced password change, and refusal during maintenance. `operator` and `console`
 * (the operator's sign-in steps, before there is a session) are served only on the operator
 * listener; every other scope only on the public sites.
 */
export const callScopes = ['visitor', 'member', 'agent', 'operator', 'console', 'vendor', 'gateway'] as const;
export type CallScope = (typeof callScopes)[number];

type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** The schemas of a call: path and query parameters, the body (the plaintext when encrypted) and the answer's value. */
export interface CallSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  value: z.ZodType;
}

/**
 * One call of the API, declared once: the server registers its route from it, `api-client` derives
 * its typed function from it, and the OpenAPI document is generated from it.
 *
 * The schemas sit behind `schemas()`, a dynamic import of the domain's schema module, so a web page
 * that imports a declaration to call it never loads zod (see defineCall).
 */
export interface Call<S extends CallSchemas = CallSchemas, Scope extends CallScope = CallScope> {
  method: CallMethod;
  /** Fastify's form: `/wps/relay/feedback/:id`. */
  path: string;
  scope: Scope;
  /** An operator call's permission: the caller's role must hold it (operator_role_permissions). */
  permission?: OperatorPermission;
  /** One line for the OpenAPI reference. */
  summary: string;
  /** The OpenAPI group; the domain's name. */
  tag: string;
  /** The body travels as `{ data: <AES ciphertext> }` of the plaintext `body` (spec: "encrypt"). */
  encrypted?: boolean;
  /** The body is a form (`application/x-www-form-urlencoded`; JSON is accepted too). */
  form?: boolean;
  /** A member's money or game call: refused with error_maintenance while the brand is in maintenance. */
  closedInMaintenance?: boolean;
  /** A member call a session that must change its password may still make (the password change, info, logout). */
  duringPasswordChange?: boolean;
  /** A visitor call whose answer is live or per caller: sent with `cache-control: no-store`. */
  noStore?: boolean;
  /** The answer is the value itself, not the envelope (the health check load balancers read). */
  bare?: boolean;
  /** The error codes this call may answer besides the ones every call may (validation, rate limit, system). */
  errors: readonly ErrorCode[];
  /** The schemas, loaded on demand (see above). */
  schemas: () => Promise<S>;
}

/**
 * Declares a call. `load` imports the domain's schema module (`() => import('./schemas.ts')`) and
 * the declaration's `schemas` picks this call's schemas from it, so the schemas load only when the
 * server registers the route; a page that calls it never does. Marked free of side effects so a
 * bundle drops every declaration its page does not use.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineCall<M, const S extends CallSchemas, const Scope extends CallScope>(
  load: () => Promise<M>,
  declaration: Omit<Call<S, Scope>, 'schemas' | 'permission'> & {
    schemas: (module: M) => S;
  } & (Scope extends 'operator' ? { permission: OperatorPermission } : { permission?: never }),
): Call<S, Scope> {
  const pick = declaration.schemas;
  return { ...declaration, schemas: async () => pick(await load()) };
}

type SchemasOf<C> = C extends Call<infer S, CallScope> ? S : never;
type InputOf<S, K extends keyof CallSchemas> = S extends { [P in K]: infer T extends z.ZodType }
  ? z.input<T>
  : undefined;

/** What a caller sends: the path parameters, the query and the body (plaintext), each only when declared. */
export type CallInput<C> = {
  [K in 'params' | 'query' | 'body' as SchemasOf<C> extends { [P in K]: z.ZodType } ? K : never]: InputOf<
    SchemasOf<C>,
    K
  >;
};

/** The value of a call's success envelope, as the wire carries it. */
export type CallValue<C> = z.output<SchemasOf<C>['value']>;

/** What the server's handler receives and answers. */
export type CallParams<C> =
  SchemasOf<C> extends { params: infer T extends z.ZodType } ? z.output<T> : undefined;
export type CallQuery<C> =
  SchemasOf<C> extends { query: infer T extends z.ZodType } ? z.output<T> : undefined;
export type CallBody<C> = SchemasOf<C> extends { body: infer T extends z.ZodType } ? z.output<T> : undefined;
export type CallAnswer<C> = z.input<SchemasOf<C>['value']>;

/** The path with its parameters filled in (each encoded as a URI component). */
export function pathOf(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`path parameter ${name} missing for ${path}`);
    return encodeURIComponent(String(value));
  });
}
