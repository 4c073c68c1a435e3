import type {
  Deposit,
  DepositChannel,
  DepositNotification,
  OperatorDeposit,
  OperatorDepositChannel,
} from '@lotus/contract/deposits';
import type { DepositChannelRow, DepositNotificationRow, DepositRow } from './tables.ts';
import { buildVietQr } from './vietqr.ts';

/**
 * A channel's name for a reader of `language`: the name in their language, else in its base
 * language (`zh` for `zh-CN`), else the operator's name (a proper name needs no translation).
 */
export function channelNameFor(names: Record<string, string>, name: string, language: string): string {
  return names[language] ?? names[language.split('-')[0] ?? language] ?? name;
}

export function memberChannelView(
  row: DepositChannelRow,
  currency: string,
  language: string,
): DepositChannel {
  return {
    id: row.id.toString(),
    kind: row.kind,
    name: channelNameFor(row.names, row.name, language),
    minAmount: row.min_amount.toString(),
    maxAmount: row.max_amount.toString(),
    currency,
    bankName: row.bank_name,
  };
}

export function operatorChannelView(row: DepositChannelRow): OperatorDepositChannel {
  return {
    id: row.id.toString(),
    kind: row.kind,
    name: row.name,
    names: row.names,
    minAmount: row.min_amount.toString(),
    maxAmount: row.max_amount.toString(),
    enabled: row.enabled,
    sort: row.sort,
    bankBin: row.bank_bin,
    bankName: row.bank_name,
    accountNumber: row.account_number,
    accountName: row.account_name,
    gatewayCode: row.gateway_code,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * The VietQR code of a pending bank transfer: VietQR carries đồng only, and a decided deposit shows
 * none (scanning it again would send the money twice).
 */
function vietQrOf(row: DepositRow): string | null {
  if (row.status !== 'pending' || row.currency !== 'VND' || !row.bank_bin || !row.account_number) return null;
  try {
    return buildVietQr({
      bankBin: row.bank_bin,
      accountNumber: row.account_number,
      amount: row.amount,
      purpose: row.reference,
    });
  } catch {
    // An amount past VietQR's 13 digits: the member types the transfer by hand from the details.
    return null;
  }
}

/** A deposit as its member sees it, the channel named in `language` (the operator's name by default). */
export function memberDepositView(row: DepositRow, language?: string): Deposit {
  const bankTransfer =
    row.kind === 'bank_transfer' && row.bank_bin && row.bank_name && row.account_number && row.account_name
      ? {
          bankBin: row.bank_bin,
          bankName: row.bank_name,
          accountNumber: row.account_number,
          accountName: row.account_name,
          vietQr: vietQrOf(row),
        }
      : null;
  return {
    id: row.id.toString(),
    reference: row.reference,
    channelId: row.channel_id.toString(),
    channelName:
      language === undefined
        ? row.channel_name
        : channelNameFor(row.channel_names, row.channel_name, language),
    kind: row.kind,
    amount: row.amount.toString(),
    currency: row.currency,
    payerName: row.payer_name,
    status: row.status,
    reason: row.reason,
    bankTransfer,
    paymentUrl: row.status === 'pending' ? row.payment_url : null,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
  };
}

export function operatorDepositView(row: DepositRow): OperatorDeposit {
  return {
    ...memberDepositView(row),
    memberId: row.member_id.toString(),
    username: row.username,
    gatewayCode: row.gateway_code,
    gatewayReference: row.gateway_reference,
    journalId: row.journal_id === null ? null : row.journal_id.toString(),
    decidedBy: row.decided_by,
  };
}

export function notificationView(row: DepositNotificationRow): DepositNotification {
  return {
    id: row.id.toString(),
    gatewayCode: row.gateway_code,
    notificationId: row.notification_id,
    depositId: row.deposit_id === null ? null : row.deposit_id.toString(),
    gatewayReference: row.gateway_reference,
    merchantReference: row.merchant_reference,
    status: row.status,
    amount: row.amount.toString(),
    currency: row.currency,
    outcome: row.outcome as DepositNotification['outcome'],
    receivedAt: row.received_at.toISOString(),
  };
}
