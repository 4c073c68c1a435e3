import type { Call, CallInput, CallValue } from '@lotus/contract/call';
import { pathOf } from '@lotus/contract/call';
import type { ErrorCode } from '@lotus/contract/errors';
import { ApiError } from './api-error.ts';

export interface ApiClientOptions {
  /** Absolute origin for non-browser use (tests, scripts); pages leave it out and call their own origin. */
  baseUrl?: string;
  /** The session token, sent as `Authorization: Bearer <token>` when present. */
  getToken?: () => string | null;
  /** The interface language, sent as Accept-Language so server messages come back translated. */
  getLanguage?: () => string;
  /** The key for calls marked "encrypt" (the server sends it with the status info). */
  getPayloadKey?: () => string | null;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  searchParams?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  /** Send the body encrypted as `{ data }` (spec: "encrypt"). */
  encrypt?: boolean;
  /** Send these fields as application/x-www-form-urlencoded instead of JSON (spec: "POST (form)"). */
  form?: Record<string, string>;
  signal?: AbortSignal;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** A call's input, left out when the call takes none. */
export type CallArguments<C> =
  object extends CallInput<C>
    ? [input?: CallInput<C>, options?: { signal?: AbortSignal }]
    : [input: CallInput<C>, options?: { signal?: AbortSignal }];

export interface ApiClient {
  /** Makes a declared call: its method and path, the query, and the body as declared (encrypted, a form or JSON). */
  call<C extends Call>(call: C, ...input: CallArguments<C>): Promise<CallValue<C>>;
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, options?: RequestOptions): Promise<T>;
  put<T>(path: string, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** One value encrypted with the payload key (a call that encrypts a single field, not the body). */
  encryptValue(value: unknown): Promise<string>;
}

interface EnvelopeShape {
  success?: unknown;
  value?: unknown;
  error?: { code?: unknown; message?: unknown; fields?: unknown; params?: unknown };
}

const knownCodePattern = /^error_[a-z_]+$/;

function errorFromEnvelope(body: EnvelopeShape | undefined, status: number): ApiError {
  const code = body?.error?.code;
  const message = body?.error?.message;
  const fields = body?.error?.fields;
  const params = body?.error?.params;
  if (typeof code === 'string' && knownCodePattern.test(code)) {
    return new ApiError(code as ErrorCode, {
      status,
      ...(typeof message === 'string' ? { message } : {}),
      ...(fields && typeof fields === 'object' ? { fields: fields as Record<string, string> } : {}),
      ...(params && typeof params === 'object' ? { params: params as Record<string, string | number> } : {}),
    });
  }
  return new ApiError(status >= 500 ? 'error_system' : 'error_unknown', { status });
}

function cleanSearchParams(params: RequestOptions['searchParams']): Record<string, string> | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined,
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

/** The request's URL: the page's own origin unless `baseUrl` says otherwise, with the query. */
function urlOf(
  baseUrl: string | undefined,
  path: string,
  searchParams: Record<string, string> | undefined,
): string {
  const query = searchParams ? new URLSearchParams(searchParams).toString() : '';
  const base = baseUrl ? baseUrl.replace(/\/$/, '') : '';
  return `${base}${path}${query ? `?${query}` : ''}`;
}

/** A timeout and the caller's abort in one signal; `timedOut` tells the two apart afterwards. */
function deadlineSignal(timeoutMs: number, callerSignal: AbortSignal | undefined) {
  const timeout = AbortSignal.timeout(timeoutMs);
  return {
    signal: callerSignal ? AbortSignal.any([timeout, callerSignal]) : timeout,
    timedOut: () => timeout.aborted,
  };
}

/**
 * The one HTTP client of the apps: unwraps the envelope into the value, or throws an ApiError with
 * its code. Plain `fetch` (decision 0015): it is all a page needs, and a wrapper library would
 * cost every page's first load several kilobytes.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const timeoutMs = options.timeoutMs ?? 15_000;

  function headersFor(body: 'json' | 'form' | 'none'): Headers {
    const headers = new Headers({ accept: 'application/json' });
    if (body === 'json') headers.set('content-type', 'application/json');
    const token = options.getToken?.();
    if (token) headers.set('authorization', `Bearer ${token}`);
    const language = options.getLanguage?.();
    if (language) headers.set('accept-language', language);
    return headers;
  }

  async function encryptValue(value: unknown): Promise<string> {
    const key = options.getPayloadKey?.();
    if (!key) throw new ApiError('error_system', { message: 'payload key missing' });
    // crypto-js loads only when a call needs it, keeping it out of every page's first load.
    const { encryptPayload } = await import('./payload-crypto.ts');
    return encryptPayload(value, key).data;
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions = {},
  ): Promise<T> {
    let body = requestOptions.json;
    if (requestOptions.encrypt && body !== undefined) body = { data: await encryptValue(body) };
    const form = requestOptions.form ? new URLSearchParams(requestOptions.form) : undefined;
    const deadline = deadlineSignal(timeoutMs, requestOptions.signal);
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(
        urlOf(options.baseUrl, path, cleanSearchParams(requestOptions.searchParams)),
        {
          method: method.toUpperCase(),
          headers: headersFor(form ? 'form' : body !== undefined ? 'json' : 'none'),
          ...(form ? { body: form } : body !== undefined ? { body: JSON.stringify(body) } : {}),
          signal: deadline.signal,
        },
      );
    } catch (error) {
      if (deadline.timedOut()) throw new ApiError('error_page_timeout', { cause: error });
      // The caller gave up (a page left, a query was cancelled): not an error to show.
      if (requestOptions.signal?.aborted) throw error;
      throw new ApiError('error_network', { cause: error });
    }
    let envelope: EnvelopeShape | undefined;
    try {
      envelope = (await response.json()) as EnvelopeShape;
    } catch {
      envelope = undefined;
    }
    if (response.ok && envelope?.success === true) return envelope.value as T;
    throw errorFromEnvelope(envelope, response.status);
  }

  function call<C extends Call>(declaration: C, ...[input, callOptions]: CallArguments<C>) {
    const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
    return request<CallValue<C>>(
      declaration.method.toLowerCase() as HttpMethod,
      pathOf(declaration.path, params as Record<string, unknown> | undefined),
      {
        ...(query ? { searchParams: query as RequestOptions['searchParams'] } : {}),
        ...(body === undefined
          ? {}
          : declaration.form === true
            ? { form: body as Record<string, string> }
            : { json: body, ...(declaration.encrypted === true ? { encrypt: true } : {}) }),
        ...(callOptions?.signal ? { signal: callOptions.signal } : {}),
      },
    );
  }

  return {
    call,
    request,
    encryptValue,
    get: (path, requestOptions) => request('get', path, requestOptions),
    post: (path, requestOptions) => request('post', path, requestOptions),
    put: (path, requestOptions) => request('put', path, requestOptions),
    delete: (path, requestOptions) => request('delete', path, requestOptions),
  };
}
