import type { SystemStatus } from '@lotus/contract/system';
import { vi } from 'vitest';

/** A status answer as the server gives it for the demo brand. */
export function statusFixture(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    status: 0,
    brand: {
      code: 'lotus',
      name: 'Lotus',
      platform: 'WEB',
      merchant: 'lotus-vn',
      lotteryType: 'Elott',
      defaultLanguage: 'vi',
      languages: ['vi', 'en'],
      defaultTheme: 'dark',
      timeZone: 'Asia/Ho_Chi_Minh',
      currency: 'VND',
    },
    maintenance: { enabled: false, message: null, endsAt: null },
    regionRestriction: { restricted: false, country: null },
    whitelabel: [],
    register: [
      {
        field: 'username',
        patternId: 1,
        acceptedPattern: null,
        minLength: 4,
        maxLength: 16,
        required: true,
        confirmOf: null,
      },
      {
        field: 'password',
        patternId: 5,
        acceptedPattern: null,
        minLength: 6,
        maxLength: 20,
        required: true,
        confirmOf: null,
      },
    ],
    resources: [],
    customerService: [],
    imageCDNs: [],
    launchGameCDNs: [],
    payloadKey: 'lotus-dev-payload-key',
    ...overrides,
  };
}

/** Answers the status call through the real api-client with the given envelope (or a network failure). */
export function serveStatus(answer: () => SystemStatus | 'network-down') {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.includes('/wps/system/status')) return new Response('{}', { status: 404 });
    const value = answer();
    if (value === 'network-down') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ success: true, value }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
