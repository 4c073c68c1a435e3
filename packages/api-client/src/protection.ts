import type {
  ProtectionBreak,
  ProtectionLimits,
  RealityCheck,
  SelfExclusionRequest,
  SetProtectionLimitsRequest,
} from '@lotus/contract/protection';
import type { ApiClient } from './client.ts';

const base = '/wps/relay/responsible-gaming';

/** Responsible gaming: deposit and loss limits, time-out, self-exclusion, the reality check. */
export function protectionApi(client: ApiClient) {
  return {
    limits: () => client.get<ProtectionLimits>(`${base}/limits`),
    /** A window left out stays as it is; null removes its limit (after 24 hours). */
    setLimits: (request: SetProtectionLimitsRequest) =>
      client.put<ProtectionLimits>(`${base}/limits`, { json: request }),
    /** 1-42 days; every session of the member ends. */
    takeTimeOut: (days: number) => client.post<ProtectionBreak>(`${base}/time-out`, { json: { days } }),
    /** 6-60 months, with the login password; encrypted; every session of the member ends. */
    selfExclude: (request: SelfExclusionRequest) =>
      client.post<ProtectionBreak>(`${base}/self-exclusion`, { json: request, encrypt: true }),
    realityCheck: () => client.get<RealityCheck>(`${base}/reality-check`),
    setRealityCheck: (intervalMinutes: number | null) =>
      client.put<{ intervalMinutes: number | null }>(`${base}/reality-check`, { json: { intervalMinutes } }),
  };
}

export type ProtectionApi = ReturnType<typeof protectionApi>;
