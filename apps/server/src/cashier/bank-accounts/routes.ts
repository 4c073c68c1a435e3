import {
  bindBankAccount,
  listBankAccounts,
  listBanks,
  unbindBankAccount,
} from '@lotus/contract/bank-accounts';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/calls.ts';
import type { BankAccounts } from './service.ts';

/** The member's bank accounts for withdrawals. Free-play accounts are refused. */
export function bankAccountRoutes(deps: { bankAccounts: BankAccounts }) {
  return async (app: FastifyInstance) => {
    // The same list for everyone, changed only by a release: caches may keep it for an hour.
    await registerCall(app, listBanks, async (_input, _request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return deps.bankAccounts.banks();
    });
    await registerCall(app, listBankAccounts, async ({ caller }) => deps.bankAccounts.list(caller.member.id));
    await registerCall(app, bindBankAccount, async ({ caller, body }, request) =>
      deps.bankAccounts.add(caller.member.id, body, pickLanguage(request.headers['accept-language'])),
    );
    await registerCall(app, unbindBankAccount, async ({ caller, params }) => {
      await deps.bankAccounts.remove(caller.member.id, BigInt(params.id));
      return { removed: true as const };
    });
  };
}
