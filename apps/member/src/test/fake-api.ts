import { statusFixture } from '@lotus/app-shell/testing';
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  url: URL;
  /** The JSON body, when the call sent one. */
  body: unknown;
}

/**
 * What a handler answers: a value (success envelope), or a failure with its code and status (and
 * the message, the code itself unless given, and the params it carries).
 */
export type FakeAnswer =
  { value: unknown } | { error: string; status: number; message?: string; params?: Record<string, string> };

export type FakeHandler = (request: FakeRequest) => FakeAnswer | undefined;

/**
 * Stands in for the server behind the real api-client: the status call answers the demo brand,
 * every other call goes to `handle` (undefined: 404). Answers in the API's envelope.
 */
export function serveFakeApi(handle: FakeHandler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.pathname === '/wps/system/status') return json({ success: true, value: statusFixture() });
    const text = await request.text();
    const answer = handle({ method: request.method, url, body: text === '' ? undefined : JSON.parse(text) });
    if (answer === undefined) {
      return json(
        { success: false, value: null, error: { code: 'error_not_found', message: 'not found' } },
        404,
      );
    }
    if ('error' in answer) {
      const { error, status, message, params } = answer;
      return json(
        {
          success: false,
          value: null,
          error: { code: error, message: message ?? error, ...(params ? { params } : {}) },
        },
        status,
      );
    }
    return json({ success: true, value: answer.value });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A call the page made, as a test looks at it afterwards. */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/** Like serveFakeApi, and keeps every call `handle` is asked (all but the status call), in order. */
export function serveFakeApiKeepingCalls(handle: (call: FakeCall) => FakeAnswer | undefined): FakeCall[] {
  const calls: FakeCall[] = [];
  serveFakeApi((request) => {
    const call = { method: request.method, path: request.url.pathname, body: request.body };
    calls.push(call);
    return handle(call);
  });
  return calls;
}

/** The page of `items` a list call asks for (`?page=&size=`, pages from 1), as the server answers it. */
export function pageOf<Item>(items: Item[], query: URLSearchParams) {
  const page = Number(query.get('page'));
  const size = Number(query.get('size'));
  return { content: items.slice((page - 1) * size, page * size), page, size, total: items.length };
}
