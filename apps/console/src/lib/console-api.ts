import type { AgentApplicationStatus, AgentType } from '@lotus/contract/agents';
import {
  approveAgentApplication,
  listAgentApplications,
  moveBranch,
  rejectAgentApplication,
  setAgentType,
} from '@lotus/contract/agents';
import { approveApproval, listApprovals, rejectApproval } from '@lotus/contract/approvals';
import type { AuditQuery } from '@lotus/contract/operator-audit';
import { listAudit } from '@lotus/contract/operator-audit';
import type {
  ChangeOperatorPasswordRequest,
  CreateOperatorRequest,
  OperatorRecoveryRequest,
  OperatorSignInRequest,
  OperatorTotpRequest,
} from '@lotus/contract/operators';
import {
  changeOperatorPassword,
  createOperator,
  createOperatorApiToken,
  disableOperator,
  enableOperator,
  endOperatorSession,
  finishOperatorSignIn,
  getOperatorSelf,
  listOperatorApiTokens,
  listOperators,
  recoverOperatorSignIn,
  revokeOperatorApiToken,
  startOperatorSignIn,
  updateOperator,
} from '@lotus/contract/operators';
import type { OperatorRole } from '@lotus/contract/operator-permissions';
import { approveWithdrawal, listWithdrawalsForOperator, rejectWithdrawal } from '@lotus/contract/withdrawals';
import { consoleClient as client } from './api-client.ts';

export type { AuditEntry, AuditQuery } from '@lotus/contract/operator-audit';
export type {
  CreatedOperator,
  CreatedOperatorApiToken,
  OperatorAccount,
  OperatorApiToken,
  OperatorSelf,
  OperatorSession as SignInFinish,
  OperatorSignInStarted as SignInStart,
} from '@lotus/contract/operators';

/** The operator's calls the console makes, one function each, from their declarations. */
export const consoleApi = {
  startSignIn: (body: OperatorSignInRequest) => client.call(startOperatorSignIn, { body }),
  finishSignIn: (body: OperatorTotpRequest) => client.call(finishOperatorSignIn, { body }),
  recoverSignIn: (body: OperatorRecoveryRequest) => client.call(recoverOperatorSignIn, { body }),
  self: () => client.call(getOperatorSelf),
  signOut: () => client.call(endOperatorSession),
  changePassword: (body: ChangeOperatorPasswordRequest) => client.call(changeOperatorPassword, { body }),
  apiTokens: () => client.call(listOperatorApiTokens),
  createApiToken: (name: string) => client.call(createOperatorApiToken, { body: { name } }),
  revokeApiToken: (id: string) => client.call(revokeOperatorApiToken, { params: { id } }),

  operators: () => client.call(listOperators),
  createOperator: (body: CreateOperatorRequest) => client.call(createOperator, { body }),
  changeRole: (id: string, role: OperatorRole) =>
    client.call(updateOperator, { params: { id }, body: { role } }),
  disableOperator: (id: string) => client.call(disableOperator, { params: { id } }),
  enableOperator: (id: string) => client.call(enableOperator, { params: { id } }),

  pendingWithdrawals: (page: number, size: number) =>
    client.call(listWithdrawalsForOperator, { query: { status: 'pending', page, size } }),
  approveWithdrawal: (id: string) => client.call(approveWithdrawal, { params: { id } }),
  rejectWithdrawal: (id: string, reason: string) =>
    client.call(rejectWithdrawal, { params: { id }, body: { reason } }),

  pendingApprovals: (page: number, size: number) =>
    client.call(listApprovals, { query: { status: 'pending', page, size } }),
  approveApproval: (id: string) => client.call(approveApproval, { params: { id } }),
  rejectApproval: (id: string, reason: string) =>
    client.call(rejectApproval, { params: { id }, body: { reason } }),

  audit: (query: AuditQuery) => client.call(listAudit, { query }),

  agentApplications: (status: AgentApplicationStatus, page: number, size: number) =>
    client.call(listAgentApplications, { query: { status, page, size } }),
  approveAgentApplication: (id: string, agentType: AgentType) =>
    client.call(approveAgentApplication, { params: { id }, body: { agentType } }),
  rejectAgentApplication: (id: string, reason: string) =>
    client.call(rejectAgentApplication, { params: { id }, body: { reason } }),
  setAgentType: (username: string, agentType: AgentType) =>
    client.call(setAgentType, { params: { username }, body: { agentType } }),
  moveBranch: (username: string, upline: string) =>
    client.call(moveBranch, { params: { username }, body: { upline } }),
};
