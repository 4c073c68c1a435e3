import { operatorPermissions } from '@lotus/contract/operator-permissions';
import type { OperatorPermission } from '@lotus/contract/operator-permissions';
import { vi } from 'vitest';

/** One request the console made: method, path, query and JSON body. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

type Answer = { value: unknown } | { status: number; code: string; message: string };
type Handler = (request: SeenRequest) => Answer | Promise<Answer>;

export const ok = (value: unknown): Answer => ({ value });
export const refuse = (status: number, code: string, message: string): Answer => ({ status, code, message });

/**
 * The operator listener as the console sees it, through the real api-client: each `METHOD /path`
 * (with `:id` parameters) answers what its handler says, in the envelope; anything else is a 404.
 */
export function serveOperatorApi(handlers: Record<string, Handler>) {
  const seen: SeenRequest[] = [];
  const routes = Object.entries(handlers).map(([key, handler]) => {
    const [method, pattern] = key.split(' ') as [string, string];
    const matcher = new RegExp(`^${pattern.replace(/:[a-z]+/gi, '[^/]+')}$`);
    return { method, matcher, handler };
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = await request.text();
    const entry: SeenRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      authorization: request.headers.get('authorization'),
    };
    seen.push(entry);
    const route = routes.find(
      (candidate) => candidate.method === entry.method && candidate.matcher.test(entry.path),
    );
    const answer = route
      ? await route.handler(entry)
      : refuse(404, 'error_not_found', `no fake for ${entry.method} ${entry.path}`);
    const envelope =
      'value' in answer
        ? { status: 200, body: { success: true, value: answer.value } }
        : {
            status: answer.status,
            body: { success: false, value: null, error: { code: answer.code, message: answer.message } },
          };
    return new Response(JSON.stringify(envelope.body), {
      status: envelope.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    seen,
    calls: (method: string, path: string) => seen.filter((r) => r.method === method && r.path === path),
  };
}

// The owner holds every permission the contract knows.
const allPermissions = operatorPermissions;

export const ownerSelf = {
  id: '1',
  username: 'owner',
  displayName: 'Chủ Lan',
  role: 'owner' as const,
  permissions: [...allPermissions],
};

export const financeSelf = {
  id: '2',
  username: 'fin.hoa',
  displayName: 'Hoà Tài chính',
  role: 'finance' as const,
  permissions: [
    'self',
    'members.read',
    'cashier.deposits',
    'cashier.withdrawals',
    'cashier.settings',
    'wallet.read',
    'wallet.adjust',
    'wallet.approve',
  ] as OperatorPermission[],
};

/** A session answer for this operator (the token is made up; recovery codes only at enrolment). */
export function sessionOf(
  operator: typeof ownerSelf | typeof financeSelf,
  recoveryCodes: string[] | null = null,
) {
  return {
    token: `lops_${operator.username}`,
    expiresAt: new Date(Date.now() + 12 * 3600_000).toISOString(),
    operator,
    recoveryCodes,
  };
}
