import type { AgentTransfer, AgentTransferPage, AgentTransferRequest } from '@lotus/contract/agent-transfers';
import { startOfDayIn } from '../../platform/time/days.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AgentMessages, AgentTeam, AgentTransferLedger, AgentPaymentPasswords } from '../needs.ts';
import {
  insertTransfer,
  selectSentSince,
  selectTransferById,
  selectTransferByKey,
  selectTransfersOf,
} from './tables.ts';
import type { TransferRow } from './tables.ts';

/** The limits of one transfer and of a day's sending (minor units; VND). */
export const transferLimits = { min: 10_000n, max: 100_000_000n, dailyMax: 500_000_000n } as const;

/**
 * Money between an agent and its direct upline or any member of its team (docs/agent-centre.md):
 * the payment password first, then under a per-sender lock the daily limit, one keyed `transfer`
 * journal (the sender's balance never below zero), the transfer's row and both sides' inbox
 * messages, all in one transaction. The same key again answers the first transfer.
 */
export function createAgentTransfers(deps: {
  pool: Pool;
  brand: { id: number; currency: string; time_zone: string };
  team: AgentTeam;
  ledger: AgentTransferLedger;
  paymentPasswords: AgentPaymentPasswords;
  messages: AgentMessages;
}) {
  const { pool, brand, team, ledger, messages } = deps;

  function view(row: TransferRow, callerId: bigint): AgentTransfer {
    const sent = row.from_id === callerId;
    // The sender's direction names the receiver's place; seen by the receiver it flips.
    const relation = sent ? row.direction : row.direction === 'upline' ? 'downline' : 'upline';
    return {
      id: row.id.toString(),
      flow: sent ? 'sent' : 'received',
      counterparty: sent
        ? { id: row.to_id.toString(), account: row.to_username }
        : { id: row.from_id.toString(), account: row.from_username },
      relation,
      amount: row.amount.toString(),
      currency: brand.currency,
      createdAt: row.created_at.toISOString(),
    };
  }

  const today = () =>
    startOfDayIn(new Date().toLocaleDateString('en-CA', { timeZone: brand.time_zone }), brand.time_zone);

  async function send(
    fromId: bigint,
    request: AgentTransferRequest,
    language?: string,
  ): Promise<AgentTransfer> {
    const amount = BigInt(request.amount);
    const toId = BigInt(request.toId);
    const sameRequest = (row: TransferRow) => row.to_id === toId && row.amount === amount;
    const earlier = await selectTransferByKey(pool, fromId, request.idempotencyKey);
    if (earlier) {
      if (!sameRequest(earlier)) throw new AppError('error_conflict');
      return view(earlier, fromId);
    }
    const place = await team.standing(fromId);
    const direction: 'upline' | 'downline' | null =
      place?.uplineId === toId
        ? 'upline'
        : toId !== fromId && (await team.inTeam(fromId, toId))
          ? 'downline'
          : null;
    // Anyone else is not found: an agent learns nothing of members outside its upline and team.
    if (direction === null) throw new AppError('error_not_found');
    if (amount < transferLimits.min || amount > transferLimits.max) {
      throw new AppError('error_transfer_amount', {
        params: { min: transferLimits.min.toString(), max: transferLimits.max.toString() },
      });
    }
    await deps.paymentPasswords.verifyPaymentPassword(fromId, request.paymentPassword, language);
    const id = await inTransaction(pool, async (client) => {
      // One sender at a time: the day's total and the key are decided under this lock.
      await client.query(
        "select pg_advisory_xact_lock(hashtext('lotus.agent_transfer'), ($1::bigint % 2147483647)::int)",
        [fromId],
      );
      const again = await selectTransferByKey(client, fromId, request.idempotencyKey);
      if (again) {
        if (!sameRequest(again)) throw new AppError('error_conflict');
        return again.id;
      }
      const left = transferLimits.dailyMax - (await selectSentSince(client, fromId, today()));
      if (amount > left)
        throw new AppError('error_transfer_daily_limit', {
          params: { left: (left > 0n ? left : 0n).toString() },
        });
      const posted = await ledger.postWithin(client, {
        idempotencyKey: `agent-transfer:${fromId}:${request.idempotencyKey}`,
        kind: 'transfer',
        memo: `agent transfer to ${direction}`,
        postings: [
          { account: { memberId: fromId, kind: 'main' }, amount: -amount },
          { account: { memberId: toId, kind: 'main' }, amount },
        ],
      });
      const transferId = await insertTransfer(client, {
        brandId: brand.id,
        fromId,
        toId,
        direction,
        amount,
        key: request.idempotencyKey,
        journalId: posted.journalId,
      });
      const row = await selectTransferById(client, transferId);
      const params = { amount: amount.toString(), currency: brand.currency };
      await messages.sendWithin(client, {
        memberId: toId,
        kind: 'agent_transfer_received',
        params: { ...params, account: row.from_username },
      });
      await messages.sendWithin(client, {
        memberId: fromId,
        kind: 'agent_transfer_sent',
        params: { ...params, account: row.to_username },
      });
      return transferId;
    });
    return view(await selectTransferById(pool, id), fromId);
  }

  async function list(memberId: bigint, page: { page: number; size: number }): Promise<AgentTransferPage> {
    const [rows, sentToday, place] = await Promise.all([
      selectTransfersOf(pool, memberId, { limit: page.size, offset: (page.page - 1) * page.size }),
      selectSentSince(pool, memberId, today()),
      team.standing(memberId),
    ]);
    const uplineAccount =
      place?.uplineId == null
        ? undefined
        : (await team.accountsOf([place.uplineId])).get(place.uplineId.toString());
    return {
      content: rows.map((row) => view(row, memberId)),
      page: page.page,
      size: page.size,
      total: rows[0]?.total ?? 0,
      limits: {
        min: transferLimits.min.toString(),
        max: transferLimits.max.toString(),
        dailyMax: transferLimits.dailyMax.toString(),
        sentToday: sentToday.toString(),
        upline:
          place?.uplineId == null || uplineAccount === undefined
            ? null
            : { id: place.uplineId.toString(), account: uplineAccount },
      },
    };
  }

  return { send, list };
}

export type AgentTransfers = ReturnType<typeof createAgentTransfers>;
