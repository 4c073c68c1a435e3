import type { Queryable } from '../../platform/database/pool.ts';
import { houseSettingsColumns } from '../settings/tables.ts';
import type { HouseSettingsRow } from '../settings/tables.ts';
import type { SeedPairRow } from '../seeds/tables.ts';
import type { NewRound } from './tables.ts';

/** What lockSeedPairsForRounds read of one member of the group. */
export interface GroupMemberRead {
  /** Undefined while the member has no active pair (the single path opens one). */
  pair: SeedPairRow | undefined;
  keyUsed: boolean;
  /** The member is a free-play guest, who plays with play money (decision 0018). */
  isDemo: boolean;
  /**
   * The id the member's round takes if the group writes it, drawn from the rounds' sequence here
   * so that the rounds and their money can be written together (decision 0026). Unused when the
   * bet leaves the group: a gap in the numbering, as a rolled-back insert leaves.
   */
  roundId: bigint;
}

/**
 * lockSeedPairForRound (tables.ts) for a group of bets, each of another member, in one statement:
 * every member's active seed pair locked in member-id order (two groups, or a group and a single
 * bet, meet at the pairs in one order and never deadlock there), whether each member used the
 * bet's key, whether each is a free-play guest, and the brand's house settings (undefined while the
 * brand has no row). As in the single statement, a key is seen as of the statement's start: a
 * concurrent repeat that committed while the group waited at a pair is found at the rounds' insert.
 */
export async function lockSeedPairsForRounds(
  db: Queryable,
  query: { brandId: number; bets: Array<{ memberId: bigint; idempotencyKey: string }> },
): Promise<{ members: Map<bigint, GroupMemberRead>; settings: HouseSettingsRow | undefined }> {
  const { rows } = await db.query<
    Partial<SeedPairRow> &
      Partial<HouseSettingsRow> & {
        wanted_member_id: bigint;
        has_pair: boolean;
        has_settings: boolean;
        key_used: boolean;
        member_is_demo: boolean | null;
        round_id: bigint;
      }
  >({
    // Named: each connection parses and plans it once; it runs in every group of instant bets.
    name: 'house-group-pairs-settings-keys',
    text: `with wanted as (
       select * from unnest($1::bigint[], $2::text[]) as w (member_id, idempotency_key)),
     pairs as materialized (
       select id, member_id, server_seed, server_seed_hash, client_seed, next_nonce, revealed_at
         from house_seed_pairs where member_id = any($1::bigint[]) and revealed_at is null
        order by member_id
          for update)
     select w.member_id as wanted_member_id, p.*, p.id is not null as has_pair, s.*,
            s.max_win is not null as has_settings,
            k.used is not null as key_used,
            (select m.is_demo from members m where m.id = w.member_id) as member_is_demo,
            nextval(pg_get_serial_sequence('house_rounds', 'id')) as round_id
       from wanted w
       -- One probe of the key's index per bet. As an exists() the planner may instead hash all of
       -- house_rounds, read whole for every group, while it believes the table small (decision 0026).
       left join lateral (
         select true as used from house_rounds r
          where r.member_id = w.member_id and r.idempotency_key = w.idempotency_key
          limit 1) as k on true
       left join pairs p on p.member_id = w.member_id
       left join (select ${houseSettingsColumns} from house_settings where brand_id = $3) as s on true`,
    values: [
      query.bets.map((bet) => bet.memberId),
      query.bets.map((bet) => bet.idempotencyKey),
      query.brandId,
    ],
  });
  const members = new Map<bigint, GroupMemberRead>();
  let settings: HouseSettingsRow | undefined;
  for (const row of rows) {
    members.set(row.wanted_member_id, {
      pair: row.has_pair
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
      keyUsed: row.key_used,
      isDemo: row.member_is_demo === true,
      roundId: row.round_id,
    });
    if (row.has_settings) {
      settings = {
        jackpot_share_bp: row.jackpot_share_bp as number,
        jackpot_trigger_divisor: row.jackpot_trigger_divisor as bigint,
        jackpot_max_chance_bp: row.jackpot_max_chance_bp as number,
        jackpot_seed_amount: row.jackpot_seed_amount as bigint,
        winners_threshold: row.winners_threshold as bigint,
        max_win: row.max_win as bigint,
      };
    }
  }
  return { members, settings };
}

/**
 * One settled instant round of a group, as insertRound (tables.ts) takes it, its brand the group's,
 * with the id lockSeedPairsForRounds drew for it.
 */
export type GroupRound = Omit<NewRound, 'brandId' | 'status'> & { id: bigint; status: 'won' | 'lost' };

/**
 * insertRound for a group of settled instant rounds, each of another member whose pair the caller
 * holds, in one statement: every round inserted unless its member used its key, and each inserted
 * round's nonce taken off its pair. Answers the inserted rounds by member; a round missing from the
 * answer was a repeat, and its nonce was not taken.
 */
export async function insertRounds(
  db: Queryable,
  brandId: number,
  rounds: GroupRound[],
): Promise<Map<bigint, { id: bigint; created_at: Date; settled_at: Date | null }>> {
  const { rows } = await db.query<{
    id: bigint;
    member_id: bigint;
    created_at: Date;
    settled_at: Date | null;
  }>({
    // Named: each connection parses and plans it once; it runs in every group of instant bets.
    name: 'house-group-rounds-insert',
    text: `with input as (
       select * from unnest($2::bigint[], $3::text[], $4::bigint[], $5::int[], $6::text[], $7::text[], $8::text[],
                            $9::bigint[], $10::bigint[], $11::bigint[], $12::text[], $13::bytea[], $14::bigint[])
         with ordinality as i (member_id, game, seed_pair_id, nonce, idempotency_key, params, state,
                               stake, payout, multiplier, status, request_hash, id, n)),
     inserted as (
       insert into house_rounds (id, brand_id, member_id, game, seed_pair_id, nonce, idempotency_key, params, state,
         stake, payout, multiplier, status, settled_at, request_hash)
       select id, $1, member_id, game, seed_pair_id, nonce, idempotency_key, params::jsonb, state::jsonb,
              stake, payout, multiplier, status, now(), request_hash
         from input order by n
       on conflict (member_id, idempotency_key) do nothing
       returning id, member_id, seed_pair_id, created_at, settled_at),
     taken as (
       update house_seed_pairs p set next_nonce = p.next_nonce + 1
         from inserted i where p.id = i.seed_pair_id)
     select id, member_id, created_at, settled_at from inserted`,
    values: [
      brandId,
      rounds.map((round) => round.memberId),
      rounds.map((round) => round.game),
      rounds.map((round) => round.seedPairId),
      rounds.map((round) => round.nonce),
      rounds.map((round) => round.idempotencyKey),
      rounds.map((round) => JSON.stringify(round.params)),
      rounds.map((round) => JSON.stringify(round.state)),
      rounds.map((round) => round.stake),
      rounds.map((round) => round.payout),
      rounds.map((round) => round.multiplier),
      rounds.map((round) => round.status),
      rounds.map((round) => round.requestHash),
      rounds.map((round) => round.id),
    ],
  });
  return new Map(rows.map(({ member_id: memberId, ...row }) => [memberId, row]));
}
