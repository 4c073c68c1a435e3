import type { Queryable } from '../../platform/database/pool.ts';
import type { SettledRoundWrite } from './settled-round-tables.ts';

export interface SettledRoundsAnswer {
  /** In the order asked; null where the stake's key was used already. */
  stake_journal_id: bigint | null;
  /** Null for a loss, or where the win's key was used already. */
  win_journal_id: bigint | null;
  /** The member's balance after the round; null where the wallet did not move (short, not the member's wallet). */
  balance: bigint | null;
}

/**
 * Many settled rounds (a group of instant house bets, decision 0019), each of another member, in
 * one statement: writeSettledRound (settled-round-tables.ts) over unnest'ed arrays, writing for
 * every round exactly the rows that statement writes for it. Each round's journals, then the
 * member's wallet updated once (only if it holds the round's `required`, and it is the main wallet
 * of a real member or the play account of a free-play guest), the postings in the round's order
 * with the member's running balance, the system accounts' postings queued as pending (decision
 * 0013), and the settled row of `bets`. A round whose key was used or whose wallet did not move
 * answers nulls and the group's other rounds are still written: the caller must then roll the
 * whole transaction back (a journal without postings is refused at commit anyway). Two rounds of
 * one member are not allowed: the caller groups at most one per member. The balance check of 0021
 * runs over every journal at the end of the statement.
 */
export async function writeSettledRounds(
  db: Queryable,
  brandId: number,
  rounds: SettledRoundWrite[],
): Promise<SettledRoundsAnswer[]> {
  const column = <T>(of: (round: SettledRoundWrite) => T) => rounds.map(of);
  const postings = rounds.flatMap((round, index) =>
    round.journals.flatMap((journal, journalIndex) =>
      journal.postings.map((posting) => ({ round: index + 1, journal: journalIndex + 1, ...posting })),
    ),
  );
  const netOf = (round: SettledRoundWrite) =>
    round.journals
      .flatMap((journal) => journal.postings)
      .reduce((sum, posting) => (posting.code === null ? sum + posting.amount : sum), 0n);
  const { rows } = await db.query<SettledRoundsAnswer>({
    // Named: each connection parses and plans it once; it runs in every group of instant house bets.
    name: 'bets-settled-rounds',
    text: `with input as (
       select * from unnest($2::bigint[], $3::text[], $4::text[], $5::bigint[], $6::bigint[],
                            $7::text[], $8::text[], $9::bytea[], $10::text[],
                            $11::text[], $12::text[], $13::bytea[], $14::text[],
                            $15::int[], $16::text[], $17::text[], $18::text[], $19::text[], $20::bigint[], $21::bigint[])
         with ordinality as i (member_id, wallet, currency, net, required,
                               stake_kind, stake_key, stake_hash, stake_memo,
                               win_kind, win_key, win_hash, win_memo,
                               vendor_id, vendor_code, game_code, game_type, round_id, stake, payout, round)),
     stake_journal as (
       insert into journals (brand_id, kind, idempotency_key, request_hash, memo)
       select $1, stake_kind, stake_key, stake_hash, stake_memo from input order by round
       on conflict (brand_id, idempotency_key) do nothing
       returning id, idempotency_key),
     win_journal as (
       insert into journals (brand_id, kind, idempotency_key, request_hash, memo)
       select $1, i.win_kind, i.win_key, i.win_hash, i.win_memo
         from input i join stake_journal s on s.idempotency_key = i.stake_key
        where i.win_key is not null
        order by i.round
       on conflict (brand_id, idempotency_key) do nothing
       returning id, idempotency_key),
     member as (
       update ledger_accounts a set balance = a.balance + i.net, updated_at = now()
         from input i join members m on m.id = i.member_id
        where a.brand_id = $1 and a.member_id = i.member_id and a.kind = i.wallet and a.currency = i.currency
          and m.is_demo = (i.wallet = 'play')
          and a.balance >= i.required
          and exists (select 1 from stake_journal s where s.idempotency_key = i.stake_key)
          and (i.win_key is null or exists (select 1 from win_journal w where w.idempotency_key = i.win_key))
       returning a.id, i.round, a.balance - i.net as before, a.balance),
     systems as (
       select id, code, currency from ledger_accounts
        where brand_id = $1 and member_id is null and code = any($24::text[])),
     lines as (
       select case p.journal when 1 then s.id else w.id end as journal_id,
              coalesce(y.id, case when p.code is null then m.id end) as account_id,
              p.amount,
              case when p.code is null
                   then m.before + sum(p.amount) filter (where p.code is null) over (partition by p.round order by p.n) end
                as balance_after,
              p.n
         from unnest($22::int[], $23::int[], $24::text[], $25::bigint[]) with ordinality as p (round, journal, code, amount, n)
         join input i on i.round = p.round
         join member m on m.round = p.round
         join stake_journal s on s.idempotency_key = i.stake_key
         left join win_journal w on w.idempotency_key = i.win_key
         left join systems y on y.code = p.code and y.currency = i.currency),
     posted as (
       insert into postings (journal_id, account_id, amount, balance_after)
       select journal_id, account_id, amount, balance_after from lines order by n
       returning id, account_id, amount, balance_after),
     pending as (
       insert into ledger_pending_postings (posting_id, account_id, amount)
       select id, account_id, amount from posted where balance_after is null),
     settled as (
       insert into bets (brand_id, member_id, vendor_id, vendor_code, game_code, game_type, round_id, wallet,
         currency, stake, payout, bets_open, status, settled_at)
       select $1, i.member_id, i.vendor_id, i.vendor_code, i.game_code, i.game_type, i.round_id, i.wallet,
              i.currency, i.stake, i.payout, 1, 'settled', now()
         from input i join member m on m.round = i.round
        order by i.round)
     select s.id as stake_journal_id, w.id as win_journal_id, m.balance
       from input i
       left join stake_journal s on s.idempotency_key = i.stake_key
       left join win_journal w on w.idempotency_key = i.win_key
       left join member m on m.round = i.round
      order by i.round`,
    values: [
      brandId,
      column((round) => round.memberId),
      column((round) => round.wallet),
      column((round) => round.currency),
      column(netOf),
      column((round) => round.required),
      column((round) => round.journals[0].kind),
      column((round) => round.journals[0].idempotencyKey),
      column((round) => round.journals[0].requestHash),
      column((round) => round.journals[0].memo),
      column((round) => round.journals[1]?.kind ?? null),
      column((round) => round.journals[1]?.idempotencyKey ?? null),
      column((round) => round.journals[1]?.requestHash ?? null),
      column((round) => round.journals[1]?.memo ?? null),
      column((round) => round.bet.vendorId),
      column((round) => round.bet.vendorCode),
      column((round) => round.bet.gameCode),
      column((round) => round.bet.gameType),
      column((round) => round.bet.roundId),
      column((round) => round.bet.stake),
      column((round) => round.bet.payout),
      postings.map((posting) => posting.round),
      postings.map((posting) => posting.journal),
      postings.map((posting) => posting.code),
      postings.map((posting) => posting.amount),
    ],
  });
  if (rows.length !== rounds.length)
    throw new Error('bets: the settled rounds answered another number of rows');
  return rows;
}
