import type { ReactNode } from 'react';
import { BetButton, BetForm, CashOutButton } from './BetForm.tsx';
import type { StepGame, StepRound } from './use-step-round.ts';

/**
 * The form of a step game (Mines Gold, Tower): "Bet" opens a round; during it the stake and the
 * game's fields are locked and "Cash out" takes the button's place, once a step has been taken.
 */
export function StepRoundForm<G extends StepGame, Params>(props: {
  play: StepRound<G, Params>;
  params: Params;
  /** Safe steps taken in the round in play (no cash-out before the first). */
  steps: number;
  /** The game's own fields, locked during a round. */
  children: ReactNode;
  /** A line under the button (Mines Gold: "pick a tile"). */
  note?: ReactNode;
}) {
  const { play } = props;
  return (
    <BetForm
      game={play.game}
      stake={play.stake.field}
      stakeDisabled={play.playing || play.busy}
      onSubmit={() => play.start(props.params)}
      round={play.round}
      refusal={play.refusal}
      action={
        <>
          {play.signedIn && play.playing && play.round ? (
            <CashOutButton
              round={play.round}
              pending={play.cashingOut}
              disabled={play.busy || props.steps === 0}
              onCashOut={play.cashOut}
            />
          ) : (
            <BetButton
              signedIn={play.signedIn}
              pending={play.starting}
              disabled={play.busy}
              onSignIn={play.signIn}
            />
          )}
          {props.note}
        </>
      }
    >
      {props.children}
    </BetForm>
  );
}
