import { apiClient } from '@lotus/app-shell';
import { getTeamOverview } from '@lotus/contract/agents';
import type { DayRange } from './overview-period.ts';

export const overviewQueryKey = (range: DayRange) => ['agent', 'overview', range.from, range.to] as const;

/** The agent's team over a range of the brand's days, and a row for each day. */
export function fetchOverview(range: DayRange, signal?: AbortSignal) {
  return apiClient.call(getTeamOverview, { query: { from: range.from, to: range.to } }, { signal });
}
