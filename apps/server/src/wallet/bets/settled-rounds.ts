import type { PoolClient } from '../../platform/database/pool.ts';
import { settledRoundWriteOf } from './settled-round.ts';
import type { SettledRoundRequest, SettledRoundResult } from './settled-round.ts';
import { writeSettledRounds } from './settled-rounds-tables.ts';

/**
 * In the caller's transaction, one statement for many rounds, each of another member (a group of
 * instant house bets, decision 0019): for each round the rows settleRoundWithin writes for it
 * (settled-round.ts), the same keys, fingerprints, postings and `bets` row. Answers the rounds'
 * results in the order asked, or undefined when any round could not be written as asked (its key
 * used, its member's wallet short or not the member's own): then the caller must roll its whole
 * transaction back and write each round on its own path, which answers each with its own outcome
 * (a replay, error_insufficient_funds, error_operation_not_allowed).
 */
export async function settleRoundsWithin(
  client: PoolClient,
  brand: { id: number },
  requests: SettledRoundRequest[],
): Promise<SettledRoundResult[] | undefined> {
  const writes = requests.map((request) => settledRoundWriteOf(brand.id, request));
  if (new Set(writes.map((write) => write.memberId)).size !== writes.length)
    throw new Error('bets: settled rounds in one statement are each of another member');
  const answers = await writeSettledRounds(client, brand.id, writes);
  const results: SettledRoundResult[] = [];
  for (const [index, answer] of answers.entries()) {
    const won = writes[index]?.journals.length === 2;
    if (answer.stake_journal_id === null || answer.balance === null) return undefined;
    if (won && answer.win_journal_id === null) return undefined;
    results.push({
      stakeJournalId: answer.stake_journal_id,
      winJournalId: answer.win_journal_id,
      balance: answer.balance,
    });
  }
  return results;
}
