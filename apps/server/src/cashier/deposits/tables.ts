import type { DepositChannelKind, DepositStatus } from '@lotus/contract/deposits';
import type { Queryable } from '../../platform/database/pool.ts';

export interface DepositChannelRow {
  id: bigint;
  kind: DepositChannelKind;
  name: string;
  /** The name per language (migration 0043); `name` for a language without one. */
  names: Record<string, string>;
  min_amount: bigint;
  max_amount: bigint;
  enabled: boolean;
  sort: number;
  bank_bin: string | null;
  bank_name: string | null;
  account_number: string | null;
  account_name: string | null;
  gateway_code: string | null;
  created_at: Date;
  updated_at: Date;
}

const channelColumns = `id, kind, name, names, min_amount, max_amount, enabled, sort, bank_bin, bank_name,
  account_number, account_name, gateway_code, created_at, updated_at`;

/** The brand's channels in the order members see them; only enabled ones when asked. */
export async function selectChannels(
  db: Queryable,
  brandId: number,
  options: { enabledOnly: boolean },
): Promise<DepositChannelRow[]> {
  const { rows } = await db.query<DepositChannelRow>(
    `select ${channelColumns} from deposit_channels
      where brand_id = $1 and ($2::boolean is false or enabled)
      order by sort, id`,
    [brandId, options.enabledOnly],
  );
  return rows;
}

export async function selectChannel(
  db: Queryable,
  brandId: number,
  id: bigint,
  options: { forUpdate?: boolean } = {},
): Promise<DepositChannelRow | undefined> {
  const { rows } = await db.query<DepositChannelRow>(
    `select ${channelColumns} from deposit_channels where brand_id = $1 and id = $2
     ${options.forUpdate === true ? 'for update' : ''}`,
    [brandId, id],
  );
  return rows[0];
}

export interface ChannelValues {
  kind: DepositChannelKind;
  name: string;
  names: Record<string, string>;
  minAmount: bigint;
  maxAmount: bigint;
  enabled: boolean;
  sort: number;
  bankBin: string | null;
  bankName: string | null;
  accountNumber: string | null;
  accountName: string | null;
  gatewayCode: string | null;
}

export async function insertChannel(
  db: Queryable,
  brandId: number,
  channel: ChannelValues,
): Promise<DepositChannelRow> {
  const { rows } = await db.query<DepositChannelRow>(
    `insert into deposit_channels (brand_id, kind, name, min_amount, max_amount, enabled, sort, bank_bin,
       bank_name, account_number, account_name, gateway_code, names)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb)
     returning ${channelColumns}`,
    [
      brandId,
      channel.kind,
      channel.name,
      channel.minAmount,
      channel.maxAmount,
      channel.enabled,
      channel.sort,
      channel.bankBin,
      channel.bankName,
      channel.accountNumber,
      channel.accountName,
      channel.gatewayCode,
      JSON.stringify(channel.names),
    ],
  );
  return rows[0] as DepositChannelRow;
}

/** Writes every field of a channel but its kind (the service merged the change into the old row). */
export async function updateChannel(
  db: Queryable,
  brandId: number,
  id: bigint,
  channel: ChannelValues,
): Promise<DepositChannelRow> {
  const { rows } = await db.query<DepositChannelRow>(
    `update deposit_channels
        set name = $3, min_amount = $4, max_amount = $5, enabled = $6, sort = $7, bank_bin = $8,
            bank_name = $9, account_number = $10, account_name = $11, gateway_code = $12, names = $13::jsonb,
            updated_at = now()
      where brand_id = $1 and id = $2
      returning ${channelColumns}`,
    [
      brandId,
      id,
      channel.name,
      channel.minAmount,
      channel.maxAmount,
      channel.enabled,
      channel.sort,
      channel.bankBin,
      channel.bankName,
      channel.accountNumber,
      channel.accountName,
      channel.gatewayCode,
      JSON.stringify(channel.names),
    ],
  );
  return rows[0] as DepositChannelRow;
}

export interface DepositRow {
  id: bigint;
  member_id: bigint;
  username: string;
  channel_id: bigint;
  channel_name: string;
  channel_names: Record<string, string>;
  kind: DepositChannelKind;
  amount: bigint;
  currency: string;
  payer_name: string;
  reference: string;
  idempotency_key: string;
  status: DepositStatus;
  bank_bin: string | null;
  bank_name: string | null;
  account_number: string | null;
  account_name: string | null;
  gateway_code: string | null;
  gateway_reference: string | null;
  payment_url: string | null;
  reason: string | null;
  journal_id: bigint | null;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: Date;
  /** The fingerprint of the member's request (platform/idempotency); null before migration 0034. */
  request_hash: Buffer | null;
}

const depositColumns = `d.id, d.member_id, m.username, d.channel_id, c.name as channel_name,
  c.names as channel_names, d.kind, d.amount,
  d.currency, d.payer_name, d.reference, d.idempotency_key, d.status, d.bank_bin, d.bank_name,
  d.account_number, d.account_name, d.gateway_code, d.gateway_reference, d.payment_url, d.reason,
  d.journal_id, d.decided_by, d.decided_at, d.created_at, d.request_hash`;
const depositFrom = `deposits d join members m on m.id = d.member_id join deposit_channels c on c.id = d.channel_id`;

export interface NewDeposit {
  memberId: bigint;
  channel: DepositChannelRow;
  amount: bigint;
  currency: string;
  payerName: string;
  reference: string;
  idempotencyKey: string;
  requestHash: Buffer;
}

/** Inserts a pending deposit; answers undefined when the member already used the key. */
export async function insertDeposit(
  db: Queryable,
  brandId: number,
  deposit: NewDeposit,
): Promise<bigint | undefined> {
  const { channel } = deposit;
  const { rows } = await db.query<{ id: bigint }>(
    `insert into deposits (brand_id, member_id, channel_id, kind, amount, currency, payer_name, reference,
       idempotency_key, bank_bin, bank_name, account_number, account_name, gateway_code, request_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     on conflict (member_id, idempotency_key) do nothing
     returning id`,
    [
      brandId,
      deposit.memberId,
      channel.id,
      channel.kind,
      deposit.amount,
      deposit.currency,
      deposit.payerName,
      deposit.reference,
      deposit.idempotencyKey,
      channel.bank_bin,
      channel.bank_name,
      channel.account_number,
      channel.account_name,
      channel.gateway_code,
      deposit.requestHash,
    ],
  );
  return rows[0]?.id;
}

export async function selectDeposit(
  db: Queryable,
  brandId: number,
  id: bigint,
  options: { memberId?: bigint; forUpdate?: boolean } = {},
): Promise<DepositRow | undefined> {
  const { rows } = await db.query<DepositRow>(
    `select ${depositColumns} from ${depositFrom}
      where d.brand_id = $1 and d.id = $2 and ($3::bigint is null or d.member_id = $3)
      ${options.forUpdate === true ? 'for update of d' : ''}`,
    [brandId, id, options.memberId ?? null],
  );
  return rows[0];
}

export async function selectDepositByKey(
  db: Queryable,
  brandId: number,
  memberId: bigint,
  idempotencyKey: string,
): Promise<DepositRow | undefined> {
  const { rows } = await db.query<DepositRow>(
    `select ${depositColumns} from ${depositFrom}
      where d.brand_id = $1 and d.member_id = $2 and d.idempotency_key = $3`,
    [brandId, memberId, idempotencyKey],
  );
  return rows[0];
}

/** The deposit a gateway notification names (by our reference), locked for the decision. */
export async function selectGatewayDepositForUpdate(
  db: Queryable,
  brandId: number,
  gatewayCode: string,
  reference: string,
): Promise<DepositRow | undefined> {
  const { rows } = await db.query<DepositRow>(
    `select ${depositColumns} from ${depositFrom}
      where d.brand_id = $1 and d.gateway_code = $2 and d.reference = $3
      for update of d`,
    [brandId, gatewayCode, reference],
  );
  return rows[0];
}

export async function selectDeposits(
  db: Queryable,
  brandId: number,
  filter: { memberId: bigint | null; status: DepositStatus | null; username: string | null },
  page: { limit: number; offset: number },
): Promise<{ rows: DepositRow[]; total: number }> {
  // The operator's pending list is a queue (oldest first); every other list shows the newest first.
  const order = filter.status === 'pending' ? 'd.created_at, d.id' : 'd.created_at desc, d.id desc';
  const where = `d.brand_id = $1 and ($2::bigint is null or d.member_id = $2)
    and ($3::text is null or d.status = $3) and ($4::text is null or lower(m.username) = lower($4))`;
  const values = [brandId, filter.memberId, filter.status, filter.username];
  const [list, count] = await Promise.all([
    db.query<DepositRow>(
      `select ${depositColumns} from ${depositFrom} where ${where} order by ${order} limit $5 offset $6`,
      [...values, page.limit, page.offset],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from ${depositFrom} where ${where}`, values),
  ]);
  return { rows: list.rows, total: count.rows[0]?.total ?? 0 };
}

export async function updateDepositPayment(
  db: Queryable,
  id: bigint,
  payment: { gatewayReference: string; paymentUrl: string },
): Promise<void> {
  await db.query(
    `update deposits set gateway_reference = $2, payment_url = $3, updated_at = now()
      where id = $1 and status = 'pending'`,
    [id, payment.gatewayReference, payment.paymentUrl],
  );
}

/**
 * Decides a pending deposit, or credits a failed one (the caller holds its row lock and checked
 * the move is allowed).
 */
export async function updateDepositDecision(
  db: Queryable,
  id: bigint,
  decision: {
    status: Exclude<DepositStatus, 'pending'>;
    reason: string | null;
    journalId: bigint | null;
    decidedBy: string;
  },
): Promise<void> {
  await db.query(
    `update deposits set status = $2, reason = $3, journal_id = $4, decided_by = $5, decided_at = now(),
            updated_at = now()
      where id = $1 and (status = 'pending' or (status = 'failed' and $2 = 'credited'))`,
    [id, decision.status, decision.reason, decision.journalId, decision.decidedBy],
  );
}

export interface DepositNotificationRow {
  id: bigint;
  gateway_code: string;
  notification_id: string;
  deposit_id: bigint | null;
  gateway_reference: string;
  merchant_reference: string;
  status: string;
  amount: bigint;
  currency: string;
  outcome: string;
  received_at: Date;
}

export async function insertNotification(
  db: Queryable,
  brandId: number,
  entry: {
    gatewayCode: string;
    notificationId: string;
    depositId: bigint | null;
    gatewayReference: string;
    merchantReference: string;
    status: string;
    amount: bigint;
    currency: string;
    outcome: string;
  },
): Promise<void> {
  await db.query(
    `insert into deposit_notifications (brand_id, gateway_code, notification_id, deposit_id, gateway_reference,
       merchant_reference, status, amount, currency, outcome)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      brandId,
      entry.gatewayCode,
      entry.notificationId,
      entry.depositId,
      entry.gatewayReference,
      entry.merchantReference,
      entry.status,
      entry.amount,
      entry.currency,
      entry.outcome,
    ],
  );
}

export async function selectNotifications(
  db: Queryable,
  brandId: number,
  filter: { outcome: string | null },
  page: { limit: number; offset: number },
): Promise<{ rows: DepositNotificationRow[]; total: number }> {
  const where = 'brand_id = $1 and ($2::text is null or outcome = $2)';
  const [list, count] = await Promise.all([
    db.query<DepositNotificationRow>(
      `select id, gateway_code, notification_id, deposit_id, gateway_reference, merchant_reference, status,
              amount, currency, outcome, received_at
         from deposit_notifications where ${where}
        order by received_at desc, id desc limit $3 offset $4`,
      [brandId, filter.outcome, page.limit, page.offset],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from deposit_notifications where ${where}`, [
      brandId,
      filter.outcome,
    ]),
  ]);
  return { rows: list.rows, total: count.rows[0]?.total ?? 0 };
}

/** What the member's deposits still waiting for their money add up to (the deposit limit counts them). */
export async function selectPendingDepositTotal(
  db: Queryable,
  brandId: number,
  memberId: bigint,
): Promise<bigint> {
  const { rows } = await db.query<{ total: bigint }>(
    `select coalesce(sum(amount), 0)::bigint as total from deposits
      where brand_id = $1 and member_id = $2 and status = 'pending' and created_at > now() - interval '30 days'`,
    [brandId, memberId],
  );
  return rows[0]?.total ?? 0n;
}
