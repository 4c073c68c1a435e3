import { isApiError } from '@lotus/api-client';
import { apiClient } from '@lotus/app-shell';
import { getTeam } from '@lotus/contract/agents';
import type { TeamView } from './team-view.ts';
import { teamPageSize } from './team-view.ts';

export const teamQueryKey = (view: TeamView) => ['agent', 'team', view] as const;

/** One page of the agent's team as the view asks for it. */
export function fetchTeam(view: TeamView, signal?: AbortSignal) {
  return apiClient.call(getTeam, { query: { ...view, size: teamPageSize } }, { signal });
}

/** The server's answer for a parent outside the agent's team (or no member at all). */
export function isOutsideTeam(error: unknown): boolean {
  return isApiError(error) && error.code === 'error_not_found';
}
