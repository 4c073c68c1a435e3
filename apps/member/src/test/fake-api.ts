import { statusFixture } from '@lotus/app-shell/testing';
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  url: URL;
  /** The JSON body, when the call sent one. */
  body: unknown;
}

/** What a handler answers: a value (success envelope), or a failure with its code and status. */
export type FakeAnswer = { value: unknown } | { error: string; status: number };

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
      return json(
        { success: false, value: null, error: { code: answer.error, message: answer.error } },
        answer.status,
      );
    }
    return json({ success: true, value: answer.value });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
