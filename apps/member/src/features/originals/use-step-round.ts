import type { HouseLimits, HouseOpenRound, HousePlay } from '@lotus/contract/house-games';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { originalsQueryKeys } from './originals-queries.ts';
import type { BetTicket, GameSlip, RoundOf } from './use-bet-slip.ts';
import { isRoundOf, useBetSlip } from './use-bet-slip.ts';
import { useHouseAction } from './use-house-action.ts';

/** The house games played in steps: a bet opens a round, each pick goes on, a cash-out ends it. */
export type StepGame = 'mines-gold' | 'tower';

/** The calls of a step game: its open round, the bet that starts one, a pick, the cash-out. */
export interface StepRoundCalls<Params> {
  openRound: () => Promise<HouseOpenRound>;
  start: (params: Params, ticket: BetTicket) => Promise<HousePlay>;
  /** Mines Gold: reveal a tile; Tower: climb to a column of the next level. */
  step: (roundId: string, choice: number) => Promise<HousePlay>;
  cashOut: (roundId: string) => Promise<HousePlay>;
}

export interface StepRound<G extends StepGame, Params> extends GameSlip<G> {
  /** A logged-in member's open round is still being asked for: nothing to show yet. */
  resuming: boolean;
  /** The round played on this page, else the open round found on load (a reload resumes it). */
  round: RoundOf<G> | null;
  playing: boolean;
  /** Any move in flight: every money button waits. */
  busy: boolean;
  starting: boolean;
  cashingOut: boolean;
  /** The last refusal, in words. */
  refusal: string | null;
  /** Bets: checks the stake, then opens a round with these parameters. */
  start: (params: Params) => void;
  step: (choice: number) => void;
  cashOut: () => void;
  /** Takes a finished round off the board (the member chose other parameters). */
  clear: () => void;
}

/**
 * A house game played in steps (Mines Gold, Tower): resumes the member's open round on load, and
 * keeps the round each move answers. One move at a time (see `useHouseAction`).
 */
export function useStepRound<G extends StepGame, Params>(
  game: G,
  limits: HouseLimits,
  calls: StepRoundCalls<Params>,
): StepRound<G, Params> {
  const { bet, ...slip } = useBetSlip(game, limits);
  const [played, setPlayed] = useState<RoundOf<G> | null>(null);
  const open = useQuery({
    queryKey: originalsQueryKeys.openRound(game),
    queryFn: () => calls.openRound(),
    enabled: slip.signedIn,
  });
  const openRound = open.data?.round ?? null;
  const round = played ?? (openRound && isRoundOf(openRound, game) ? openRound : null);
  const keep = (play: HousePlay) => {
    if (isRoundOf(play.round, game)) setPlayed(play.round);
  };
  const start = useHouseAction(
    (request: { params: Params; ticket: BetTicket }) => calls.start(request.params, request.ticket),
    keep,
  );
  const step = useHouseAction((choice: number) => calls.step(round?.id ?? '', choice), keep);
  const cashOut = useHouseAction(() => calls.cashOut(round?.id ?? ''), keep);
  return {
    ...slip,
    resuming: slip.signedIn && open.isPending,
    round,
    playing: round?.status === 'playing',
    busy: start.isPending || step.isPending || cashOut.isPending,
    starting: start.isPending,
    cashingOut: cashOut.isPending,
    refusal: start.refusal ?? step.refusal ?? cashOut.refusal,
    start: (params) =>
      bet(params, (checked, ticket) => {
        // A new round clears the refusal of the last one's moves.
        step.reset();
        cashOut.reset();
        start.run({ params: checked, ticket });
      }),
    step: (choice) => step.run(choice),
    cashOut: () => cashOut.run(undefined),
    clear: () => setPlayed(null),
  };
}
