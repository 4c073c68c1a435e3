import type { Queryable } from '../../platform/database/pool.ts';
import type { PromotionTexts } from './tables.ts';

/** Applications to promotions and their images (migration 0059). */

export interface ImageRow {
  id: bigint;
  application_id: bigint | null;
  content_type: 'image/png' | 'image/jpeg';
  size: number;
}

/** Stores an image; the member's unattached images beyond the newest ten, or a day old, are dropped. */
export async function insertImage(
  db: Queryable,
  image: { brandId: number; memberId: bigint; contentType: ImageRow['content_type']; bytes: Buffer },
): Promise<ImageRow> {
  await db.query(
    `delete from promotion_images where member_id = $1 and application_id is null
        and (created_at < now() - interval '1 day'
             or id not in (select id from promotion_images where member_id = $1 and application_id is null
                            order by id desc limit 9))`,
    [image.memberId],
  );
  const { rows } = await db.query<ImageRow>(
    `insert into promotion_images (brand_id, member_id, content_type, size, bytes) values ($1, $2, $3, $4, $5)
     returning id, application_id, content_type, size`,
    [image.brandId, image.memberId, image.contentType, image.bytes.length, image.bytes],
  );
  return rows[0]!;
}

/** Attaches the member's own unattached images; answers how many it attached. */
export async function attachImages(
  db: Queryable,
  memberId: bigint,
  applicationId: bigint,
  imageIds: readonly bigint[],
): Promise<number> {
  const { rowCount } = await db.query(
    `update promotion_images set application_id = $3
      where member_id = $1 and application_id is null and id = any($2::bigint[])`,
    [memberId, imageIds, applicationId],
  );
  return rowCount ?? 0;
}

export async function selectImageBytes(
  db: Queryable,
  brandId: number,
  id: bigint,
): Promise<{ content_type: string; bytes: Buffer } | undefined> {
  const { rows } = await db.query<{ content_type: string; bytes: Buffer }>(
    'select content_type, bytes from promotion_images where brand_id = $1 and id = $2 and application_id is not null',
    [brandId, id],
  );
  return rows[0];
}

export interface ApplicationRow {
  id: bigint;
  promotion_id: bigint;
  member_id: bigint;
  username: string;
  comment: string;
  status: 'applying' | 'issued' | 'rejected';
  amount: bigint | null;
  operator_remark: string | null;
  created_at: Date;
  decided_at: Date | null;
  idempotency_key: string;
  request_hash: Buffer;
  texts: PromotionTexts;
  images: ImageRow[];
}

const applicationColumns = `a.id, a.promotion_id, a.member_id, m.username, a.comment, a.status, a.amount,
  a.operator_remark, a.created_at, a.decided_at, a.idempotency_key, a.request_hash, p.texts,
  coalesce((select json_agg(json_build_object('id', i.id::text, 'content_type', i.content_type, 'size', i.size)
                   order by i.id)
              from promotion_images i where i.application_id = a.id), '[]') as images`;
const applicationFrom = `promotion_applications a join promotions p on p.id = a.promotion_id
  join members m on m.id = a.member_id`;

/** Inserts an application; undefined when this member already used the key. */
export async function insertApplication(
  db: Queryable,
  application: {
    brandId: number;
    promotionId: bigint;
    memberId: bigint;
    comment: string;
    key: string;
    requestHash: Buffer;
  },
): Promise<bigint | undefined> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into promotion_applications (brand_id, promotion_id, member_id, comment, idempotency_key, request_hash)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (member_id, idempotency_key) do nothing returning id`,
    [
      application.brandId,
      application.promotionId,
      application.memberId,
      application.comment,
      application.key,
      application.requestHash,
    ],
  );
  return rows[0]?.id;
}

export async function selectApplicationByKey(
  db: Queryable,
  memberId: bigint,
  key: string,
): Promise<ApplicationRow | undefined> {
  const { rows } = await db.query<ApplicationRow>(
    `select ${applicationColumns} from ${applicationFrom} where a.member_id = $1 and a.idempotency_key = $2`,
    [memberId, key],
  );
  return rows[0];
}

export async function selectApplication(
  db: Queryable,
  brandId: number,
  id: bigint,
  lock = false,
): Promise<ApplicationRow | undefined> {
  if (lock) await db.query('select 1 from promotion_applications where id = $1 for update', [id]);
  const { rows } = await db.query<ApplicationRow>(
    `select ${applicationColumns} from ${applicationFrom} where a.brand_id = $1 and a.id = $2`,
    [brandId, id],
  );
  return rows[0];
}

/** The statuses of a member's applications to these promotions. */
export async function selectApplicationStatuses(
  db: Queryable,
  memberId: bigint,
  promotionIds: readonly bigint[],
): Promise<Map<bigint, ApplicationRow['status']>> {
  const { rows } = await db.query<{ promotion_id: bigint; status: ApplicationRow['status'] }>(
    'select promotion_id, status from promotion_applications where member_id = $1 and promotion_id = any($2::bigint[])',
    [memberId, promotionIds],
  );
  return new Map(rows.map((row) => [row.promotion_id, row.status]));
}

export async function selectMemberApplications(db: Queryable, memberId: bigint): Promise<ApplicationRow[]> {
  const { rows } = await db.query<ApplicationRow>(
    `select ${applicationColumns} from ${applicationFrom} where a.member_id = $1 order by a.id desc limit 100`,
    [memberId],
  );
  return rows;
}

export async function selectApplicationPage(
  db: Queryable,
  brandId: number,
  filter: { status?: ApplicationRow['status']; limit: number; offset: number },
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const status = filter.status ?? null;
  const [list, count] = await Promise.all([
    db.query<ApplicationRow>(
      `select ${applicationColumns} from ${applicationFrom}
        where a.brand_id = $1 and ($2::text is null or a.status = $2)
        order by case when a.status = 'applying' then a.id end asc, a.id desc limit $3 offset $4`,
      [brandId, status, filter.limit, filter.offset],
    ),
    db.query<{ total: number }>(
      `select count(*)::int as total from promotion_applications where brand_id = $1 and ($2::text is null or status = $2)`,
      [brandId, status],
    ),
  ]);
  return { rows: list.rows, total: count.rows[0]!.total };
}

export async function decideApplicationRow(
  db: Queryable,
  id: bigint,
  decision: {
    status: 'issued' | 'rejected';
    amount: bigint | null;
    grantId: bigint | null;
    operatorId: bigint | null;
    remark: string | null;
  },
): Promise<void> {
  await db.query(
    `update promotion_applications
        set status = $2, amount = $3, grant_id = $4, decided_by = $5, operator_remark = $6, decided_at = now()
      where id = $1`,
    [id, decision.status, decision.amount, decision.grantId, decision.operatorId, decision.remark],
  );
}
