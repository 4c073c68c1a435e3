import { useEffect, useRef } from 'react';
import { playGameSound } from './game-sound.ts';

/** What a step game's sounds follow of its round: which round, how far, how it ended. */
export interface StepRoundView {
  id: string;
  status: 'playing' | 'won' | 'lost';
  steps: number;
}

/**
 * Mines Gold's and Tower's sounds, from the rounds the server answers: a bet, each gem found, the
 * mine hit, the cash-out. A round found on load (a resumed one) plays nothing.
 */
export function useStepRoundSounds(round: StepRoundView | null, resuming: boolean): void {
  const previous = useRef<StepRoundView | null | undefined>(undefined);
  const id = round?.id ?? null;
  const status = round?.status ?? null;
  const steps = round?.steps ?? 0;
  useEffect(() => {
    if (resuming) return;
    const before = previous.current;
    previous.current = id === null || status === null ? null : { id, status, steps };
    if (before === undefined || id === null || status === null) return;
    const sameRound = before?.id === id;
    if (!sameRound && status === 'playing') playGameSound('bet');
    if (steps > (sameRound ? before.steps : 0)) playGameSound('gem');
    if (status !== 'playing' && (!sameRound || before.status === 'playing')) {
      playGameSound(status === 'won' ? 'cashout' : 'mine');
    }
  }, [id, status, steps, resuming]);
}
