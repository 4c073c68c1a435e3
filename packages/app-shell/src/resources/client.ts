import { createApiClient } from '@lotus/api-client';
import type { ApiClient } from '@lotus/api-client';
import { session } from '../session.ts';

let currentLanguage = 'vi';
let payloadKey: string | null = null;

/** The status info brings the key of the calls marked "encrypt". */
export function setPayloadKey(key: string): void {
  payloadKey = key;
}

/** Keeps Accept-Language in step with the interface language, so server messages match the screen. */
export function setApiLanguage(language: string): void {
  currentLanguage = language;
}

/** The apps' one API client: same origin, the session token as Bearer, the interface language. */
export const apiClient: ApiClient = createApiClient({
  // The page's own origin (relative URLs are the same in a browser, and jsdom tests need it absolute).
  ...(typeof window === 'undefined' ? {} : { baseUrl: window.location.origin }),
  getToken: session.token,
  getLanguage: () => currentLanguage,
  getPayloadKey: () => payloadKey,
});
