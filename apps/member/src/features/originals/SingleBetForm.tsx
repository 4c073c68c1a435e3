import type { ReactNode } from 'react';
import { BetButton, BetForm } from './BetForm.tsx';
import type { SingleBet, SingleBetGame } from './use-single-bet.ts';

/** The form of a one-shot game (Dice, Limbo, Plinko): "Bet" waits for the game's parameters. */
export function SingleBetForm<G extends SingleBetGame, Params>(props: {
  bet: SingleBet<G, Params>;
  params: Params | null;
  children: ReactNode;
}) {
  const { bet, params } = props;
  return (
    <BetForm
      game={bet.game}
      stake={bet.stake.field}
      stakeDisabled={bet.isPending}
      onSubmit={() => bet.place(params)}
      round={bet.last}
      refusal={bet.refusal}
      action={
        <BetButton
          signedIn={bet.signedIn}
          pending={bet.isPending}
          disabled={params === null}
          onSignIn={bet.signIn}
        />
      }
    >
      {props.children}
    </BetForm>
  );
}
