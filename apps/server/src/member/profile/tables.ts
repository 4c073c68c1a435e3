import type { Queryable } from '../../platform/database/pool.ts';

/** The profile columns of `members`, birthday as yyyy-MM-dd text and the picture resolved. */
export interface ProfileRow {
  id: bigint;
  username: string;
  status: 'active' | 'locked' | 'closed';
  is_demo: boolean;
  nickname: string | null;
  payee_name: string | null;
  email: string | null;
  email_verified: boolean;
  mobile: string | null;
  mobile_verified: boolean;
  birthday: string | null;
  zalo: string | null;
  whatsapp: string | null;
  facebook: string | null;
  telegram: string | null;
  line: string | null;
  wechat: string | null;
  qq: string | null;
  id_number: string | null;
  nationality: string | null;
  address: string | null;
  occupation: string | null;
  source_of_income: string | null;
  region: string | null;
  avatar_id: number;
  created_at: Date;
  profile_updated_at: Date | null;
}

/** The columns a profile update may write: the request's names mapped to these by the service. */
export const profileColumns = [
  'nickname',
  'payee_name',
  'birthday',
  'zalo',
  'whatsapp',
  'facebook',
  'telegram',
  'line',
  'wechat',
  'qq',
  'id_number',
  'nationality',
  'address',
  'occupation',
  'source_of_income',
  'region',
  'avatar_id',
] as const;
export type ProfileColumn = (typeof profileColumns)[number];

// The default picture follows the id (1..12) until the member picks one.
const profileSelect = `
  select id, username, status, is_demo, nickname, payee_name, email, email_verified_at is not null as email_verified,
         mobile, mobile_verified_at is not null as mobile_verified, to_char(birthday, 'YYYY-MM-DD') as birthday,
         zalo, whatsapp, facebook, telegram, line, wechat, qq, id_number, nationality, address, occupation,
         source_of_income, region, coalesce(avatar_id, (id % 12 + 1)::smallint) as avatar_id, created_at,
         profile_updated_at
    from members`;

export async function selectProfile(
  db: Queryable,
  brandId: number,
  id: bigint,
  options: { forUpdate?: boolean } = {},
): Promise<ProfileRow | undefined> {
  const { rows } = await db.query<ProfileRow>(
    `${profileSelect} where brand_id = $1 and id = $2${options.forUpdate === true ? ' for update' : ''}`,
    [brandId, id],
  );
  return rows[0];
}

export async function selectProfileByUsername(
  db: Queryable,
  brandId: number,
  username: string,
): Promise<ProfileRow | undefined> {
  const { rows } = await db.query<ProfileRow>(
    `${profileSelect} where brand_id = $1 and lower(username) = lower($2)`,
    [brandId, username],
  );
  return rows[0];
}

/**
 * Writes the given columns (null clears one) in one statement and stamps profile_updated_at. The
 * column names come from `profileColumns`, never from the request.
 */
export async function updateProfileColumns(
  db: Queryable,
  id: bigint,
  changes: ReadonlyMap<ProfileColumn, string | number | null>,
): Promise<void> {
  const assignments: string[] = [];
  const values: Array<string | number | null | bigint> = [id];
  for (const [column, value] of changes) {
    if (!profileColumns.includes(column)) throw new Error(`not a profile column: ${column}`);
    values.push(value);
    assignments.push(`${column} = $${values.length}${column === 'birthday' ? '::date' : ''}`);
  }
  await db.query(
    `update members set ${[...assignments, 'profile_updated_at = now()'].join(', ')} where id = $1`,
    values,
  );
}
