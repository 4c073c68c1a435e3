import {
  createDeposit,
  getOwnDeposit,
  listDepositChannels,
  listOwnDeposits,
  takePaymentNotification,
} from '@lotus/contract/deposits';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import { registerCall } from '../../platform/http/calls.ts';
import { PaymentNotificationRefused } from '../../platform/payment/gateway.ts';
import type { CashierMembers } from '../needs.ts';
import type { DepositService } from './service.ts';

/** Notifications are small; anything bigger is not a gateway's. */
const notificationBodyLimit = 64 * 1024;

/**
 * The member's deposit calls (relay calls: the spec shows deposit screens but no paths) and the
 * payment gateways' notify endpoint.
 */
export function depositRoutes(deps: {
  deposits: DepositService;
  members: Pick<CashierMembers, 'findForLoginById'>;
}) {
  return async (app: FastifyInstance) => {
    /** The caller's account, which must be one that holds real money (free play never does). */
    async function realMoneyMember(memberId: bigint): Promise<bigint> {
      const account = await deps.members.findForLoginById(memberId);
      if (!account) throw new AppError('error_not_logged_in');
      if (account.is_demo) throw new AppError('error_operation_not_allowed');
      return memberId;
    }

    // Channels are named in the member's language (Accept-Language).
    const languageOf = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

    await registerCall(app, listDepositChannels, async ({ caller }, request) => {
      await realMoneyMember(caller.member.id);
      return deps.deposits.channels.listForMember(languageOf(request));
    });

    await registerCall(app, createDeposit, async ({ caller, body }, request) =>
      deps.deposits.create(await realMoneyMember(caller.member.id), body, languageOf(request)),
    );

    await registerCall(app, listOwnDeposits, async ({ caller, query }, request) =>
      deps.deposits.memberDeposits(await realMoneyMember(caller.member.id), query, languageOf(request)),
    );

    await registerCall(app, getOwnDeposit, async ({ caller, params }, request) =>
      deps.deposits.memberDeposit(
        await realMoneyMember(caller.member.id),
        BigInt(params.id),
        languageOf(request),
      ),
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
      await registerCall(scope, takePaymentNotification, async ({ params }, request) => {
        const gateway = deps.deposits.gateway(params.gateway);
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
        return { outcome };
      });
    });
  };
}
