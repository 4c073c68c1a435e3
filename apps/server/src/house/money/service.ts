import type { Pool, PoolClient, Queryable } from '../../platform/database/pool.ts';
import { notifyLiveEvent } from '../../platform/events/notify.ts';
import { houseBetsRoundId, houseVendorCode, playCurrency } from '../../wallet/index.ts';
import type { PostRequest, PostResult } from '../../wallet/index.ts';
import type { HouseBetBook, HouseBetGuard, HouseLedger, HouseWinnerNotices } from '../needs.ts';
import { jackpotTriggered } from './jackpot-rule.ts';
import { insertJackpotPayout, selectHouseVendorId } from './tables.ts';
import { selectHouseSettings } from '../settings/tables.ts';
import type { HouseSettingsRow } from '../settings/tables.ts';

export type HouseGameCode = 'mines-gold' | 'limbo' | 'tower' | 'dice' | 'plinko' | 'pappu';

/**
 * The member's wallet a round plays on: the main wallet, or a free-play guest's play money
 * (decision 0018: the house's play account on the other side, no jackpot share, no jackpot, no
 * winners notice).
 */
export type HouseWallet = 'main' | 'play';

const houseAccount = { vendorHouse: houseVendorCode } as const;
const housePlayAccount = { playVendor: houseVendorCode } as const;
const jackpotAccount = { house: 'jackpot_pool' } as const;
const houseAccountOf = (wallet: HouseWallet) => (wallet === 'play' ? housePlayAccount : houseAccount);

/** A round's stake journal: the stake to the house, its jackpot share on to the pool. */
function stakeJournal(round: {
  memberId: bigint;
  wallet: HouseWallet;
  gameCode: HouseGameCode;
  roundId: string;
  stake: bigint;
  share: bigint;
}): PostRequest {
  const { memberId, wallet, gameCode, roundId, stake, share } = round;
  return {
    idempotencyKey: `house:${gameCode}:bet:${roundId}`,
    kind: 'bet',
    memo: `${houseVendorCode} ${gameCode} round ${roundId}`,
    postings: [
      { account: { memberId, kind: wallet } as const, amount: -stake },
      { account: houseAccountOf(wallet), amount: stake - share },
      ...(share > 0n ? [{ account: jackpotAccount, amount: share }] : []),
    ].filter((posting) => posting.amount !== 0n),
  };
}

/** A round's win journal: the payout from the house. */
function winJournal(round: {
  memberId: bigint;
  wallet: HouseWallet;
  gameCode: HouseGameCode;
  roundId: string;
  payout: bigint;
}): PostRequest {
  const { memberId, wallet, gameCode, roundId, payout } = round;
  return {
    idempotencyKey: `house:${gameCode}:win:${roundId}`,
    kind: 'win',
    memo: `${houseVendorCode} ${gameCode} round ${roundId}`,
    postings: [
      { account: { memberId, kind: wallet }, amount: payout },
      { account: houseAccountOf(wallet), amount: -payout },
    ],
  };
}

/** The shortest time between two `jackpot` notices of the pool's growth from one process. */
export const jackpotNoticeIntervalMs = 1_000;

function balanceOn(
  posted: PostResult,
  matches: (account: PostResult['balances'][number]['account']) => boolean,
) {
  return posted.balances.find((entry) => matches(entry.account))?.balance;
}

/**
 * The money of every house round (Dice, Limbo, Plinko, Mines Gold, Tower and the PAPPU room): the
 * stake from the member's main wallet to the house account `vendor:LOTUS`, with the jackpot share
 * on to `jackpot_pool`, the payout back, the round's row in `bets`, the jackpot trigger, and the
 * live `winner` and `jackpot` events. Both calls run in the caller's transaction, so the round's own
 * rows and its money commit together; each ledger journal is keyed by the round, so a retry of the
 * same round never moves money twice.
 */
export function createHouseMoney(deps: {
  pool: Pool;
  brand: { id: number; currency: string };
  ledger: HouseLedger;
  bets: HouseBetBook;
  protection: HouseBetGuard;
  winners: Pick<HouseWinnerNotices, 'notifyWinner'>;
}) {
  // deps.pool is part of the shared interface; every read here runs on the caller's connection.
  const { brand, ledger, bets, protection, winners } = deps;
  let vendorId: number | undefined;
  // The jackpot counters need a fresh value now and then, not one per bet: each notice is a read of
  // the pool and a NOTIFY, and NOTIFY serialises commits. At most one growth notice a second per
  // process; a jackpot paid is always announced.
  let lastJackpotNotice = 0;
  const jackpotNoticeDue = () => {
    const now = Date.now();
    if (now - lastJackpotNotice < jackpotNoticeIntervalMs) return false;
    lastJackpotNotice = now;
    return true;
  };
  // Read on the caller's connection: a transaction waiting for a second one from the pool could wait
  // forever once the pool is all transactions like it.
  const houseVendorId = async (client: PoolClient) => {
    vendorId ??= await selectHouseVendorId(client, brand.id, houseVendorCode);
    return vendorId;
  };

  /** The round's row of `bets`: the member's wallet (main, or play money) at the house vendor. */
  const openingOf = async (
    client: PoolClient,
    round: { memberId: bigint; wallet: HouseWallet; gameCode: HouseGameCode; roundId: string },
  ) =>
    ({
      memberId: round.memberId,
      vendorId: await houseVendorId(client),
      vendorCode: houseVendorCode,
      gameCode: round.gameCode,
      gameType: 'mini_games',
      // PAPPU bets and house rounds are numbered apart: the row's id keeps them apart (bets-round-ids.ts).
      roundId: houseBetsRoundId(round.gameCode, round.roundId),
      wallet: round.wallet,
      currency: round.wallet === 'play' ? playCurrency : brand.currency,
    }) as const;

  /** A jackpot notice with the pool as this transaction sees it (every committed share and its own), when one is due. */
  async function noticeJackpotGrowth(client: PoolClient): Promise<void> {
    if (!jackpotNoticeDue()) return;
    const pool = await ledger.systemBalance(jackpotAccount, client);
    await notifyLiveEvent(client, {
      topic: 'jackpot',
      brandId: brand.id,
      data: { value: pool.balance.toString() },
    });
  }

  /**
   * The member's balance on the round's wallet (main, or a guest's play money; 0 before the account
   * opens), read on the caller's connection.
   */
  const walletBalance = async (db: Queryable, memberId: bigint, wallet: HouseWallet = 'main') =>
    (await ledger.balanceOf(memberId, wallet, db)).balance;
  const mainBalance = (db: Queryable, memberId: bigint) => walletBalance(db, memberId, 'main');
  /** Play money pays no jackpot share: the pool is real money (decision 0018). */
  const jackpotShareOf = (stake: bigint, settings: HouseSettingsRow, wallet: HouseWallet) =>
    wallet === 'play' ? 0n : (stake * BigInt(settings.jackpot_share_bp)) / 10_000n;

  /**
   * In the caller's transaction: checks player protection, debits the stake to the house (journal
   * 'bet', key `house:<game>:bet:<roundId>`) with the jackpot share moved on to the pool in the same
   * journal, and opens the round's row in `bets`. Throws error_insufficient_funds, the protection
   * codes, or error_operation_not_allowed for a free-play account. Answers the member's balance
   * after the stake and the house settings it read (a round settled in the same transaction passes
   * them on to settleRound).
   */
  async function placeStake(
    client: PoolClient,
    input: {
      memberId: bigint;
      /** The member's wallet: main (the default), or a free-play guest's play money. */
      wallet?: HouseWallet;
      gameCode: HouseGameCode;
      roundId: string;
      stake: bigint;
      /** The house settings the caller read in this transaction, if it did. */
      settings?: HouseSettingsRow;
    },
  ): Promise<{ balance: bigint; settings: HouseSettingsRow }> {
    const { memberId, gameCode, roundId, stake } = input;
    const wallet = input.wallet ?? 'main';
    if (stake <= 0n) throw new RangeError('house money: a stake is positive');
    // Under the member's lock in this transaction: concurrent bets cannot all pass a loss limit.
    await protection.assertBetAllowed(memberId, stake, client);
    const settings = input.settings ?? (await selectHouseSettings(client, brand.id));
    const share = jackpotShareOf(stake, settings, wallet);
    // The journal below locks only the member's wallet: the house account and the pool, which every
    // bet of every member shares, take its postings without a lock (decision 0013).
    const opening = await openingOf(client, { memberId, wallet, gameCode, roundId });
    const { row: round, added } = await bets.openRoundWithStakeWithin(client, opening, stake);
    // A round whose stake is in already (a retry of a committed stake) is not counted twice.
    if (!added && round.bets_open === 0 && round.status === 'open')
      await bets.addBetToRoundWithin(client, round.id, stake);
    const posted = await ledger.postWithin(
      client,
      stakeJournal({ memberId, wallet, gameCode, roundId, stake, share }),
    );
    if (share > 0n && !posted.replayed) await noticeJackpotGrowth(client);
    const balance = balanceOn(posted, (account) => 'memberId' in account && account.kind === wallet);
    return { balance: balance ?? (await walletBalance(client, memberId, wallet)), settings };
  }

  /** Pays the pool less its seed amount when the round's jackpot float triggers it. */
  async function payJackpotIfTriggered(
    client: PoolClient,
    input: {
      memberId: bigint;
      wallet?: HouseWallet;
      gameCode: HouseGameCode;
      roundId: string;
      stake: bigint;
      jackpotFloat: number;
    },
    settings: HouseSettingsRow,
  ): Promise<{ paid: bigint; balance?: bigint }> {
    // The pool is real money: play money neither feeds it nor wins it (decision 0018).
    if (input.wallet === 'play') return { paid: 0n };
    const triggered = jackpotTriggered({
      jackpotFloat: input.jackpotFloat,
      stake: input.stake,
      triggerDivisor: settings.jackpot_trigger_divisor,
      maxChanceBasisPoints: settings.jackpot_max_chance_bp,
    });
    if (!triggered) return { paid: 0n };
    // Locks the pool against the other jackpot payers only (stakes add their share without a lock),
    // then reads it: what it pays leaves at least the seed, since only payers take from the pool.
    const poolBalance = await ledger.lockHouseAccountWithin(client, 'jackpot_pool');
    const amount = poolBalance - settings.jackpot_seed_amount;
    if (amount <= 0n) return { paid: 0n };
    const posted = await ledger.postWithin(client, {
      idempotencyKey: `house:${input.gameCode}:jackpot:${input.roundId}`,
      kind: 'win',
      memo: `${houseVendorCode} jackpot ${input.gameCode} round ${input.roundId}`,
      postings: [
        { account: { memberId: input.memberId, kind: 'main' }, amount },
        { account: jackpotAccount, amount: -amount },
      ],
    });
    if (posted.replayed) return { paid: 0n };
    await insertJackpotPayout(client, {
      brandId: brand.id,
      memberId: input.memberId,
      game: input.gameCode,
      roundId: input.roundId,
      amount,
      journalId: posted.journalId,
    });
    if (amount >= settings.winners_threshold) {
      await winners.notifyWinner(client, {
        brandId: brand.id,
        memberId: input.memberId,
        vendorId: await houseVendorId(client),
        kind: 'jackpot',
        gameCode: input.gameCode,
        prize: amount,
      });
    }
    await notifyLiveEvent(client, {
      topic: 'jackpot',
      brandId: brand.id,
      data: { value: settings.jackpot_seed_amount.toString() },
    });
    const balance = balanceOn(posted, (account) => 'memberId' in account && account.kind === 'main');
    return { paid: amount, ...(balance === undefined ? {} : { balance }) };
  }

  /** The live `winner` event of a payout that reaches the brand's winners threshold. */
  async function noticeBigWin(
    client: PoolClient,
    input: {
      memberId: bigint;
      wallet: HouseWallet;
      gameCode: HouseGameCode;
      payout: bigint;
      settings: HouseSettingsRow;
    },
  ): Promise<void> {
    // The winners board shows real wins only (decision 0018).
    if (input.wallet === 'play') return;
    if (input.payout <= 0n || input.payout < input.settings.winners_threshold) return;
    await winners.notifyWinner(client, {
      brandId: brand.id,
      memberId: input.memberId,
      vendorId: await houseVendorId(client),
      kind: 'win',
      gameCode: input.gameCode,
      prize: input.payout,
    });
  }

  /**
   * In the caller's transaction: pays `payout` (0 for a loss) from the house (journal 'win', key
   * `house:<game>:win:<roundId>`), settles the `bets` row, runs the jackpot trigger with the round's
   * `jackpotFloat` (see jackpot-rule.ts) and pays the pool when it triggers, and sends the live
   * `winner` event when the payout reaches the winners threshold. A round staked in the same
   * transaction passes `afterStake`, what placeStake answered: the settings it read and the member's
   * balance then (which nothing but this settlement changes before the commit).
   */
  async function settleRound(
    client: PoolClient,
    input: {
      memberId: bigint;
      /** The member's wallet: main (the default), or a free-play guest's play money. */
      wallet?: HouseWallet;
      gameCode: HouseGameCode;
      roundId: string;
      stake: bigint;
      payout: bigint;
      jackpotFloat: number;
      afterStake?: { balance: bigint; settings: HouseSettingsRow };
    },
  ): Promise<{ balance: bigint; jackpotPaid: bigint }> {
    const { memberId, gameCode, roundId, payout } = input;
    const wallet = input.wallet ?? 'main';
    if (payout < 0n) throw new RangeError('house money: a payout is not negative');
    const key = {
      vendorId: await houseVendorId(client),
      memberId,
      roundId: houseBetsRoundId(gameCode, roundId),
    };
    if (!(await bets.payUnsettledRoundWithin(client, key, payout))) {
      if (!(await bets.lockRoundWithin(client, key)))
        throw new Error(`house money: round ${gameCode} ${roundId} has no stake`);
      // Settled already (a retry): nothing moves again.
      return { balance: await walletBalance(client, memberId, wallet), jackpotPaid: 0n };
    }
    const settings = input.afterStake?.settings ?? (await selectHouseSettings(client, brand.id));
    await noticeBigWin(client, { memberId, wallet, gameCode, payout, settings });
    let balance: bigint | undefined;
    if (payout > 0n) {
      const posted = await ledger.postWithin(
        client,
        winJournal({ memberId, wallet, gameCode, roundId, payout }),
      );
      balance = balanceOn(posted, (account) => 'memberId' in account && account.kind === wallet);
    }
    const jackpot = await payJackpotIfTriggered(client, { ...input, wallet }, settings);
    balance = jackpot.balance ?? balance;

    return {
      balance: balance ?? input.afterStake?.balance ?? (await walletBalance(client, memberId, wallet)),
      jackpotPaid: jackpot.paid,
    };
  }

  /**
   * In the caller's transaction, a round whose outcome is drawn with its stake (Dice, Limbo,
   * Plinko): placeStake and settleRound in one, with the stake's and the win's journals and the
   * round's settled `bets` row written by one statement of the wallet's round book. Player protection
   * is checked first; the jackpot trigger and the live notices follow as in settleRound. The same
   * keys, postings and rows as the two calls would write, so a retry or a repeat of either finds them.
   */
  async function stakeAndSettleRound(
    client: PoolClient,
    input: {
      memberId: bigint;
      /** The member's wallet: main (the default), or a free-play guest's play money. */
      wallet?: HouseWallet;
      gameCode: HouseGameCode;
      roundId: string;
      stake: bigint;
      payout: bigint;
      jackpotFloat: number;
      settings: HouseSettingsRow;
    },
  ): Promise<{ balance: bigint; jackpotPaid: bigint }> {
    const { memberId, gameCode, roundId, stake, payout, settings } = input;
    const wallet = input.wallet ?? 'main';
    if (stake <= 0n) throw new RangeError('house money: a stake is positive');
    if (payout < 0n) throw new RangeError('house money: a payout is not negative');
    // Under the member's lock in this transaction: concurrent bets cannot all pass a loss limit.
    await protection.assertBetAllowed(memberId, stake, client);
    const share = jackpotShareOf(stake, settings, wallet);
    const settled = await bets.stakeAndSettleRoundWithin(client, {
      opening: await openingOf(client, { memberId, wallet, gameCode, roundId }),
      stake,
      payout,
      stakeJournal: stakeJournal({ memberId, wallet, gameCode, roundId, stake, share }),
      ...(payout > 0n ? { winJournal: winJournal({ memberId, wallet, gameCode, roundId, payout }) } : {}),
    });
    if (!settled) {
      // The stake's key was used (a retry of a committed round): the ledger's general path replays.
      const staked = await placeStake(client, { memberId, wallet, gameCode, roundId, stake, settings });
      return settleRound(client, { ...input, wallet, afterStake: staked });
    }
    if (share > 0n) await noticeJackpotGrowth(client);
    await noticeBigWin(client, { memberId, wallet, gameCode, payout, settings });
    const jackpot = await payJackpotIfTriggered(client, { ...input, wallet }, settings);
    return { balance: jackpot.balance ?? settled.balance, jackpotPaid: jackpot.paid };
  }

  /**
   * Whether an instant round settles with nothing but its two journals and its `bets` row, so that
   * it may be written in a group (decision 0019): no jackpot trigger and no big-win notice. A round
   * that does either is played by stakeAndSettleRound, which pays and announces it.
   */
  function settlesPlainly(round: {
    wallet: HouseWallet;
    stake: bigint;
    payout: bigint;
    jackpotFloat: number;
    settings: HouseSettingsRow;
  }): boolean {
    const { wallet, stake, payout, jackpotFloat, settings } = round;
    if (wallet === 'play') return true;
    if (payout > 0n && payout >= settings.winners_threshold) return false;
    return !jackpotTriggered({
      jackpotFloat,
      stake,
      triggerDivisor: settings.jackpot_trigger_divisor,
      maxChanceBasisPoints: settings.jackpot_max_chance_bp,
    });
  }

  /** Of these members, those whose bets protection checks one by one (a break or a loss limit), read in the group's transaction. */
  const membersWithBetChecks = (client: PoolClient, memberIds: bigint[]) =>
    protection.membersWithBetChecks(memberIds, client);

  /**
   * In the caller's transaction, a group of instant rounds that settle plainly (settlesPlainly),
   * each of another member whose bets protection does not check one by one (membersWithBetChecks):
   * for each the journals and the settled `bets` row stakeAndSettleRound writes, all in one
   * statement of the round book, and the jackpot's growth notice when one is due. Answers each
   * member's balance after its round, in order, or undefined when any round could not be written
   * (a used key, a short balance): the caller then rolls back and plays each round on its own.
   */
  async function stakeAndSettleRounds(
    client: PoolClient,
    rounds: Array<{
      memberId: bigint;
      wallet: HouseWallet;
      gameCode: HouseGameCode;
      roundId: string;
      stake: bigint;
      payout: bigint;
      settings: HouseSettingsRow;
    }>,
  ): Promise<bigint[] | undefined> {
    const requests = [];
    let shared = false;
    for (const { memberId, wallet, gameCode, roundId, stake, payout, settings } of rounds) {
      if (stake <= 0n) throw new RangeError('house money: a stake is positive');
      if (payout < 0n) throw new RangeError('house money: a payout is not negative');
      const share = jackpotShareOf(stake, settings, wallet);
      if (share > 0n) shared = true;
      requests.push({
        opening: await openingOf(client, { memberId, wallet, gameCode, roundId }),
        stake,
        payout,
        stakeJournal: stakeJournal({ memberId, wallet, gameCode, roundId, stake, share }),
        ...(payout > 0n ? { winJournal: winJournal({ memberId, wallet, gameCode, roundId, payout }) } : {}),
      });
    }
    const settled = await bets.stakeAndSettleRoundsWithin(client, requests);
    if (!settled) return undefined;
    if (shared) await noticeJackpotGrowth(client);
    return settled.map((round) => round.balance);
  }

  return {
    placeStake,
    settleRound,
    stakeAndSettleRound,
    settlesPlainly,
    membersWithBetChecks,
    stakeAndSettleRounds,
    mainBalance,
    walletBalance,
  };
}

export type HouseMoney = ReturnType<typeof createHouseMoney>;
