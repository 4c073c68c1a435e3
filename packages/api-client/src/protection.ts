import {
  getProtectionLimits,
  getRealityCheck,
  selfExclude,
  setProtectionLimits,
  setRealityCheck,
  takeTimeOut,
} from '@lotus/contract/protection';
import type { SelfExclusionRequest, SetProtectionLimitsRequest } from '@lotus/contract/protection';
import type { ApiClient } from './client.ts';

/** Responsible gaming: deposit and loss limits, time-out, self-exclusion, the reality check. */
export function protectionApi(client: ApiClient) {
  return {
    limits: () => client.call(getProtectionLimits),
    /** A window left out stays as it is; null removes its limit (after 24 hours). */
    setLimits: (request: SetProtectionLimitsRequest) => client.call(setProtectionLimits, { body: request }),
    /** 1-42 days; every session of the member ends. */
    takeTimeOut: (days: number) => client.call(takeTimeOut, { body: { days } }),
    /** 6-60 months, with the login password; encrypted; every session of the member ends. */
    selfExclude: (request: SelfExclusionRequest) => client.call(selfExclude, { body: request }),
    realityCheck: () => client.call(getRealityCheck),
    setRealityCheck: (intervalMinutes: number | null) =>
      client.call(setRealityCheck, { body: { intervalMinutes } }),
  };
}

export type ProtectionApi = ReturnType<typeof protectionApi>;
