import type {
  CreateDepositRequest,
  Deposit,
  DepositPage,
  DepositStatus,
  OperatorDeposit,
} from '@lotus/contract/deposits';
import { createDeposit as createDepositCall, takePaymentNotification } from '@lotus/contract/deposits';
import { pathOf } from '@lotus/contract/call';
import { isUniqueViolation } from '../../platform/database/errors.ts';
import type { Pool, PoolClient } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { assertSameRequest, requestFingerprint } from '../../platform/idempotency/fingerprint.ts';
import type { PaymentGateway } from '../../platform/payment/gateway.ts';
import type { CashierMembers, DepositProtection } from '../needs.ts';
import type { DepositChannels } from './channels.ts';
import type { DepositDecisions } from './decisions.ts';
import { checkPayerName, nameKey } from './payer-name.ts';
import { newDepositReference, plainAmount } from './reference.ts';
import type { DepositRow } from './tables.ts';
import {
  insertDeposit,
  selectDeposit,
  selectDepositByKey,
  selectDeposits,
  selectNotifications,
  selectPendingDepositTotal,
  updateDepositPayment,
} from './tables.ts';
import { memberDepositView, notificationView, operatorDepositView } from './views.ts';

/** Where a gateway notifies: the notify call's path with the gateway's code. */
export function notifyPath(gatewayCode: string): string {
  return pathOf(takePaymentNotification.path, { gateway: gatewayCode });
}

/**
 * What a deposit request asks, as the idempotency rule compares it: its call and body, the payer's
 * name as it is compared (without case or extra spaces).
 */
function fingerprintOfRequest(request: CreateDepositRequest): Buffer {
  return requestFingerprint(createDepositCall, { ...request, payerName: nameKey(request.payerName) });
}

/**
 * The member's deposits: creating one on a channel (limits, real-name rule, player protection,
 * idempotent per member and key), reading them back; and the operator's lists. Deciding them is
 * deposit-decisions.ts.
 */
export function createDepositService(deps: {
  pool: Pool;
  brand: { id: number; currency: string };
  members: Pick<CashierMembers, 'findForLoginById' | 'challengeContacts'>;
  channels: DepositChannels;
  decisions: DepositDecisions;
  gateways: ReadonlyMap<string, PaymentGateway>;
  protection: DepositProtection;
  urls: { notifyBaseUrl: string; memberSiteUrl: string };
}) {
  const { pool, brand, members, channels, decisions, gateways, protection, urls } = deps;

  /** The same key again: the first deposit when it asked the same, error_conflict otherwise. */
  async function answerRepeat(
    row: DepositRow,
    request: CreateDepositRequest,
    language?: string,
  ): Promise<Deposit> {
    assertSameRequest(row.request_hash, fingerprintOfRequest(request));
    return memberDepositView(row, language);
  }

  async function reload(id: bigint): Promise<DepositRow> {
    const row = await selectDeposit(pool, brand.id, id);
    if (!row) throw new Error(`cashier: deposit ${id} vanished`);
    return row;
  }

  /** Inserts the deposit under a fresh reference; undefined when the key was taken meanwhile. */
  async function insertWithReference(
    client: PoolClient,
    memberId: bigint,
    request: CreateDepositRequest,
    values: {
      channel: Awaited<ReturnType<DepositChannels['usableChannel']>>;
      amount: bigint;
      payerName: string;
    },
  ): Promise<bigint | undefined> {
    for (let attempt = 1; ; attempt += 1) {
      // A savepoint per try: a reference taken by another deposit spoils only this insert.
      await client.query('savepoint deposit_reference');
      try {
        return await insertDeposit(client, brand.id, {
          memberId,
          channel: values.channel,
          amount: values.amount,
          currency: brand.currency,
          payerName: values.payerName,
          reference: newDepositReference(),
          idempotencyKey: request.idempotencyKey,
          requestHash: fingerprintOfRequest(request),
        });
      } catch (error) {
        if (attempt < 5 && isUniqueViolation(error, 'deposits_brand_reference')) {
          await client.query('rollback to savepoint deposit_reference');
          continue;
        }
        throw error;
      }
    }
  }

  /** Asks the channel's gateway for a payment page; a gateway that fails it fails the deposit. */
  async function startGatewayPayment(row: DepositRow): Promise<DepositRow> {
    const code = row.gateway_code ?? '';
    const gateway = gateways.get(code);
    try {
      if (!gateway) throw new Error(`no gateway ${code}`);
      const payment = await gateway.createPayment({
        merchantReference: row.reference,
        amount: row.amount,
        currency: row.currency,
        description: `Deposit ${row.reference}`,
        notifyUrl: `${urls.notifyBaseUrl}${notifyPath(code)}`,
        returnUrl: `${urls.memberSiteUrl}/deposit?deposit=${row.id}`,
      });
      await updateDepositPayment(pool, row.id, payment);
    } catch (error) {
      await decisions.failUnstarted(row.id, code);
      throw new AppError('error_payment_gateway_unavailable', { cause: error });
    }
    return reload(row.id);
  }

  /** A member's deposit; `language` names its channel in the member's language. */
  async function create(
    memberId: bigint,
    request: CreateDepositRequest,
    language?: string,
  ): Promise<Deposit> {
    const account = await members.findForLoginById(memberId);
    if (!account) throw new AppError('error_not_logged_in');
    // Free-play accounts never hold real money (the ledger would refuse the credit anyway).
    if (account.is_demo) throw new AppError('error_operation_not_allowed');
    const existing = await selectDepositByKey(pool, brand.id, memberId, request.idempotencyKey);
    if (existing) return answerRepeat(existing, request, language);

    const channel = await channels.usableChannel(BigInt(request.channelId));
    const amount = BigInt(request.amount);
    if (amount < channel.min_amount || amount > channel.max_amount) {
      throw new AppError('error_deposit_amount_out_of_range', {
        params: {
          min: channel.min_amount.toString(),
          max: channel.max_amount.toString(),
          minText: plainAmount(channel.min_amount, brand.currency),
          maxText: plainAmount(channel.max_amount, brand.currency),
        },
      });
    }
    const contacts = await members.challengeContacts(memberId);
    const payerName = checkPayerName(request.payerName, contacts?.payee_name ?? null);
    // The limit check and the new deposit in one transaction, so deposits asked at once queue.
    const id = await inTransaction(
      pool,
      async (client) => {
        await protection.assertDepositAllowed(memberId, amount, {
          within: client,
          pendingDeposits: (db) => selectPendingDepositTotal(db, brand.id, memberId),
        });
        return insertWithReference(client, memberId, request, { channel, amount, payerName });
      },
      { retries: 5 },
    );
    if (id === undefined) {
      // The same key arrived twice at once: the other request made the deposit.
      const first = await selectDepositByKey(pool, brand.id, memberId, request.idempotencyKey);
      if (!first) throw new Error('cashier: a used deposit key has no deposit');
      return answerRepeat(first, request, language);
    }
    const row = await reload(id);
    return memberDepositView(row.kind === 'gateway' ? await startGatewayPayment(row) : row, language);
  }

  async function memberDeposits(
    memberId: bigint,
    page: { page: number; size: number },
    language?: string,
  ): Promise<DepositPage> {
    const { rows, total } = await selectDeposits(
      pool,
      brand.id,
      { memberId, status: null, username: null },
      { limit: page.size, offset: (page.page - 1) * page.size },
    );
    return {
      content: rows.map((row) => memberDepositView(row, language)),
      page: page.page,
      size: page.size,
      total,
    };
  }

  async function memberDeposit(memberId: bigint, id: bigint, language?: string): Promise<Deposit> {
    const row = await selectDeposit(pool, brand.id, id, { memberId });
    if (!row) throw new AppError('error_deposit_not_found');
    return memberDepositView(row, language);
  }

  async function operatorDeposits(query: {
    status?: DepositStatus | undefined;
    username?: string | undefined;
    page: number;
    size: number;
  }): Promise<{ content: OperatorDeposit[]; page: number; size: number; total: number }> {
    const { rows, total } = await selectDeposits(
      pool,
      brand.id,
      { memberId: null, status: query.status ?? null, username: query.username ?? null },
      { limit: query.size, offset: (query.page - 1) * query.size },
    );
    return { content: rows.map(operatorDepositView), page: query.page, size: query.size, total };
  }

  async function operatorDeposit(id: bigint): Promise<OperatorDeposit> {
    const row = await selectDeposit(pool, brand.id, id);
    if (!row) throw new AppError('error_deposit_not_found');
    return operatorDepositView(row);
  }

  async function notifications(query: { outcome?: string | undefined; page: number; size: number }) {
    const { rows, total } = await selectNotifications(
      pool,
      brand.id,
      { outcome: query.outcome ?? null },
      { limit: query.size, offset: (query.page - 1) * query.size },
    );
    return { content: rows.map(notificationView), page: query.page, size: query.size, total };
  }

  return {
    channels,
    create,
    memberDeposits,
    memberDeposit,
    operatorDeposits,
    operatorDeposit,
    notifications,
    confirm: decisions.confirm,
    reject: decisions.reject,
    applyNotification: decisions.applyNotification,
    gateway: (code: string) => gateways.get(code),
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
