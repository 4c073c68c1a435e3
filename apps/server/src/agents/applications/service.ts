import type {
  AgentApplication,
  AgentType,
  ApplyForAgent,
  OperatorAgentApplication,
  OperatorAgentApplicationPage,
  OwnAgentApplication,
} from '@lotus/contract/agents';
import { insertAudit } from '../../platform/database/audit.ts';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AgentMessages, AgentTeam } from '../needs.ts';
import {
  insertApplication,
  selectApplication,
  selectApplicationPage,
  selectLatestApplicationOf,
  updateDecision,
} from './tables.ts';
import type { ApplicationRow } from './tables.ts';

function memberView(row: ApplicationRow): AgentApplication {
  return {
    id: row.id.toString(),
    contact: row.contact,
    expectedTeam: row.expected_team,
    note: row.note,
    status: row.status,
    agentType: row.agent_type,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

function operatorView(row: ApplicationRow): OperatorAgentApplication {
  return { ...memberView(row), account: row.username, decidedBy: row.decided_by_username };
}

/**
 * The spec's affiliate application: a member asks to become an agent, an operator approves it
 * (choosing the agent type: the member's type changes in the same transaction) or rejects it with a
 * reason, and the member is told in its inbox either way.
 */
export function createAgentApplications(deps: {
  pool: Pool;
  brandId: number;
  team: AgentTeam;
  messages: AgentMessages;
}) {
  const { pool, brandId, team, messages } = deps;

  async function own(memberId: bigint): Promise<OwnAgentApplication> {
    const [type, latest] = await Promise.all([
      team.memberType(memberId),
      selectLatestApplicationOf(pool, memberId),
    ]);
    return { isAgent: type !== undefined && type !== 0, application: latest ? memberView(latest) : null };
  }

  async function apply(memberId: bigint, form: Required<ApplyForAgent>): Promise<AgentApplication> {
    const type = await team.memberType(memberId);
    if (type !== undefined && type !== 0) throw new AppError('error_already_agent');
    const id = await insertApplication(pool, brandId, memberId, form);
    if (id === undefined) throw new AppError('error_agent_application_pending');
    return memberView((await selectApplication(pool, brandId, id))!);
  }

  async function list(filter: {
    status?: string;
    page: number;
    size: number;
  }): Promise<OperatorAgentApplicationPage> {
    const { rows, total } = await selectApplicationPage(pool, brandId, {
      status: filter.status,
      limit: filter.size,
      offset: (filter.page - 1) * filter.size,
    });
    return { content: rows.map(operatorView), page: filter.page, size: filter.size, total };
  }

  async function decide(
    id: bigint,
    decision: { status: 'approved'; agentType: AgentType } | { status: 'rejected'; reason: string },
    context: OperatorContext,
  ): Promise<OperatorAgentApplication> {
    return inTransaction(pool, async (client) => {
      const application = await selectApplication(client, brandId, id, true);
      if (application === undefined) throw new AppError('error_not_found');
      if (application.status !== 'pending') throw new AppError('error_agent_application_decided');
      const agentType = decision.status === 'approved' ? decision.agentType : null;
      const reason = decision.status === 'rejected' ? decision.reason : null;
      await updateDecision(client, id, {
        status: decision.status,
        agentType,
        reason,
        operatorId: context.operatorId,
      });
      if (agentType !== null) await team.makeAgentWithin(client, application.member_id, agentType);
      await messages.sendWithin(
        client,
        agentType !== null
          ? {
              memberId: application.member_id,
              kind: 'agent_application_approved',
              params: { agentType: String(agentType) },
            }
          : {
              memberId: application.member_id,
              kind: 'agent_application_rejected',
              params: { reason: reason! },
            },
      );
      await insertAudit(client, {
        brandId,
        action: `agent.application.${decision.status === 'approved' ? 'approve' : 'reject'}`,
        context,
        target: `member ${application.username}`,
        after: { status: decision.status, agentType, reason },
      });
      return operatorView((await selectApplication(client, brandId, id))!);
    });
  }

  return { own, apply, list, decide };
}

export type AgentApplications = ReturnType<typeof createAgentApplications>;
