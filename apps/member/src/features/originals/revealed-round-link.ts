import type { HouseRound, SeedRotation } from '@lotus/contract/house-games';
import { useQuery } from '@tanstack/react-query';
import { historyPageSize, houseGames, originalsQueryKeys } from './originals-queries.ts';
import type { VerifiableGame } from './verify-round.ts';
import { verifyLinkOfRound, verifyQueryOf } from './verify-round.ts';

/** The round the revealed pair played last, when it is on the first page of the recall. */
export function lastRoundOfPair(
  rounds: readonly HouseRound[],
  revealed: SeedRotation['revealed'],
): HouseRound | undefined {
  const lastNonce = revealed.nonceCount - 1;
  return rounds.find(
    (round) =>
      round.nonce === lastNonce &&
      round.clientSeed === revealed.clientSeed &&
      round.serverSeed === revealed.serverSeed,
  );
}

/**
 * The verifier link of the revealed pair's last round. The pair is shared by every house game, so
 * the last round may be another game's, and a Plinko round's rows and risk or a Dice round's target
 * are the player's own: the link is the recall's link of that round (its game and parameters),
 * found on the recall's first page; until it is found (or when it is further back), the seeds and
 * nonce with this game's default parameters.
 */
export function useRevealedRoundLink(
  game: VerifiableGame,
  revealed: SeedRotation['revealed'] | null,
): string | null {
  const filter = { page: 1 };
  const rounds = useQuery({
    queryKey: originalsQueryKeys.rounds(filter),
    queryFn: () => houseGames.rounds({ ...filter, size: historyPageSize }),
    enabled: revealed !== null && revealed.nonceCount > 0,
  });
  if (revealed === null || revealed.nonceCount === 0) return null;
  const round = rounds.data ? lastRoundOfPair(rounds.data.content, revealed) : undefined;
  if (round) return verifyLinkOfRound({ ...round, serverSeed: revealed.serverSeed });
  return `/originals/verify?${verifyQueryOf({
    game,
    serverSeed: revealed.serverSeed,
    clientSeed: revealed.clientSeed,
    nonce: String(revealed.nonceCount - 1),
  })}`;
}
