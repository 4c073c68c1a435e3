import type { Queryable } from '../../platform/database/pool.ts';

/**
 * The programme's rules and rewards (migration 0061); who referred whom is the member domain's
 * (`member_referrals`, migration 0060), read here by SQL joins (decision 0010), never written.
 */

export interface RulesRow {
  reward: bigint;
  min_deposit: bigint;
  min_valid_bets: bigint;
  turnover_multiplier: number;
  active: boolean;
}

const rulesColumns = 'reward, min_deposit, min_valid_bets, turnover_multiplier, active';

export async function selectRules(db: Queryable, brandId: number): Promise<RulesRow | undefined> {
  const { rows } = await db.query<RulesRow>(
    `select ${rulesColumns} from referral_rules where brand_id = $1`,
    [brandId],
  );
  return rows[0];
}

/** The rules under a share lock: a change waits until the claim that reckoned on them commits. */
export async function lockRules(db: Queryable, brandId: number): Promise<RulesRow | undefined> {
  const { rows } = await db.query<RulesRow>(
    `select ${rulesColumns} from referral_rules where brand_id = $1 for share`,
    [brandId],
  );
  return rows[0];
}

/** Sets the brand's rules (the first time, makes its row). */
export async function upsertRules(db: Queryable, brandId: number, rules: RulesRow): Promise<void> {
  await db.query(
    `insert into referral_rules (brand_id, reward, min_deposit, min_valid_bets, turnover_multiplier, active)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (brand_id) do update set reward = excluded.reward, min_deposit = excluded.min_deposit,
       min_valid_bets = excluded.min_valid_bets, turnover_multiplier = excluded.turnover_multiplier,
       active = excluded.active, updated_at = now()`,
    [brandId, rules.reward, rules.min_deposit, rules.min_valid_bets, rules.turnover_multiplier, rules.active],
  );
}

/** The rules as they stand before a change, the row locked until it commits. */
export async function lockRulesForUpdate(db: Queryable, brandId: number): Promise<RulesRow | undefined> {
  const { rows } = await db.query<RulesRow>(
    `select ${rulesColumns} from referral_rules where brand_id = $1 for update`,
    [brandId],
  );
  return rows[0];
}

/** A friend of a referrer: when it joined and, once claimed, what it paid. */
export interface FriendRow {
  friend_id: bigint;
  username: string;
  referrer_id: bigint;
  referrer_username: string;
  joined_at: Date;
  amount: bigint | null;
  claimed_at: Date | null;
  idempotency_key: string | null;
}

const friendColumns = `r.member_id as friend_id, f.username, r.referrer_id, m.username as referrer_username,
  r.created_at as joined_at, w.amount, w.created_at as claimed_at, w.idempotency_key`;
const friendJoins = `from member_referrals r
  join members f on f.id = r.member_id
  join members m on m.id = r.referrer_id
  left join referral_rewards w on w.friend_id = r.member_id`;

/** A referrer's friends, newest first, a page of them. */
export async function selectFriendPage(
  db: Queryable,
  referrerId: bigint,
  page: { limit: number; offset: number },
): Promise<{ rows: FriendRow[]; total: number }> {
  const [list, count] = await Promise.all([
    db.query<FriendRow>(
      `select ${friendColumns} ${friendJoins} where r.referrer_id = $1
        order by r.created_at desc, r.member_id desc limit $2 offset $3`,
      [referrerId, page.limit, page.offset],
    ),
    db.query<{ total: number }>(
      'select count(*)::int as total from member_referrals where referrer_id = $1',
      [referrerId],
    ),
  ]);
  return { rows: list.rows, total: count.rows[0]!.total };
}

/** A referrer's friends not claimed yet (their figures decide pending or qualified). */
export async function selectUnclaimedFriends(db: Queryable, referrerId: bigint): Promise<FriendRow[]> {
  const { rows } = await db.query<FriendRow>(
    `select ${friendColumns} ${friendJoins} where r.referrer_id = $1 and w.id is null
      order by r.created_at, r.member_id`,
    [referrerId],
  );
  return rows;
}

/** One friend of this referrer (undefined: not its friend). */
export async function selectFriend(
  db: Queryable,
  referrerId: bigint,
  friendId: bigint,
): Promise<FriendRow | undefined> {
  const { rows } = await db.query<FriendRow>(
    `select ${friendColumns} ${friendJoins} where r.referrer_id = $1 and r.member_id = $2`,
    [referrerId, friendId],
  );
  return rows[0];
}

/** How many friends the referrer has, how many were paid for, and what they paid. */
export async function selectRewardTotals(
  db: Queryable,
  referrerId: bigint,
): Promise<{ friends: number; claimed: number; earned: bigint }> {
  const { rows } = await db.query<{ friends: number; claimed: number; earned: bigint }>(
    `select count(*)::int as friends, count(w.id)::int as claimed, coalesce(sum(w.amount), 0)::bigint as earned
       from member_referrals r left join referral_rewards w on w.friend_id = r.member_id
      where r.referrer_id = $1`,
    [referrerId],
  );
  return rows[0]!;
}

/** Records a reward; undefined when the friend's reward was recorded already (the unique friend). */
export async function insertReward(
  db: Queryable,
  reward: {
    brandId: number;
    referrerId: bigint;
    friendId: bigint;
    amount: bigint;
    turnoverRequired: bigint;
    journalId: bigint;
    idempotencyKey: string;
  },
): Promise<bigint | undefined> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into referral_rewards (brand_id, referrer_id, friend_id, amount, turnover_required, journal_id,
                                   idempotency_key)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (friend_id) do nothing returning id`,
    [
      reward.brandId,
      reward.referrerId,
      reward.friendId,
      reward.amount,
      reward.turnoverRequired,
      reward.journalId,
      reward.idempotencyKey,
    ],
  );
  return rows[0]?.id;
}

/** The operator's list: every referral of the brand, newest first, one referrer's or all, claimed or not. */
export async function selectReferralPage(
  db: Queryable,
  brandId: number,
  filter: { referrer?: string; claimed?: boolean; limit: number; offset: number },
): Promise<{ rows: FriendRow[]; total: number }> {
  const where = `where r.brand_id = $1 and ($2::text is null or lower(m.username) = lower($2))
    and ($3::boolean is null or (w.id is not null) = $3)`;
  const params = [brandId, filter.referrer ?? null, filter.claimed ?? null];
  const [list, count] = await Promise.all([
    db.query<FriendRow>(
      `select ${friendColumns} ${friendJoins} ${where}
        order by r.created_at desc, r.member_id desc limit $4 offset $5`,
      [...params, filter.limit, filter.offset],
    ),
    db.query<{ total: number }>(`select count(*)::int as total ${friendJoins} ${where}`, params),
  ]);
  return { rows: list.rows, total: count.rows[0]!.total };
}
