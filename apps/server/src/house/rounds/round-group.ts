import type { HousePlay } from '@lotus/contract/house-games';
import { floatSourceOf, payoutOf } from '@lotus/games';
import type { FairSeed } from '@lotus/games';
import { createPipelinedPool } from '../../platform/database/pool.ts';
import type { Pool, PoolClient } from '../../platform/database/pool.ts';
import { inPipelinedTransaction } from '../../platform/database/transaction.ts';
import type { HouseMoney, HouseWallet } from '../money/service.ts';
import { jackpotFloatOf } from '../money/jackpot-rule.ts';
import { insertRounds, lockSeedPairsForRounds } from './group-tables.ts';
import type { GroupRound } from './group-tables.ts';
import { checkBet, roundTransaction } from './play.ts';
import type { RoundStart, RoundStarter } from './play.ts';
import { storedRoundOf } from './tables.ts';
import { roundView } from './view.ts';

/** The most bets one group writes: its statements stay bounded; the rest wait for the next group. */
export const roundGroupSize = 32;

/**
 * How many groups an instance writes at once. Two: while one group waits for its round trips and
 * its commit, the next one is written, instead of a lone bet that arrived first holding back the
 * bets behind it (measured, decision 0019). Groups never wait for each other: a member has one bet
 * in flight in the instance, so two groups never hold the same pair.
 */
export const roundGroupsWriting = 2;

/**
 * While a group is being written, the next one starts beside it only once this many bets wait;
 * fewer wait for the group under way, and a lone bet still starts at once when none is (decision
 * 0026). A second group started for one or two bets paid a whole transaction for them and left the
 * bets arriving behind it to the group after: with 16 players groups held 4 bets, with this rule
 * 7 to 8, and the database's work per bet fell by a fifth.
 */
export const besideGroupMinimum = 10;

interface Queued {
  input: RoundStart;
  resolve: (play: HousePlay) => void;
  reject: (error: unknown) => void;
}

/** A bet the group drew and will write, with what its answer needs. */
interface Drawn {
  queued: Queued;
  wallet: HouseWallet;
  pair: { id: bigint; server_seed: string; server_seed_hash: string; client_seed: string };
  round: GroupRound & { status: 'won' | 'lost' };
}

/** What a group's transaction did: the bets it answered, and the bets left for the single path. */
interface GroupOutcome {
  answered: Array<[Queued, HousePlay]>;
  single: Queued[];
}

/**
 * Instant rounds (Dice, Limbo, Plinko) committed in groups (decisions 0019 and 0026). A bet joins
 * the instance's queue; when no group is being written, one starts at once with what is queued (a
 * lone bet waits for no timer), and a second starts beside it once `besideGroupMinimum` bets wait.
 * A group holds at most `roundGroupSize` bets and one per member (a member's next bet waits until
 * the previous one is answered), and writes them in one transaction of three round trips on
 * pipelined connections: the pairs with the settings, keys and round ids, with protection's read;
 * the rounds with their nonces, with the money; `commit`. Each is one statement for the whole
 * group. Every round's outcome comes from its pair's next nonce exactly as on the single path, and
 * its rows are the single path's.
 *
 * Anything unusual takes the single path (`starter.start`, which answers it with its exact
 * semantics and errors): a used key, a member without a pair, a brand without settings, a bet the
 * checks refuse, a jackpot trigger, a big win's notice, a member protection checks one by one. When
 * a group finds out only while writing (a concurrent repeat at the insert, a short balance, an
 * error), it rolls back and every bet of it takes the single path.
 */
export function createRoundGroups(deps: {
  pool: Pool;
  brand: { id: number; currency: string };
  money: HouseMoney;
  starter: RoundStarter;
}) {
  const { brand, money, starter } = deps;
  const queue: Queued[] = [];
  /** Members with a bet in a group or on the single path: their next bet waits in the queue. */
  const busy = new Set<bigint>();
  // The groups' own connections, which pipeline: a group's `begin`, its pairs and protection's
  // read go out together (decision 0026). Opened with the first group, ended by close().
  let pipelined: Pool | undefined;
  const groupPool = () => (pipelined ??= createPipelinedPool(deps.pool, roundGroupsWriting));
  let writing = 0;
  let closing = false;
  let singles = 0;
  let idle: (() => void) | undefined;

  /** Takes the next group off the queue: in arrival order, one bet per member not busy. */
  function takeGroup(): Queued[] {
    const group: Queued[] = [];
    for (let index = 0; index < queue.length && group.length < roundGroupSize;) {
      const queued = queue[index] as Queued;
      if (busy.has(queued.input.memberId)) {
        index += 1;
        continue;
      }
      busy.add(queued.input.memberId);
      group.push(queued);
      queue.splice(index, 1);
    }
    return group;
  }

  /** Members with a bet waiting who could join a group now. */
  function waitingMembers(): number {
    const members = new Set<bigint>();
    for (const queued of queue) if (!busy.has(queued.input.memberId)) members.add(queued.input.memberId);
    return members.size;
  }

  function pump(): void {
    while (writing < roundGroupsWriting) {
      if (writing > 0 && waitingMembers() < besideGroupMinimum) break;
      const group = takeGroup();
      if (group.length === 0) break;
      writing += 1;
      void runGroup(group).finally(() => {
        writing -= 1;
        pump();
      });
    }
    if (writing === 0 && singles === 0 && queue.length === 0) idle?.();
  }

  function answer(queued: Queued, play: HousePlay): void {
    busy.delete(queued.input.memberId);
    queued.resolve(play);
  }

  function runSingle(queued: Queued): void {
    singles += 1;
    starter
      .start(queued.input)
      .then(queued.resolve, queued.reject)
      .finally(() => {
        singles -= 1;
        busy.delete(queued.input.memberId);
        pump();
      });
  }

  async function runGroup(group: Queued[]): Promise<void> {
    let outcome: GroupOutcome;
    try {
      const sorted = [...group].sort((a, b) =>
        a.input.memberId < b.input.memberId ? -1 : a.input.memberId > b.input.memberId ? 1 : 0,
      );
      outcome = await inPipelinedTransaction(
        groupPool(),
        (client) => readGroup(client, sorted),
        (client, read) => writeGroup(client, sorted, read),
        roundTransaction,
      );
    } catch {
      // Rolled back (a repeat met at the insert, a short balance, an error): each bet on its own,
      // which gives each its exact answer or error. Rare, so the cost does not matter.
      outcome = { answered: [], single: group };
    }
    for (const [queued, play] of outcome.answered) answer(queued, play);
    for (const queued of outcome.single) runSingle(queued);
  }

  /** Thrown inside the group's transaction to roll it back and send every bet to the single path. */
  class Regroup extends Error {}

  /**
   * A group's reads, written together behind its transaction's `begin` and answered in one round
   * trip: the pairs locked (in member-id order: `sorted`), and protection's read of every member of
   * the group (those it checks one by one take the single path).
   */
  async function readGroup(client: PoolClient, sorted: Queued[]) {
    const [pairs, checked] = await Promise.all([
      lockSeedPairsForRounds(client, {
        brandId: brand.id,
        bets: sorted.map(({ input }) => ({ memberId: input.memberId, idempotencyKey: input.idempotencyKey })),
      }),
      money.membersWithBetChecks(
        client,
        sorted.map(({ input }) => input.memberId),
      ),
    ]);
    return { ...pairs, checked };
  }

  async function writeGroup(
    client: PoolClient,
    sorted: Queued[],
    read: Awaited<ReturnType<typeof readGroup>>,
  ): Promise<GroupOutcome> {
    const { settings, checked } = read;
    // A brand's first bet makes its settings row: the single path does.
    if (!settings) return { answered: [], single: sorted };
    const single: Queued[] = [];
    const drawn: Drawn[] = [];
    for (const queued of sorted) {
      const { input } = queued;
      const member = read.members.get(input.memberId);
      if (!member?.pair || member.keyUsed) {
        single.push(queued);
        continue;
      }
      const { pair } = member;
      const wallet: HouseWallet = member.isDemo ? 'play' : 'main';
      const seed: FairSeed = {
        serverSeed: pair.server_seed,
        clientSeed: pair.client_seed,
        nonce: pair.next_nonce,
      };
      let outcome;
      try {
        checkBet(input.bet, input.stake, settings);
        outcome = input.draw(floatSourceOf(seed));
      } catch {
        // The single path refuses it with the code the player should see.
        single.push(queued);
        continue;
      }
      const payout = payoutOf(input.stake, outcome.multiplier);
      const plain =
        !outcome.playing &&
        money.settlesPlainly({
          wallet,
          stake: input.stake,
          payout,
          jackpotFloat: jackpotFloatOf(seed),
          settings,
        });
      if (!plain) {
        single.push(queued);
        continue;
      }
      drawn.push({
        queued,
        wallet,
        pair,
        round: {
          id: member.roundId,
          memberId: input.memberId,
          game: input.bet.game,
          seedPairId: pair.id,
          nonce: seed.nonce,
          idempotencyKey: input.idempotencyKey,
          requestHash: input.fingerprint,
          params: input.params,
          state: outcome.state,
          stake: input.stake,
          payout,
          multiplier: outcome.multiplier,
          status: payout > 0n ? 'won' : 'lost',
        },
      });
    }
    const written = drawn.filter((bet) => {
      if (!checked.has(bet.round.memberId)) return true;
      single.push(bet.queued);
      return false;
    });
    if (written.length === 0) return { answered: [], single };

    // The rounds and their money go out together (their ids were drawn with the pairs): should a
    // key turn out used or a round not settle, the group rolls back, money and rounds alike.
    const [inserted, balances] = await Promise.all([
      insertRounds(
        client,
        brand.id,
        written.map((bet) => bet.round),
      ),
      money.stakeAndSettleRounds(
        client,
        written.map((bet) => ({
          memberId: bet.round.memberId,
          wallet: bet.wallet,
          gameCode: bet.round.game as 'dice' | 'limbo' | 'plinko',
          roundId: bet.round.id.toString(),
          stake: bet.round.stake,
          payout: bet.round.payout,
          settings,
        })),
      ),
    ]);
    // A concurrent repeat of a key committed while the group waited at the pairs.
    if (inserted.size !== written.length) throw new Regroup('house rounds: a key of the group was used');
    const rounds = written.map((bet) => {
      const row = inserted.get(bet.round.memberId);
      if (!row) throw new Regroup('house rounds: a round of the group is missing');
      return { bet, row };
    });
    if (!balances) throw new Regroup('house rounds: a round of the group could not be settled');
    const answered = rounds.map(({ bet, row }, index): [Queued, HousePlay] => {
      const stored = storedRoundOf(row, bet.round, bet.pair, bet.wallet);
      const balance = balances[index] as bigint;
      return [bet.queued, { round: roundView(stored, brand.currency), balance: balance.toString() }];
    });
    return { answered, single };
  }

  /** Plays an instant round in the next group (or on the single path once the instance is closing). */
  function play(input: RoundStart): Promise<HousePlay> {
    if (closing) return starter.start(input);
    return new Promise<HousePlay>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      pump();
    });
  }

  /**
   * Waits until every queued bet is answered (the instance is shutting down): the groups under way
   * and those queued are written, and a bet sent from now on takes the single path.
   */
  let closed: Promise<void> | undefined;
  function close(): Promise<void> {
    closed ??= (async () => {
      closing = true;
      await new Promise<void>((resolve) => {
        idle = resolve;
        pump();
      });
      await pipelined?.end();
    })();
    return closed;
  }

  return { play, close };
}

export type RoundGroups = ReturnType<typeof createRoundGroups>;
