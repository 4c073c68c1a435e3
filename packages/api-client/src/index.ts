export { ApiError, isApiError } from './api-error.ts';
export { createApiClient } from './client.ts';
export type { ApiClient, ApiClientOptions, HttpMethod, RequestOptions } from './client.ts';
export { decryptPayload, encryptPayload } from './payload-crypto.ts';
export { isFeatureEnabled, systemApi } from './system.ts';
export type { SystemApi } from './system.ts';
export { contentApi, gamesApi, jackpotApi } from './content.ts';
export { authApi } from './auth.ts';
export type { AuthApi } from './auth.ts';
