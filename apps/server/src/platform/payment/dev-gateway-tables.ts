import type { Queryable } from '../database/pool.ts';

export interface DevPaymentRow {
  id: bigint;
  gateway_reference: string;
  merchant_reference: string;
  amount: bigint;
  currency: string;
  description: string;
  notify_url: string;
  return_url: string;
  status: 'open' | 'paid' | 'failed';
}

const columns = `id, gateway_reference, merchant_reference, amount, currency, description, notify_url,
  return_url, status`;

export async function insertDevPayment(
  db: Queryable,
  payment: {
    tokenHash: Buffer;
    gatewayReference: string;
    merchantReference: string;
    amount: bigint;
    currency: string;
    description: string;
    notifyUrl: string;
    returnUrl: string;
  },
): Promise<void> {
  await db.query(
    `insert into dev_gateway_payments (token_hash, gateway_reference, merchant_reference, amount, currency,
       description, notify_url, return_url)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      payment.tokenHash,
      payment.gatewayReference,
      payment.merchantReference,
      payment.amount,
      payment.currency,
      payment.description,
      payment.notifyUrl,
      payment.returnUrl,
    ],
  );
}

export async function selectDevPayment(db: Queryable, tokenHash: Buffer): Promise<DevPaymentRow | undefined> {
  const { rows } = await db.query<DevPaymentRow>(
    `select ${columns} from dev_gateway_payments where token_hash = $1`,
    [tokenHash],
  );
  return rows[0];
}

/** Decides an open payment; answers nothing when it was decided already (only one choice counts). */
export async function decideDevPayment(
  db: Queryable,
  tokenHash: Buffer,
  status: 'paid' | 'failed',
): Promise<DevPaymentRow | undefined> {
  const { rows } = await db.query<DevPaymentRow>(
    `update dev_gateway_payments set status = $2, decided_at = now()
      where token_hash = $1 and status = 'open'
      returning ${columns}`,
    [tokenHash, status],
  );
  return rows[0];
}
