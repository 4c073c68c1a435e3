import { create } from 'zustand';

interface LoginModalState {
  /** The spec's `showLoginWrap`: whether the login modal is open. */
  showLoginWrap: boolean;
  open(): void;
  close(): void;
}

/** The login modal's state, shared by the header and by any protected action that needs a login. */
export const useLoginModal = create<LoginModalState>((set) => ({
  showLoginWrap: false,
  open: () => set({ showLoginWrap: true }),
  close: () => set({ showLoginWrap: false }),
}));
