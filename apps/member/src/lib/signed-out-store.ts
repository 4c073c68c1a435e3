import type { SessionEndReason } from '@lotus/contract/live-events';
import { create } from 'zustand';

interface SignedOutState {
  /**
   * The session ended somewhere else (another device, the security page, a break, an expiry): the
   * login box says so, with the reason when the server gave one. Null: nothing to say.
   */
  notice: { reason: SessionEndReason | null } | null;
  /** The player chose to log out here: the refusals of calls still on their way say nothing. */
  leaving: boolean;
  show(reason: SessionEndReason | null): void;
  dismiss(): void;
  setLeaving(leaving: boolean): void;
}

export const useSignedOut = create<SignedOutState>((set) => ({
  notice: null,
  leaving: false,
  show: (reason) => set({ notice: { reason } }),
  dismiss: () => set({ notice: null }),
  setLeaving: (leaving) => set({ leaving }),
}));
