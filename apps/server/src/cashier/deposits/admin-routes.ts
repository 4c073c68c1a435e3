import {
  addDepositChannel,
  changeDepositChannel,
  confirmDeposit,
  disableDepositChannel,
  getDepositForOperator,
  listDepositChannelsForOperator,
  listDepositNotifications,
  listDepositsForOperator,
  rejectDeposit,
} from '@lotus/contract/deposits';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { DepositService } from './service.ts';

/** Operator calls of deposits: channels (audited), the deposits to act on, gateway notifications. */
export function adminDepositRoutes(deps: { deposits: DepositService }) {
  return async (app: FastifyInstance) => {
    const { deposits } = deps;
    await registerCall(app, listDepositChannelsForOperator, async () => deposits.channels.listForOperator());
    await registerCall(app, addDepositChannel, async ({ body, caller }) =>
      deposits.channels.create(body, caller),
    );
    await registerCall(app, changeDepositChannel, async ({ params, body, caller }) =>
      deposits.channels.update(BigInt(params.id), body, caller),
    );
    await registerCall(app, disableDepositChannel, async ({ params, caller }) =>
      deposits.channels.disable(BigInt(params.id), caller),
    );
    await registerCall(app, listDepositsForOperator, async ({ query }) => deposits.operatorDeposits(query));
    await registerCall(app, getDepositForOperator, async ({ params }) =>
      deposits.operatorDeposit(BigInt(params.id)),
    );
    await registerCall(app, confirmDeposit, async ({ params, caller }) =>
      deposits.confirm(BigInt(params.id), caller),
    );
    await registerCall(app, rejectDeposit, async ({ params, body, caller }) =>
      deposits.reject(BigInt(params.id), body.reason, caller),
    );
    await registerCall(app, listDepositNotifications, async ({ query }) => deposits.notifications(query));
  };
}
