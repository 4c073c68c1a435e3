import type {
  AgentContract,
  AgentContracts,
  ContractTemplates,
  ContractTermsValue,
} from '@lotus/contract/agent-contracts';
import type { ErrorCode } from '@lotus/contract/errors';
import type { MessageKind } from '@lotus/contract/messages';
import { insertAudit } from '../../platform/database/audit.ts';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Pool, Queryable } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  contractsCancelledByAccepting,
  offerProblems,
  termsProblems,
  transition,
} from '../contracts/index.ts';
import type { ContractAction, OfferProblem } from '../contracts/index.ts';
import type { AgentMessages, AgentTeam } from '../needs.ts';
import { termsFromWire } from './terms.ts';
import {
  insertOffer,
  selectContract,
  selectContractsOf,
  selectStandingContract,
  selectTeamContracts,
  selectTemplates,
  updateState,
  upsertTemplate,
} from './tables.ts';
import type { ContractRow } from './tables.ts';

const actionOfPath = {
  accept: 'accept',
  reject: 'reject',
  'request-termination': 'request_termination',
  'accept-termination': 'accept_termination',
  'reject-termination': 'reject_termination',
} as const satisfies Record<string, ContractAction>;
export type ContractActionPath = keyof typeof actionOfPath;

/** What the other party is told of each action, in its inbox. */
const messageOfAction = {
  accept: 'agent_contract_signed',
  reject: 'agent_contract_rejected',
  request_termination: 'agent_contract_termination_requested',
  accept_termination: 'agent_contract_terminated',
  reject_termination: 'agent_contract_termination_rejected',
} as const satisfies Record<ContractAction, MessageKind>;

function view(row: ContractRow): AgentContract {
  return {
    id: row.id.toString(),
    kind: row.kind,
    state: row.state,
    terms: row.terms,
    upline: { id: row.upline_id.toString(), account: row.upline_username },
    agent: { id: row.agent_id.toString(), account: row.agent_username },
    terminationRequestedBy:
      row.termination_requested_by === null
        ? null
        : row.termination_requested_by === row.upline_id
          ? 'upline'
          : 'agent',
    offeredAt: row.offered_at.toISOString(),
    signedAt: row.signed_at?.toISOString() ?? null,
    endedAt: row.ended_at?.toISOString() ?? null,
  };
}

/** The first problem of an offer or a template as the error the caller reads (tier and field named). */
function refuse(problems: OfferProblem[]): never {
  const first = problems[0]!;
  const params: Record<string, string | number> = {};
  if (first.tier !== undefined) params.tier = first.tier + 1;
  if (first.field !== undefined) params.field = first.field;
  throw new AppError(first.code as ErrorCode, { params });
}

/**
 * Contracts between an upline and its direct downline (docs/agent-contracts.md): offers with the
 * rate ceiling, the state machine of offers.ts, the cancellation rule on acceptance, and the brand's
 * templates that top-level agents hold.
 */
export function createAgentOffers(deps: {
  pool: Pool;
  brandId: number;
  team: AgentTeam;
  messages: AgentMessages;
}) {
  const { pool, brandId, team, messages } = deps;

  /** What the member holds of a kind: its standing contract, or the template for a top-level agent. */
  async function heldTerms(memberId: bigint, kind: string): Promise<ContractTermsValue | null> {
    const standing = await selectStandingContract(pool, memberId, kind);
    if (standing) return standing.terms;
    const place = await team.standing(memberId);
    if (!place?.topLevelAgent) return null;
    const template = (await selectTemplates(pool, brandId)).find((entry) => entry.kind === kind);
    return template?.terms ?? null;
  }

  async function list(agentId: bigint): Promise<AgentContracts> {
    const [{ held, given }, place, templates] = await Promise.all([
      selectContractsOf(pool, agentId),
      team.standing(agentId),
      selectTemplates(pool, brandId),
    ]);
    return {
      held: held.map(view),
      given: given.map(view),
      templates: place?.topLevelAgent ? templates.map(({ kind, terms }) => ({ kind, terms })) : [],
    };
  }

  async function offer(
    offererId: bigint,
    input: { agentId: string; terms: ContractTermsValue },
  ): Promise<AgentContract> {
    const agentId = BigInt(input.agentId);
    // A member outside the offerer's team is not found, as one that does not exist.
    if (agentId === offererId || !(await team.inTeam(offererId, agentId)))
      throw new AppError('error_not_found');
    const downline = await team.standing(agentId);
    if (downline === undefined) throw new AppError('error_not_found');
    const offererTerms = await heldTerms(offererId, input.terms.kind);
    const problems = offerProblems({
      offererId: offererId.toString(),
      downline: {
        memberId: agentId.toString(),
        // Only an agent holds contracts: a plain member is no downline to offer one to.
        uplineId: downline.type === 0 ? null : (downline.uplineId?.toString() ?? null),
      },
      terms: termsFromWire(input.terms),
      offererTerms: offererTerms === null ? null : termsFromWire(offererTerms),
    });
    // A dividend's period is the chain's: the downline settles with the upline.
    if (
      input.terms.kind === 'dividend' &&
      offererTerms?.kind === 'dividend' &&
      offererTerms.cycle !== input.terms.cycle
    ) {
      problems.push({ code: 'error_contract_cycle_invalid', field: 'cycle' });
    }
    if (problems.length > 0) refuse(problems);
    const offered = await inTransaction(pool, async (client) => {
      const id = await insertOffer(client, brandId, {
        kind: input.terms.kind,
        uplineId: offererId,
        agentId,
        terms: input.terms,
      });
      if (id === undefined) throw new AppError('error_contract_offer_open');
      const row = (await selectContract(client, brandId, id))!;
      await messages.sendWithin(client, {
        memberId: agentId,
        kind: 'agent_contract_offered',
        params: { account: row.upline_username },
      });
      return row;
    });
    return view(offered);
  }

  async function act(
    actorId: bigint,
    contractId: bigint,
    path: ContractActionPath,
    confirmCancellation: boolean,
  ): Promise<AgentContract> {
    const action = actionOfPath[path];
    return inTransaction(pool, async (client) => {
      const contract = await selectContract(client, brandId, contractId, true);
      // Not a party: not found, so an agent learns nothing of contracts it is not in.
      if (contract === undefined || (contract.upline_id !== actorId && contract.agent_id !== actorId)) {
        throw new AppError('error_not_found');
      }
      const moved = transition(
        {
          state: contract.state,
          uplineId: contract.upline_id.toString(),
          downlineId: contract.agent_id.toString(),
          terminationRequestedBy: contract.termination_requested_by?.toString() ?? null,
        },
        action,
        actorId.toString(),
      );
      if (!moved.ok) throw new AppError(moved.code);
      if (action === 'accept') {
        const below = await selectTeamContracts(client, contract.agent_id, contract.kind);
        const cancelled = contractsCancelledByAccepting(
          termsFromWire(contract.terms),
          below.map((row) => ({
            contractId: row.id.toString(),
            uplineId: row.upline_id.toString(),
            downlineId: row.agent_id.toString(),
            state: row.state,
            terms: termsFromWire(row.terms),
          })),
        );
        if (cancelled.length > 0 && !confirmCancellation) {
          const names = cancelled.map(
            (entry) => below.find((row) => row.id.toString() === entry.contractId)!.agent_username,
          );
          throw new AppError('error_contract_cancels_others', { params: { contracts: names.join(', ') } });
        }
        for (const entry of cancelled) {
          await updateState(client, BigInt(entry.contractId), {
            state: 'terminated',
            cancelledBy: contract.id,
          });
          const row = below.find((each) => each.id.toString() === entry.contractId)!;
          await messages.sendWithin(client, {
            memberId: row.agent_id,
            kind: 'agent_contract_terminated',
            params: { account: contract.agent_username },
          });
        }
        // The agent's earlier contract of the kind gives way to the one it accepts.
        const earlier = await selectStandingContract(client, contract.agent_id, contract.kind);
        if (earlier) await updateState(client, earlier.id, { state: 'terminated', cancelledBy: contract.id });
      }
      await updateState(client, contract.id, {
        state: moved.contract.state,
        terminationRequestedBy:
          moved.contract.terminationRequestedBy === null
            ? null
            : BigInt(moved.contract.terminationRequestedBy),
      });
      await tellOtherSide(client, contract, action, actorId);
      return view((await selectContract(client, brandId, contract.id))!);
    });
  }

  /** The other party reads in its inbox what the actor did to their contract. */
  async function tellOtherSide(
    client: Queryable,
    contract: ContractRow,
    action: ContractAction,
    actorId: bigint,
  ) {
    const actorIsUpline = contract.upline_id === actorId;
    await messages.sendWithin(client, {
      memberId: actorIsUpline ? contract.agent_id : contract.upline_id,
      kind: messageOfAction[action],
      params: { account: actorIsUpline ? contract.upline_username : contract.agent_username },
    });
  }

  async function templates(): Promise<ContractTemplates> {
    const rows = await selectTemplates(pool, brandId);
    return {
      templates: rows.map((row) => ({
        kind: row.kind,
        terms: row.terms,
        updatedAt: row.updated_at.toISOString(),
      })),
    };
  }

  /** Operator: the brand's top-level contract of a kind (audited). */
  async function setTemplate(
    kind: ContractTermsValue['kind'],
    terms: ContractTermsValue,
    context: OperatorContext,
  ): Promise<ContractTemplates> {
    if (terms.kind !== kind) throw new AppError('error_contract_kind_mismatch');
    const problems = termsProblems(termsFromWire(terms));
    if (problems.length > 0) refuse(problems);
    await inTransaction(pool, async (client) => {
      const before = (await selectTemplates(client, brandId)).find((entry) => entry.kind === kind);
      await upsertTemplate(client, brandId, terms);
      await insertAudit(client, {
        brandId,
        action: 'agent.contractTemplate',
        context,
        target: `template ${kind}`,
        before: before?.terms ?? null,
        after: terms,
      });
    });
    return templates();
  }

  return { list, offer, act, heldTerms, templates, setTemplate };
}

export type AgentOffers = ReturnType<typeof createAgentOffers>;
