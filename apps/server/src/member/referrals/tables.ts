import type { Queryable } from '../../platform/database/pool.ts';

/** Referral codes and who referred whom (migration 0060). */

export async function selectReferralCode(db: Queryable, memberId: bigint): Promise<string | undefined> {
  const { rows } = await db.query<{ code: string }>(
    'select code from member_referral_codes where member_id = $1',
    [memberId],
  );
  return rows[0]?.code;
}

/** Gives the member this code unless it has one; a code another member holds throws the unique violation. */
export async function insertReferralCode(
  db: Queryable,
  brandId: number,
  memberId: bigint,
  code: string,
): Promise<void> {
  await db.query(
    `insert into member_referral_codes (member_id, brand_id, code) values ($1, $2, $3)
     on conflict (member_id) do nothing`,
    [memberId, brandId, code],
  );
}

/** The active, real (not free-play) member of the brand whose referral code this is. */
export async function selectMemberByReferralCode(
  db: Queryable,
  brandId: number,
  code: string,
): Promise<bigint | undefined> {
  const { rows } = await db.query<{ id: bigint }>(
    `select m.id from member_referral_codes c join members m on m.id = c.member_id
      where c.brand_id = $1 and c.code = $2 and m.status = 'active' and not m.is_demo`,
    [brandId, code],
  );
  return rows[0]?.id;
}

export async function insertReferral(
  db: Queryable,
  brandId: number,
  memberId: bigint,
  referrerId: bigint,
): Promise<void> {
  await db.query('insert into member_referrals (member_id, brand_id, referrer_id) values ($1, $2, $3)', [
    memberId,
    brandId,
    referrerId,
  ]);
}
