import type { FastifyInstance } from 'fastify';

export interface SseMessage {
  event: string;
  data: unknown;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** Every message received so far (comments and `retry:` lines are kept in `raw`). */
  messages: SseMessage[];
  raw: string;
  /** The first message (already received or to come) that matches, or a rejection after `timeoutMs`. */
  next(matches: (message: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  close(): void;
}

/** The base URL of an app listening on a free port of 127.0.0.1 (real HTTP, as a browser meets it). */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** Opens a Server-Sent Events stream with fetch and parses its messages as they arrive. */
export async function openSse(url: string): Promise<SseStream> {
  const abort = new AbortController();
  const response = await fetch(url, { signal: abort.signal, headers: { accept: 'text/event-stream' } });
  const messages: SseMessage[] = [];
  const waiters: Array<() => void> = [];
  const stream: SseStream = {
    status: response.status,
    headers: response.headers,
    messages,
    raw: '',
    next(matches, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(matches);
          if (!found) return false;
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => reject(new Error(`no matching event in ${timeoutMs} ms`)), timeoutMs);
        if (check()) return;
        const waiter = () => {
          if (!check()) waiters.push(waiter);
        };
        waiters.push(waiter);
      });
    },
    close: () => abort.abort(),
  };
  if (response.status !== 200 || !response.body) {
    stream.raw = await response.text();
    return stream;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        stream.raw += value;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event !== undefined && data !== undefined) {
            messages.push({ event, data: JSON.parse(data) as unknown });
            for (const waiter of waiters.splice(0)) waiter();
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close(), or the server ended the stream.
    }
  })();
  return stream;
}

/** Waits `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
