import { defineCall } from '../call.ts';

// Transfers between an agent and its upline or team (issue 19). Its zod schemas are in ./schemas.ts.
export type { AgentTransfer, AgentTransferPage, AgentTransferRequest, TransferLimits } from './schemas.ts';

const schemas = () => import('./schemas.ts');

export const transferAsAgent = defineCall(schemas, {
  method: 'POST',
  path: '/wps/agent/transfers',
  scope: 'agent',
  tag: 'agent transfers',
  encrypted: true,
  closedInMaintenance: true,
  summary:
    'Send money from the main wallet to the direct upline or a member of the team (encrypted body: toId, amount, paymentPassword, idempotencyKey); both are told',
  errors: [
    'error_not_found',
    'error_transfer_amount',
    'error_transfer_daily_limit',
    'error_insufficient_funds',
    'error_payment_password_wrong',
    'error_payment_password_not_set',
    'error_payment_password_locked',
    'error_conflict',
  ],
  schemas: (s) => ({ body: s.agentTransferSchema, value: s.transferSchema }),
});

export const listAgentTransfers = defineCall(schemas, {
  method: 'GET',
  path: '/wps/agent/transfers',
  scope: 'agent',
  tag: 'agent transfers',
  summary: 'The agent’s transfers sent and received, newest first, with its limits and what it sent today',
  errors: [],
  schemas: (s) => ({ query: s.transfersQuerySchema, value: s.transferPageSchema }),
});
