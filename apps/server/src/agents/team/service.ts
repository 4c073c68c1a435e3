import type { TeamPage, TeamQuery } from '@lotus/contract/agents';
import type { AgentBalances, AgentTeam } from '../needs.ts';

/**
 * The agent site's team screen: a page of the caller's own team (the member domain refuses any
 * parent outside it) with each member's main-wallet balance.
 */
export function createAgentTeamReads(deps: { team: AgentTeam; balances: AgentBalances }) {
  async function page(agentId: bigint, query: TeamQuery): Promise<TeamPage> {
    const { path, rows, total } = await deps.team.page(agentId, {
      parentId: query.parentId === undefined ? undefined : BigInt(query.parentId),
      search: query.search,
      level: query.level,
      page: query.page,
      size: query.size,
    });
    const { balances, currency } = await deps.balances.balancesOf(
      rows.map((row) => row.id),
      'main',
    );
    return {
      path: path.map((step) => ({ id: step.id.toString(), account: step.username })),
      content: rows.map((row) => ({
        id: row.id.toString(),
        account: row.username,
        nickname: row.nickname,
        type: row.type,
        level: row.level,
        uplineAccount: row.upline_username,
        directCount: row.direct_count,
        teamSize: row.team_size,
        balance: (balances.get(row.id) ?? 0n).toString(),
        currency,
        status: row.status,
        lastLoginAt: row.last_login_at?.toISOString() ?? null,
        registeredAt: row.created_at.toISOString(),
      })),
      page: query.page,
      size: query.size,
      total,
    };
  }
  return { page };
}

export type AgentTeamReads = ReturnType<typeof createAgentTeamReads>;
