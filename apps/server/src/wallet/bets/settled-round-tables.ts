import type { Queryable } from '../../platform/database/pool.ts';

/** One journal of a settled round, as the statement writes it. */
export interface SettledRoundJournal {
  kind: string;
  idempotencyKey: string;
  requestHash: Buffer;
  memo: string | null;
  /** In order; `code` names a system account, null the member's wallet (main, or play money). */
  postings: Array<{ code: string | null; amount: bigint }>;
}

export interface SettledRoundWrite {
  brandId: number;
  memberId: bigint;
  /** The member's account the round plays on: the main wallet, or a free-play guest's play money (decision 0018). */
  wallet: 'main' | 'play';
  currency: string;
  /** The stake's journal, and the win's (a payout) or none (a loss). */
  journals: [SettledRoundJournal] | [SettledRoundJournal, SettledRoundJournal];
  /** What the member's balance must hold before the journals for no posting to take it below zero. */
  required: bigint;
  bet: {
    vendorId: number;
    vendorCode: string;
    gameCode: string;
    gameType: string;
    roundId: string;
    stake: bigint;
    payout: bigint;
  };
}

export interface SettledRoundAnswer {
  /** Null when the stake's key was used already: then nothing at all was written. */
  stake_journal_id: bigint | null;
  win_journal_id: bigint | null;
  /** The member's main balance after both journals; null when it was not moved (see the flags). */
  balance: bigint | null;
  /** The member's free-play flag (null: no such member), to say why the balance did not move. */
  is_demo: boolean | null;
}

/**
 * A round staked and settled at once, in one statement: its one or two journals, the member's
 * wallet updated once (only if it holds `required`, and it is the main wallet of a real member or
 * the play account of a free-play guest, decision 0018: the same statement either way), the postings
 * with the member's running balance, a system account's posting queued as pending (its row neither
 * locked nor written, decision 0013), and the round's settled row of `bets`. The journals come first
 * and everything else hangs on them, so a used stake key writes nothing. When the member's wallet
 * does not move (not enough money, free play, no account), the journals are written without postings:
 * the caller must then roll its transaction back (the deferred check of 0014 would refuse the commit
 * anyway). The balance check of 0021 runs on the postings at the end of the statement.
 */
export async function writeSettledRound(
  db: Queryable,
  round: SettledRoundWrite,
): Promise<SettledRoundAnswer> {
  const [stake, win] = round.journals;
  const postings = round.journals.flatMap((journal, index) =>
    journal.postings.map((posting) => ({ journal: index + 1, ...posting })),
  );
  const net = postings.reduce((sum, posting) => (posting.code === null ? sum + posting.amount : sum), 0n);
  const { rows } = await db.query<SettledRoundAnswer>({
    // Named: each connection parses and plans it once; it runs in every instant house bet.
    name: 'bets-settled-round',
    text: `with stake_journal as (
       insert into journals (brand_id, kind, idempotency_key, request_hash, memo)
       values ($1, $4, $5, $6, $7)
       on conflict (brand_id, idempotency_key) do nothing
       returning id),
     win_journal as (
       insert into journals (brand_id, kind, idempotency_key, request_hash, memo)
       select $1, $8, $9, $10, $11 from stake_journal where $9::text is not null
       on conflict (brand_id, idempotency_key) do nothing
       returning id),
     member as (
       update ledger_accounts a set balance = a.balance + $12, updated_at = now()
         from members m
        where a.brand_id = $1 and a.member_id = $2 and a.kind = $24 and a.currency = $3
          and m.id = a.member_id and m.is_demo = ($24 = 'play')
          and a.balance >= $13
          and exists (select 1 from stake_journal)
          and ($9::text is null or exists (select 1 from win_journal))
       returning a.id, a.balance - $12 as before, a.balance),
     systems as (
       select id, code from ledger_accounts
        where brand_id = $1 and member_id is null and currency = $3 and code = any($15::text[])),
     lines as (
       select case p.journal when 1 then (select id from stake_journal) else (select id from win_journal) end
                as journal_id,
              coalesce(s.id, case when p.code is null then m.id end) as account_id,
              p.amount,
              case when p.code is null
                   then m.before + sum(p.amount) filter (where p.code is null) over (order by p.n) end
                as balance_after,
              p.n
         from unnest($14::int[], $15::text[], $16::bigint[]) with ordinality as p (journal, code, amount, n)
         cross join member m
         left join systems s on s.code = p.code),
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
       select $1, $2, $17, $18, $19, $20, $21, $24, $3, $22, $23, 1, 'settled', now() from member)
     select (select id from stake_journal) as stake_journal_id,
            (select id from win_journal) as win_journal_id,
            (select balance from member) as balance,
            (select is_demo from members where brand_id = $1 and id = $2) as is_demo`,
    values: [
      round.brandId,
      round.memberId,
      round.currency,
      stake.kind,
      stake.idempotencyKey,
      stake.requestHash,
      stake.memo,
      win?.kind ?? null,
      win?.idempotencyKey ?? null,
      win?.requestHash ?? null,
      win?.memo ?? null,
      net,
      round.required,
      postings.map((posting) => posting.journal),
      postings.map((posting) => posting.code),
      postings.map((posting) => posting.amount),
      round.bet.vendorId,
      round.bet.vendorCode,
      round.bet.gameCode,
      round.bet.gameType,
      round.bet.roundId,
      round.bet.stake,
      round.bet.payout,
      round.wallet,
    ],
  });
  const answer = rows[0];
  if (!answer) throw new Error('bets: the settled round answered no row');
  return answer;
}
