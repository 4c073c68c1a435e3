import type { PoolClient } from '../platform/database/pool.ts';

/**
 * The demo brand's deposit channels: a bank transfer to a Vietcombank account (confirmed by the
 * operator) and the development payment gateway (`dev`, served by the server itself), named in
 * Vietnamese and English (a bank's name is a proper name: it needs no translation). Amounts in
 * whole đồng: 50 000 to 100 000 000 by bank, 20 000 to 50 000 000 by gateway.
 */
export async function seedDepositChannels(client: PoolClient, brandId: number): Promise<void> {
  await client.query(
    `insert into deposit_channels (brand_id, kind, name, min_amount, max_amount, sort, bank_bin, bank_name,
       account_number, account_name)
     values ($1, 'bank_transfer', 'Vietcombank', 50000, 100000000, 0, '970436', 'Vietcombank', '1023456789',
       'CONG TY LOTUS DEMO')`,
    [brandId],
  );
  await client.query(
    `insert into deposit_channels (brand_id, kind, name, names, min_amount, max_amount, sort, gateway_code)
     values ($1, 'gateway', 'Online payment', $2::jsonb, 20000, 50000000, 1, 'dev')`,
    [brandId, JSON.stringify({ vi: 'Thanh toán trực tuyến', en: 'Online payment' })],
  );
}
