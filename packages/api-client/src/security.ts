import type { ActiveSession, LoginHistoryEntry } from '@lotus/contract';
import type { ApiClient } from './client.ts';

/** The security centre's calls: active sessions (and ending one) and recent logins. */
export function securityApi(client: ApiClient) {
  return {
    sessions: () => client.get<ActiveSession[]>('/wps/member/security/sessions'),
    endSession: (id: string) =>
      client.delete<{ ended: true }>(`/wps/member/security/sessions/${encodeURIComponent(id)}`),
    logins: () => client.get<LoginHistoryEntry[]>('/wps/member/security/logins'),
  };
}
