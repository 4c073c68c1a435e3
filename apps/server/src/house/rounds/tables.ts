import type { Queryable } from '../../platform/database/pool.ts';
import { houseSettingsColumns } from '../settings/tables.ts';
import type { HouseSettingsRow } from '../settings/tables.ts';
import type { SeedPairRow } from '../seeds/tables.ts';

/** A house round with its seed pair (migration 0023). `state` holds the board: never served while playing. */
export interface HouseRoundRow {
  id: bigint;
  member_id: bigint;
  game: string;
  nonce: number;
  params: Record<string, unknown>;
  state: Record<string, unknown>;
  stake: bigint;
  payout: bigint;
  multiplier: bigint;
  status: 'playing' | 'won' | 'lost';
  created_at: Date;
  settled_at: Date | null;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  revealed_at: Date | null;
  username: string;
  /** The member is a free-play guest: the round was played with play money (decision 0018). */
  is_demo: boolean;
}

const roundColumns = `r.id, r.member_id, r.game, r.nonce, r.params, r.state, r.stake, r.payout, r.multiplier,
    r.status, r.created_at, r.settled_at, p.server_seed, p.server_seed_hash, p.client_seed, p.revealed_at,
    m.username, m.is_demo`;
const roundsFrom = `from house_rounds r
  join house_seed_pairs p on p.id = r.seed_pair_id
  join members m on m.id = r.member_id`;
const selectRounds = `select ${roundColumns} ${roundsFrom}`;

/** A round as a bet makes it, before it is stored. */
export interface NewRound {
  brandId: number;
  memberId: bigint;
  game: string;
  seedPairId: bigint;
  nonce: number;
  idempotencyKey: string;
  /** The request's fingerprint (platform/idempotency): a reuse of the key is compared on it. */
  requestHash: Buffer;
  params: Record<string, unknown>;
  state: unknown;
  stake: bigint;
  payout: bigint;
  multiplier: number;
  status: 'playing' | 'won' | 'lost';
}

/**
 * The round as stored, from what its insert answered and what the bet made, without reading it back
 * (one round trip less in every bet): the single path and a group answer it alike.
 */
export function storedRoundOf(
  inserted: { id: bigint; created_at: Date; settled_at: Date | null },
  round: Omit<NewRound, 'brandId' | 'seedPairId' | 'idempotencyKey' | 'requestHash'>,
  pair: { server_seed: string; server_seed_hash: string; client_seed: string },
  wallet: 'main' | 'play',
): HouseRoundRow {
  return {
    ...inserted,
    member_id: round.memberId,
    game: round.game,
    nonce: round.nonce,
    params: round.params,
    state: JSON.parse(JSON.stringify(round.state)) as Record<string, unknown>,
    stake: round.stake,
    payout: round.payout,
    multiplier: BigInt(round.multiplier),
    status: round.status,
    server_seed: pair.server_seed,
    server_seed_hash: pair.server_seed_hash,
    client_seed: pair.client_seed,
    revealed_at: null,
    username: '',
    is_demo: wallet === 'play',
  };
}

/**
 * Inserts a round unless the member used the key, and then takes its nonce off the seed pair (whose
 * row the caller holds), in one statement; undefined when the key was used (a repeat) and nothing
 * was taken.
 */
export async function insertRound(
  db: Queryable,
  round: NewRound,
): Promise<{ id: bigint; created_at: Date; settled_at: Date | null } | undefined> {
  const { rows } = await db.query<{ id: bigint; created_at: Date; settled_at: Date | null }>({
    // Named: each connection parses and plans it once; it runs in every bet.
    name: 'house-round-insert',
    text: `with inserted as (
       insert into house_rounds (brand_id, member_id, game, seed_pair_id, nonce, idempotency_key, params, state,
         stake, payout, multiplier, status, settled_at, request_hash)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, case when $12 = 'playing' then null else now() end,
         $13)
       on conflict (member_id, idempotency_key) do nothing
       returning id, created_at, settled_at),
     taken as (
       update house_seed_pairs set next_nonce = next_nonce + 1
        where id = $4 and exists (select 1 from inserted))
     select * from inserted`,
    values: [
      round.brandId,
      round.memberId,
      round.game,
      round.seedPairId,
      round.nonce,
      round.idempotencyKey,
      JSON.stringify(round.params),
      JSON.stringify(round.state),
      round.stake,
      round.payout,
      round.multiplier,
      round.status,
      round.requestHash,
    ],
  });
  return rows[0];
}

export async function updateRound(
  db: Queryable,
  id: bigint,
  change: { state: unknown; payout: bigint; multiplier: number; status: 'playing' | 'won' | 'lost' },
): Promise<void> {
  await db.query(
    `update house_rounds set state = $2, payout = $3, multiplier = $4, status = $5,
            settled_at = case when $5 = 'playing' then null else now() end
      where id = $1`,
    [id, JSON.stringify(change.state), change.payout, change.multiplier, change.status],
  );
}

/** The member's round of this key, with the fingerprint of the request that started it (null before 0034). */
export async function selectRoundByKey(
  db: Queryable,
  memberId: bigint,
  idempotencyKey: string,
): Promise<(HouseRoundRow & { request_hash: Buffer | null }) | undefined> {
  const { rows } = await db.query<HouseRoundRow & { request_hash: Buffer | null }>(
    `select ${roundColumns}, r.request_hash ${roundsFrom} where r.member_id = $1 and r.idempotency_key = $2`,
    [memberId, idempotencyKey],
  );
  return rows[0];
}

/**
 * What a new round reads first in its transaction, in one statement: the member's active seed pair,
 * locked (every bet of the member queues here, so nonces are taken one at a time), the brand's house
 * settings, whether the member used the key before, and whether the member is a free-play guest
 * (who plays with play money: no statement more for it). `pair` is undefined while the member has no
 * active pair (the caller opens one and reads again), `settings` while the brand has no settings row
 * (the caller makes it with selectHouseSettings). The key's round is seen as of the statement's
 * start: a concurrent repeat that waited for the pair's lock finds the first round at its insert.
 */
export async function lockSeedPairForRound(
  db: Queryable,
  query: { brandId: number; memberId: bigint; idempotencyKey: string },
): Promise<{
  pair: SeedPairRow | undefined;
  settings: HouseSettingsRow | undefined;
  keyUsed: boolean;
  /** The member is a free-play guest, who plays with play money (decision 0018). */
  isDemo: boolean;
}> {
  const { rows } = await db.query<
    Partial<SeedPairRow> &
      Partial<HouseSettingsRow> & {
        has_pair: boolean;
        has_settings: boolean;
        key_used: boolean;
        member_is_demo: boolean | null;
      }
  >({
    // Named: each connection parses and plans it once; it runs in every bet.
    name: 'house-round-pair-settings-key',
    text: `with pair as (
       select id, member_id, server_seed, server_seed_hash, client_seed, next_nonce, revealed_at
         from house_seed_pairs where member_id = $1 and revealed_at is null
          for update)
     select p.*, p.id is not null as has_pair, s.*, s.max_win is not null as has_settings,
            exists (select 1 from house_rounds r where r.member_id = $1 and r.idempotency_key = $2) as key_used,
            (select m.is_demo from members m where m.id = $1) as member_is_demo
       from (select 1) as one
       left join pair p on true
       left join (select ${houseSettingsColumns} from house_settings where brand_id = $3) as s on true`,
    values: [query.memberId, query.idempotencyKey, query.brandId],
  });
  const row = rows[0];
  if (!row) throw new Error('house rounds: the pair, settings and key read answered no row');
  const { has_pair: hasPair, has_settings: hasSettings, key_used: keyUsed } = row;
  return {
    pair: hasPair
      ? {
          id: row.id as bigint,
          member_id: row.member_id as bigint,
          server_seed: row.server_seed as string,
          server_seed_hash: row.server_seed_hash as string,
          client_seed: row.client_seed as string,
          next_nonce: row.next_nonce as number,
          revealed_at: row.revealed_at ?? null,
        }
      : undefined,
    settings: hasSettings
      ? {
          jackpot_share_bp: row.jackpot_share_bp as number,
          jackpot_trigger_divisor: row.jackpot_trigger_divisor as bigint,
          jackpot_max_chance_bp: row.jackpot_max_chance_bp as number,
          jackpot_seed_amount: row.jackpot_seed_amount as bigint,
          winners_threshold: row.winners_threshold as bigint,
          max_win: row.max_win as bigint,
        }
      : undefined,
    keyUsed,
    isDemo: row.member_is_demo === true,
  };
}

/** One round; with `memberId`, only if it is that member's; `lock` locks the round's row. */
export async function selectRound(
  db: Queryable,
  query: { brandId: number; id: bigint; memberId?: bigint; lock?: boolean },
): Promise<HouseRoundRow | undefined> {
  const { rows } = await db.query<HouseRoundRow>(
    `${selectRounds} where r.brand_id = $1 and r.id = $2 and ($3::bigint is null or r.member_id = $3)
     ${query.lock === true ? 'for update of r' : ''}`,
    [query.brandId, query.id, query.memberId ?? null],
  );
  return rows[0];
}

export async function selectOpenRound(
  db: Queryable,
  memberId: bigint,
  game: string,
): Promise<HouseRoundRow | undefined> {
  const { rows } = await db.query<HouseRoundRow>(
    `${selectRounds} where r.member_id = $1 and r.game = $2 and r.status = 'playing'`,
    [memberId, game],
  );
  return rows[0];
}

/** Rounds newest first, of one member or (the operator) all, with the total count. */
export async function selectRoundPage(
  db: Queryable,
  query: {
    brandId: number;
    memberId: bigint | null;
    username: string | null;
    game: string | null;
    limit: number;
    offset: number;
  },
): Promise<{ rows: HouseRoundRow[]; total: number }> {
  const where = `where r.brand_id = $1 and ($2::bigint is null or r.member_id = $2)
      and ($3::text is null or m.username = $3) and ($4::text is null or r.game = $4)`;
  const params = [query.brandId, query.memberId, query.username, query.game];
  const { rows } = await db.query<HouseRoundRow>(
    `${selectRounds} ${where} order by r.id desc limit $5 offset $6`,
    [...params, query.limit, query.offset],
  );
  const count = await db.query<{ total: bigint }>(
    `select count(*) as total from house_rounds r join members m on m.id = r.member_id ${where}`,
    params,
  );
  return { rows, total: Number(count.rows[0]?.total ?? 0n) };
}
