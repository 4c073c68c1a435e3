import type { HouseLimits, HousePlay } from '@lotus/contract/house-games';
import { useState } from 'react';
import type { BetTicket, GameSlip, RoundOf } from './use-bet-slip.ts';
import { isRoundOf, useBetSlip } from './use-bet-slip.ts';
import { useHouseAction } from './use-house-action.ts';

/** The house games settled by one request: the bet is the whole round. */
export type SingleBetGame = 'dice' | 'limbo' | 'plinko';

/** A one-shot game's bet: its stake, the request in flight, the last round and its refusal. */
export interface SingleBet<G extends SingleBetGame, Params> extends GameSlip<G> {
  last: RoundOf<G> | null;
  /** The main balance the server answered with the last round (after its stake and payout). */
  lastBalance: string | null;
  isPending: boolean;
  /** The last bet's refusal, in words. */
  refusal: string | null;
  /** Bets with these parameters; `null` (parameters not right yet) only checks the stake. */
  place: (params: Params | null) => void;
}

/**
 * A one-shot house game (Dice, Limbo, Plinko): the stake, one bet at a time, and the last round
 * played. `send` puts the game's parameters and the ticket into the game's request.
 */
export function useSingleBet<G extends SingleBetGame, Params>(
  game: G,
  limits: HouseLimits,
  send: (params: Params, ticket: BetTicket) => Promise<HousePlay>,
): SingleBet<G, Params> {
  const { bet, ...slip } = useBetSlip(game, limits);
  const [last, setLast] = useState<{ round: RoundOf<G>; balance: string } | null>(null);
  const play = useHouseAction(
    (request: { params: Params; ticket: BetTicket }) => send(request.params, request.ticket),
    (result) => {
      if (isRoundOf(result.round, game)) setLast({ round: result.round, balance: result.balance });
    },
  );
  return {
    ...slip,
    last: last?.round ?? null,
    lastBalance: last?.balance ?? null,
    isPending: play.isPending,
    refusal: play.refusal,
    place: (params) => bet(params, (checked, ticket) => play.run({ params: checked, ticket })),
  };
}
