import { useSessionStore } from '@lotus/app-shell';
import type { HouseGame, HouseLimits, HouseRound } from '@lotus/contract/house-games';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { useProtectedAction } from '../../lib/use-protected-action.ts';
import type { Stake } from './use-stake.ts';
import { useStake } from './use-stake.ts';

/** What every bet of a house game carries besides the game's own parameters. */
export interface BetTicket {
  stake: string;
  idempotencyKey: string;
}

/** A round of one game (the contract's rounds are a union keyed by `game`). */
export type RoundOf<G extends HouseGame> = Extract<HouseRound, { game: G }>;

/** Narrows an answered round to the page's game (an answer for another game is not shown). */
export function isRoundOf<G extends HouseGame>(round: HouseRound, game: G): round is RoundOf<G> {
  return round.game === game;
}

/** What a game's form reads of its bet slip, whatever the game. */
export interface GameSlip<G extends HouseGame> {
  game: G;
  signedIn: boolean;
  stake: Stake;
  /** A visitor's "Log in to play": opens the login modal. */
  signIn: () => void;
}

/**
 * The bet side of a house game's form: whether the member is logged in, the stake field, the
 * login gate for visitors, and `bet`, which turns the stake and the game's parameters into one
 * request with a fresh idempotency key.
 */
export function useBetSlip<G extends HouseGame>(game: G, limits: HouseLimits) {
  const signedIn = useSessionStore((session) => session.token) !== null;
  const protect = useProtectedAction();
  const stake = useStake(game, limits);
  return {
    game,
    signedIn,
    stake,
    signIn: () => protect(() => undefined),
    /**
     * Checks the stake first (its error shows from now on, even when the parameters are wrong too),
     * then sends when both can be; a visitor gets the login modal instead.
     */
    bet: <Params>(params: Params | null, send: (params: Params, ticket: BetTicket) => void) => {
      if (!stake.check() || stake.stake === null || params === null) return;
      const amount = stake.stake;
      protect(() => send(params, { stake: amount, idempotencyKey: newIdempotencyKey() }));
    },
  };
}
