import {
  createOperator,
  disableOperator,
  enableOperator,
  listOperatorRoles,
  listOperators,
  updateOperator,
} from '@lotus/contract/operators';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { OperatorAccounts } from './service.ts';

/** The owner's calls on operators and roles (permission operators.manage). */
export function accountRoutes(deps: { accounts: OperatorAccounts }) {
  return async (app: FastifyInstance) => {
    const { accounts } = deps;
    await registerCall(app, listOperators, async () => accounts.list());
    await registerCall(app, createOperator, async ({ caller, body }) => accounts.create(caller, body));
    await registerCall(app, updateOperator, async ({ caller, params, body }) =>
      accounts.update(caller, BigInt(params.id), body),
    );
    await registerCall(app, disableOperator, async ({ caller, params }) =>
      accounts.disable(caller, BigInt(params.id)),
    );
    await registerCall(app, enableOperator, async ({ caller, params }) =>
      accounts.enable(caller, BigInt(params.id)),
    );
    await registerCall(app, listOperatorRoles, async () => accounts.roles());
  };
}
