import {
  addBankAccountRequestSchema,
  bankAccountListSchema,
  bankAccountPathSchema,
  bankAccountRemovedSchema,
  bankAccountSchema,
  banksSchema,
} from '@lotus/contract/bank-accounts/schemas';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthService } from '../../auth/service.ts';
import { ok } from '../../platform/http/envelope.ts';
import { responses } from '../../platform/http/responses.ts';
import type { BankAccounts } from './service.ts';

/** The member's bank accounts for withdrawals. Free-play accounts are refused. */
export function bankAccountRoutes(deps: {
  bankAccounts: BankAccounts;
  auth: Pick<AuthService, 'authenticate'>;
}) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['withdrawals'];

    app.get(
      '/wps/member/bank-accounts/banks',
      {
        schema: {
          tags,
          summary: 'The banks an account can be bound at (VietQR short code, BIN, names)',
          response: responses(banksSchema),
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=3600');
        return ok(deps.bankAccounts.banks());
      },
    );

    app.get(
      '/wps/member/bank-accounts',
      {
        schema: {
          tags,
          summary: 'The member’s bound bank accounts (numbers masked), the cap, and the real name',
          response: responses(bankAccountListSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.bankAccounts.list(member.id));
      },
    );

    app.post(
      '/wps/member/bank-accounts',
      {
        schema: {
          tags,
          summary:
            'Bind a bank account in the member’s real name (sets the real name when there is none yet)',
          body: addBankAccountRequestSchema,
          response: responses(bankAccountSchema),
        },
      },
      async (request) => {
        const { member } = await deps.auth.authenticate(request);
        const language = pickLanguage(request.headers['accept-language']);
        return ok(await deps.bankAccounts.add(member.id, request.body, language));
      },
    );

    app.delete(
      '/wps/member/bank-accounts/:id',
      {
        schema: {
          tags,
          summary: 'Unbind a bank account (refused while a withdrawal to it is pending)',
          params: bankAccountPathSchema,
          response: responses(bankAccountRemovedSchema),
        },
      },
      async (request) => {
        const { member } = await deps.auth.authenticate(request);
        await deps.bankAccounts.remove(member.id, BigInt(request.params.id));
        return ok({ removed: true as const });
      },
    );
  };
}
