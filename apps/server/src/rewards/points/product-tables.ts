import type { ProductKind } from '@lotus/contract/points';
import type { Queryable } from '../../platform/database/pool.ts';

/** The mall's products and their stock (migration 0053). */

export interface ProductRow {
  id: bigint;
  kind: ProductKind;
  texts: Record<string, { name: string; description: string }>;
  units: Record<string, string>;
  image_url: string | null;
  points: bigint;
  amount: bigint;
  cash_value: bigint;
  stock: number;
  max_per_exchange: number;
  active: boolean;
  sort: number;
  created_at: Date;
}

const productColumns =
  'id, kind, texts, units, image_url, points, amount, cash_value, stock, max_per_exchange, active, sort, created_at';

export async function selectProducts(
  db: Queryable,
  brandId: number,
  filter: { onOffer: boolean; kind?: ProductKind },
): Promise<ProductRow[]> {
  const { rows } = await db.query<ProductRow>(
    `select ${productColumns} from points_products
      where brand_id = $1 and (not $2 or active) and ($3::text is null or kind = $3)
      order by sort, id`,
    [brandId, filter.onOffer, filter.kind ?? null],
  );
  return rows;
}

export async function selectProduct(
  db: Queryable,
  brandId: number,
  id: bigint,
): Promise<ProductRow | undefined> {
  const { rows } = await db.query<ProductRow>(
    `select ${productColumns} from points_products where brand_id = $1 and id = $2`,
    [brandId, id],
  );
  return rows[0];
}

export interface ProductValues {
  kind: ProductKind;
  texts: Record<string, { name: string; description: string }>;
  units: Record<string, string>;
  imageUrl: string | null;
  points: bigint;
  amount: bigint;
  cashValue: bigint;
  stock: number;
  maxPerExchange: number;
  active: boolean;
  sort: number;
}

const productValues = (brandId: number, values: ProductValues) => [
  brandId,
  values.kind,
  JSON.stringify(values.texts),
  JSON.stringify(values.units),
  values.imageUrl,
  values.points,
  values.amount,
  values.cashValue,
  values.stock,
  values.maxPerExchange,
  values.active,
  values.sort,
];

export async function insertProduct(
  db: Queryable,
  brandId: number,
  values: ProductValues,
): Promise<ProductRow> {
  const { rows } = await db.query<ProductRow>(
    `insert into points_products (brand_id, kind, texts, units, image_url, points, amount, cash_value, stock,
                                  max_per_exchange, active, sort)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     returning ${productColumns}`,
    productValues(brandId, values),
  );
  return rows[0]!;
}

export async function updateProductRow(
  db: Queryable,
  brandId: number,
  id: bigint,
  values: ProductValues,
): Promise<ProductRow | undefined> {
  const { rows } = await db.query<ProductRow>(
    `update points_products
        set kind = $2, texts = $3, units = $4, image_url = $5, points = $6, amount = $7, cash_value = $8,
            stock = $9, max_per_exchange = $10, active = $11, sort = $12, updated_at = now()
      where brand_id = $1 and id = $13
      returning ${productColumns}`,
    [...productValues(brandId, values), id],
  );
  return rows[0];
}

/**
 * Takes `quantity` units of an active product in one conditional update: it answers the product
 * only when there were enough, so concurrent exchanges never take the stock below zero.
 */
export async function takeStock(
  db: Queryable,
  brandId: number,
  id: bigint,
  quantity: number,
): Promise<ProductRow | undefined> {
  const { rows } = await db.query<ProductRow>(
    `update points_products set stock = stock - $3, updated_at = now()
      where brand_id = $1 and id = $2 and active and stock >= $3
      returning ${productColumns}`,
    [brandId, id, quantity],
  );
  return rows[0];
}

export async function returnStock(db: Queryable, id: bigint, quantity: number): Promise<void> {
  await db.query('update points_products set stock = stock + $2, updated_at = now() where id = $1', [
    id,
    quantity,
  ]);
}
