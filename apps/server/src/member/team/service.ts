import type { AgentType } from '@lotus/contract/agents';
import { insertAudit } from '../../platform/database/audit.ts';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Pool, PoolClient } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  countBranch,
  lockMemberById,
  lockMemberByName,
  selectDepthBelow,
  selectJoinDays,
  selectStanding,
  selectTeamIds,
  selectTeamLevels,
  selectTreeMembers,
  selectMemberType,
  selectPathBetween,
  selectTeamPage,
  selectUsername,
  selectUsernames,
  updateMemberType,
  updateUpline,
} from './tables.ts';
import type { TeamRow } from './tables.ts';

const agentTypeSet: ReadonlySet<number> = new Set([1, 2, 4, 41, 42]);
export const isAgentType = (type: number) => agentTypeSet.has(type);

export interface TeamPageRequest {
  parentId?: bigint;
  search?: string;
  level?: number;
  page: number;
  size: number;
}

function isCycleRefusal(error: unknown): boolean {
  const failure = error as { code?: string; constraint?: string };
  return failure.code === '23514' && failure.constraint === 'member_tree_no_cycle';
}

/**
 * The team tree (issue 19, decision 0022): an agent's team read within its own subtree only, and
 * the operator's changes to the tree (agent types, moving a branch). The tree itself is kept by the
 * database from `members.upline_id`.
 */
export function createTeamService(deps: { pool: Pool; brandId: number }) {
  const { pool, brandId } = deps;

  /**
   * A page of the agent's team under `parentId` (the agent when absent). A parent outside the
   * agent's team is not found, exactly as one that does not exist: an agent learns nothing of
   * another team, not even that a member id is taken.
   */
  async function page(
    agentId: bigint,
    request: TeamPageRequest,
  ): Promise<{ path: Array<{ id: bigint; username: string }>; rows: TeamRow[]; total: number }> {
    const parentId = request.parentId ?? agentId;
    if ((await selectDepthBelow(pool, agentId, parentId)) === undefined)
      throw new AppError('error_not_found');
    const [path, rows] = await Promise.all([
      selectPathBetween(pool, agentId, parentId),
      selectTeamPage(pool, {
        agentId,
        parentId,
        search: request.search,
        level: request.level,
        limit: request.size,
        offset: (request.page - 1) * request.size,
      }),
    ]);
    return { path, rows, total: rows[0]?.total ?? 0 };
  }

  /** Whether `memberId` is in the agent's team (the agent itself included). */
  async function inTeam(agentId: bigint, memberId: bigint): Promise<boolean> {
    return (await selectDepthBelow(pool, agentId, memberId)) !== undefined;
  }

  async function memberType(memberId: bigint): Promise<number | undefined> {
    return selectMemberType(pool, brandId, memberId);
  }

  /** In the caller's transaction: the member becomes an agent of `type` (an approved application). */
  async function makeAgentWithin(client: PoolClient, memberId: bigint, type: AgentType): Promise<void> {
    const member = await lockMemberById(client, brandId, memberId);
    if (member === undefined) throw new AppError('error_account_not_found');
    await updateMemberType(client, member.id, type);
  }

  /** Operator: make a member an agent of `type`, or change an agent's type (audited). */
  async function setAgentType(
    username: string,
    type: AgentType,
    context: OperatorContext,
  ): Promise<{ username: string; type: number }> {
    return inTransaction(pool, async (client) => {
      const member = await lockMemberByName(client, brandId, username);
      if (member === undefined) throw new AppError('error_account_not_found');
      if (member.type !== type) {
        await updateMemberType(client, member.id, type);
        await insertAudit(client, {
          brandId,
          action: 'member.agentType',
          context,
          target: `member ${member.username}`,
          before: { type: member.type },
          after: { type },
        });
      }
      return { username: member.username, type };
    });
  }

  /**
   * Operator: move a member and its whole team under another agent (audited). Never under itself
   * or anyone of its own team: the service refuses it, and the database's trigger refuses it again
   * under its lock, so two moves at once cannot make a cycle between them.
   */
  async function moveBranch(
    username: string,
    uplineName: string,
    context: OperatorContext,
  ): Promise<{ username: string; upline: string; moved: number }> {
    try {
      return await inTransaction(pool, async (client) => {
        const member = await lockMemberByName(client, brandId, username);
        if (member === undefined) throw new AppError('error_account_not_found');
        const upline = await lockMemberByName(client, brandId, uplineName);
        if (upline === undefined) throw new AppError('error_account_not_found');
        if (!isAgentType(upline.type)) throw new AppError('error_upline_not_agent');
        if ((await selectDepthBelow(client, member.id, upline.id)) !== undefined) {
          throw new AppError('error_upline_in_own_team');
        }
        if (member.upline_id !== upline.id) {
          const before = member.upline_id === null ? null : await selectUsername(client, member.upline_id);
          await updateUpline(client, member.id, upline.id);
          await insertAudit(client, {
            brandId,
            action: 'member.upline',
            context,
            target: `member ${member.username}`,
            before: { upline: before ?? null },
            after: { upline: upline.username },
          });
        }
        return {
          username: member.username,
          upline: upline.username,
          moved: await countBranch(client, member.id),
        };
      });
    } catch (error) {
      if (isCycleRefusal(error)) throw new AppError('error_upline_in_own_team');
      throw error;
    }
  }

  /** The agent and every member of its team (the overview's figures are read for them). */
  function memberIds(agentId: bigint): Promise<bigint[]> {
    return selectTeamIds(pool, agentId);
  }

  /** How many joined the agent's team, by day of the brand's clock. */
  async function joinedByDay(
    agentId: bigint,
    range: { from: Date; to: Date; timeZone: string },
  ): Promise<Map<string, number>> {
    const rows = await selectJoinDays(pool, agentId, range);
    return new Map(rows.map((row) => [row.day, row.joined]));
  }

  /**
   * A member's place for the contracts: its type, its upline, and whether it is a top-level agent
   * (an agent whose upline is no agent: it holds the brand's templates).
   */
  async function standing(
    memberId: bigint,
  ): Promise<{ type: number; uplineId: bigint | null; topLevelAgent: boolean } | undefined> {
    const row = await selectStanding(pool, brandId, memberId);
    if (row === undefined) return undefined;
    const topLevelAgent =
      isAgentType(row.type) && (row.upline_type === null || !isAgentType(row.upline_type));
    return { type: row.type, uplineId: row.upline_id, topLevelAgent };
  }

  /** The whole brand's tree (a settlement's teams), each member with its upline and type. */
  async function treeMembers(): Promise<Array<{ id: bigint; uplineId: bigint | null; type: number }>> {
    const rows = await selectTreeMembers(pool, brandId);
    return rows.map((row) => ({ id: row.id, uplineId: row.upline_id, type: row.type }));
  }

  /** Members' usernames by id (as decimal strings): a statement names the agents it deducts for. */
  async function accountsOf(memberIds: readonly bigint[]): Promise<Map<string, string>> {
    if (memberIds.length === 0) return new Map();
    const rows = await selectUsernames(pool, brandId, memberIds);
    return new Map(rows.map((row) => [row.id.toString(), row.username]));
  }

  /** The agent's team with each member's level below it (0: the agent) and username: a report's rows. */
  async function levels(agentId: bigint): Promise<Array<{ id: bigint; level: number; username: string }>> {
    const rows = await selectTeamLevels(pool, agentId);
    return rows.map((row) => ({ id: row.member_id, level: row.depth, username: row.username }));
  }

  return {
    page,
    inTeam,
    levels,
    memberType,
    memberIds,
    joinedByDay,
    standing,
    treeMembers,
    accountsOf,
    makeAgentWithin,
    setAgentType,
    moveBranch,
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
