import type { InjectOptions, LightMyRequestResponse } from 'fastify';
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
