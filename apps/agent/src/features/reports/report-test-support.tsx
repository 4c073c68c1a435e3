import { AppProviders, SystemStatusGate } from '@lotus/app-shell';
import { MemoryRouter, useLocation } from '@lotus/app-shell/routing';
import { statusFixture } from '@lotus/app-shell/testing';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const ok = (value: unknown) => json({ success: true, value });
export const failure = (code: string, status: number) =>
  json({ success: false, value: null, error: { code, message: code } }, status);

/** The team search's answer for `search`: the members of `team` whose username starts with it. */
const teamSearch = (team: Array<{ id: string; account: string }>, search: string) => {
  const content = team
    .filter((entry) => entry.account.startsWith(search))
    .map((entry) => ({
      ...entry,
      nickname: null,
      type: 0,
      level: 1,
      uplineAccount: 'demo_agent',
      directCount: 0,
      teamSize: 0,
      balance: '0',
      currency: 'VND',
      status: 'active',
      lastLoginAt: null,
      registeredAt: '2026-01-05T03:00:00.000Z',
    }));
  return ok({ path: [{ id: '1', account: 'demo_agent' }], content, page: 1, size: 8, total: content.length });
};

/**
 * A fake server for one report's path: `answer` answers each of its requests; the team search
 * answers from `team`. Every query the report was asked, in order.
 */
export function serveReport(
  path: string,
  answer: (query: URLSearchParams) => Response,
  team: Array<{ id: string; account: string }> = [],
) {
  const queries: URLSearchParams[] = [];
  const searches: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === '/wps/system/status') return ok(statusFixture());
      if (url.pathname === '/wps/agent/team') {
        searches.push(url.searchParams.get('search') ?? '');
        return teamSearch(team, url.searchParams.get('search') ?? '');
      }
      if (url.pathname !== path) return failure('error_not_found', 404);
      queries.push(url.searchParams);
      return answer(url.searchParams);
    }),
  );
  return { queries, searches };
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

export function renderReport(page: ReactNode, path: string) {
  return render(
    <AppProviders retryDelayMs={0}>
      <SystemStatusGate>
        <MemoryRouter initialEntries={[path]}>
          {page}
          <Address />
        </MemoryRouter>
      </SystemStatusGate>
    </AppProviders>,
  );
}

export const address = () => screen.getByTestId('address').textContent;
/** A query as a plain object, to compare whole. */
export const asObject = (query: URLSearchParams | undefined) => Object.fromEntries(query ?? []);
