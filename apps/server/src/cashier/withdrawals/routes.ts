import { encryptedBodySchema } from '@lotus/contract/auth/schemas';
import {
  confirmationBodyMaxBytes,
  withdrawalConfirmationRequestSchema,
  withdrawalListQuerySchema,
  withdrawalOverviewSchema,
  withdrawalPageSchema,
  withdrawalPathSchema,
  withdrawalRequestSchema,
  withdrawalSchema,
} from '@lotus/contract/withdrawals/schemas';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { credentialRateLimit } from '../../auth/routes.ts';
import type { AuthService } from '../../auth/service.ts';
import { readEncryptedBody } from '../../platform/http/encrypted-body.ts';
import { ok } from '../../platform/http/envelope.ts';
import { responses } from '../../platform/http/responses.ts';
import type { WithdrawalConfirmationService } from './confirmation.ts';
import type { Withdrawals } from './service.ts';

/** The member's withdrawal calls: overview, request (encrypted, payment password), list, confirmation. */
export function withdrawalRoutes(deps: {
  withdrawals: Withdrawals;
  confirmation: WithdrawalConfirmationService;
  auth: Pick<AuthService, 'authenticate'>;
  payloadKey: string;
}) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['withdrawals'];

    app.get(
      '/wps/member/withdrawals/overview',
      {
        schema: {
          tags,
          summary:
            'Balance, limits (minimum, maximum, daily count and amount), today’s use, remaining bonus turnover, whether a payment password is set',
          response: responses(withdrawalOverviewSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.withdrawals.overview(member.id));
      },
    );

    app.post(
      '/wps/member/withdrawals',
      {
        config: { rateLimit: credentialRateLimit },
        schema: {
          tags,
          summary:
            'Ask for a withdrawal (encrypted body: bankAccountId, amount, paymentPassword, idempotencyKey); the amount is held at once',
          body: encryptedBodySchema,
          response: responses(withdrawalSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        const language = pickLanguage(request.headers['accept-language']);
        const form = readEncryptedBody(request.body.data, deps.payloadKey, withdrawalRequestSchema);
        return ok(await deps.withdrawals.request(member.id, form, language));
      },
    );

    app.get(
      '/wps/member/withdrawals',
      {
        schema: {
          tags,
          summary: 'The member’s withdrawals, newest first, optionally of one status',
          querystring: withdrawalListQuerySchema,
          response: responses(withdrawalPageSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.withdrawals.list(member.id, request.query));
      },
    );

    app.get(
      '/wps/member/withdrawals/:id',
      {
        schema: {
          tags,
          summary: 'One of the member’s withdrawals',
          params: withdrawalPathSchema,
          response: responses(withdrawalSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = await deps.auth.authenticate(request);
        return ok(await deps.withdrawals.get(member.id, BigInt(request.params.id)));
      },
    );

    app.post(
      '/wps/member/withdrawals/:id/confirmation',
      {
        bodyLimit: confirmationBodyMaxBytes,
        schema: {
          tags,
          summary:
            'Confirm a paid withdrawal: received, partly_received (amountReceived, optional proofImage), not_received (proofImage: base64 png/jpg, at most 5 MB), or all_received after a report',
          params: withdrawalPathSchema,
          body: withdrawalConfirmationRequestSchema,
          response: responses(withdrawalSchema),
        },
      },
      async (request) => {
        const { member } = await deps.auth.authenticate(request);
        const language = pickLanguage(request.headers['accept-language']);
        return ok(
          await deps.confirmation.confirm(member.id, BigInt(request.params.id), request.body, language),
        );
      },
    );
  };
}
