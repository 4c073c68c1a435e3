import {
  authApi,
  contentApi,
  crashApi,
  createApiClient,
  gamesApi,
  gamesCatalogApi,
  houseGamesApi,
  jackpotApi,
  liveEventsApi,
  profileApi,
  securityApi,
  socialApi,
  systemApi,
} from '@lotus/api-client';
import type { ApiClient } from '@lotus/api-client';
import { session } from './session.ts';

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

// Marked pure, so a site's build drops the resources its pages never call, and with them their
// calls' declarations (the line-detection page carries no sign-in or game calls).
export const system = /* @__PURE__ */ systemApi(apiClient);
export const content = /* @__PURE__ */ contentApi(apiClient);
export const games = /* @__PURE__ */ gamesApi(apiClient);
export const gamesCatalog = /* @__PURE__ */ gamesCatalogApi(apiClient);
export const jackpot = /* @__PURE__ */ jackpotApi(apiClient);
export const auth = /* @__PURE__ */ authApi(apiClient);
export const security = /* @__PURE__ */ securityApi(apiClient);
export const profile = /* @__PURE__ */ profileApi(apiClient);
export const social = /* @__PURE__ */ socialApi(apiClient);
export const houseGames = /* @__PURE__ */ houseGamesApi(apiClient);
export const crash = /* @__PURE__ */ crashApi(apiClient);
export const liveEvents = /* @__PURE__ */ liveEventsApi(apiClient);
