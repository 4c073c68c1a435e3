import {
  createDepositRequestSchema,
  depositChannelListSchema,
  depositListQuerySchema,
  depositNotifyAckSchema,
  depositPageSchema,
  depositPathSchema,
  depositSchema,
} from '@lotus/contract/deposits/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from '../../auth/service.ts';
import type { MemberService } from '../../member/service.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { responses } from '../../platform/http/responses.ts';
import { PaymentNotificationRefused } from '../../platform/payment/gateway.ts';
import type { DepositService } from './service.ts';
import { notifyPath } from './service.ts';

/** Notifications are small; anything bigger is not a gateway's. */
const notificationBodyLimit = 64 * 1024;

/**
 * The member's deposit calls (relay calls: the spec shows deposit screens but no paths) and the
 * payment gateways' notify endpoint.
 */
export function depositRoutes(deps: {
  deposits: DepositService;
  auth: Pick<AuthService, 'authenticate'>;
  members: Pick<MemberService, 'findForLoginById'>;
}) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['deposits'];

    /** The caller's account, which must be one that holds real money (free play never does). */
    async function realMoneyMember(request: FastifyRequest): Promise<bigint> {
      const { member } = await deps.auth.authenticate(request);
      const account = await deps.members.findForLoginById(member.id);
      if (!account) throw new AppError('error_not_logged_in');
      if (account.is_demo) throw new AppError('error_operation_not_allowed');
      return member.id;
    }

    app.get(
      '/wps/relay/deposits/channels',
      {
        schema: {
          tags,
          summary: 'The deposit channels the member can use, with their limits in minor units',
          response: responses(depositChannelListSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        await realMoneyMember(request);
        return ok(await deps.deposits.channels.listForMember());
      },
    );

    app.post(
      '/wps/relay/deposits',
      {
        schema: {
          tags,
          summary:
            'Create a deposit on a channel: amount within its limits, payer name by the real-name rule; idempotent per member and key. A bank transfer answers the receiving account and its VietQR code, a gateway deposit its payment page',
          body: createDepositRequestSchema,
          response: responses(depositSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const memberId = await realMoneyMember(request);
        return ok(await deps.deposits.create(memberId, request.body));
      },
    );

    app.get(
      '/wps/relay/deposits',
      {
        schema: {
          tags,
          summary: 'The member’s own deposits, newest first',
          querystring: depositListQuerySchema,
          response: responses(depositPageSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const memberId = await realMoneyMember(request);
        return ok(await deps.deposits.memberDeposits(memberId, request.query));
      },
    );

    app.get(
      '/wps/relay/deposits/:id',
      {
        schema: {
          tags,
          summary: 'One of the member’s own deposits',
          params: depositPathSchema,
          response: responses(depositSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const memberId = await realMoneyMember(request);
        return ok(await deps.deposits.memberDeposit(memberId, BigInt(request.params.id)));
      },
    );

    // The signature covers the body byte for byte, so this route reads it raw: its own scope,
    // where JSON is not parsed before the gateway's verifier has checked it.
    await app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: notificationBodyLimit },
        (_request, body, done) => done(null, body),
      );
      scope.withTypeProvider<ZodTypeProvider>().post(
        notifyPath(':gateway'),
        {
          schema: {
            tags,
            summary:
              'A payment gateway’s signed notification (server to server). Verified over the raw body; repeats and late arrivals change nothing and answer OK',
            params: z.object({ gateway: z.string().regex(/^[a-z][a-z0-9_]{1,31}$/) }),
            response: responses(depositNotifyAckSchema),
          },
        },
        async (request, reply) => {
          reply.header('cache-control', 'no-store');
          const gateway = deps.deposits.gateway(request.params.gateway);
          if (!gateway) throw new AppError('error_not_found');
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          let notification;
          try {
            notification = gateway.verifyNotification(raw, request.headers);
          } catch (error) {
            if (!(error instanceof PaymentNotificationRefused)) throw error;
            request.log.warn({ gateway: gateway.code, why: error.why }, 'payment notification refused');
            throw new AppError(
              error.why === 'signature' ? 'error_payment_signature_invalid' : 'error_validation',
            );
          }
          const { outcome, depositId } = await deps.deposits.applyNotification(gateway.code, notification);
          const context = {
            gateway: gateway.code,
            outcome,
            depositId: depositId?.toString() ?? null,
            reference: notification.merchantReference,
            gatewayReference: notification.gatewayReference,
            amount: notification.amount.toString(),
            status: notification.status,
          };
          if (outcome === 'unknown_deposit') {
            request.log.warn(context, 'payment notification for no known deposit');
            throw new AppError('error_deposit_not_found');
          }
          if (outcome === 'amount_mismatch' || outcome === 'reference_mismatch') {
            request.log.error(context, 'payment notification does not match its deposit: nothing credited');
            throw new AppError(
              outcome === 'amount_mismatch' ? 'error_deposit_amount_mismatch' : 'error_conflict',
            );
          }
          if (outcome === 'ignored_decided')
            request.log.warn(context, 'payment notification after the decision');
          else request.log.info(context, 'payment notification taken');
          return ok({ outcome });
        },
      );
    });
  };
}
