import { useSessionStore } from '@lotus/app-shell';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInfoPopup } from './info-popup-store.ts';
import { useLoginModal } from './login-modal-store.ts';
import { useProtectedAction } from './use-protected-action.ts';

afterEach(() => {
  act(() => {
    useSessionStore.getState().signOut();
    useLoginModal.getState().close();
    useInfoPopup.getState().hide();
  });
});

describe('useProtectedAction', () => {
  it('opens the login modal instead of the action when nobody is signed in', () => {
    const action = vi.fn();
    const { result } = renderHook(() => useProtectedAction());
    act(() => result.current(action));
    expect(action).not.toHaveBeenCalled();
    expect(useLoginModal.getState().showLoginWrap).toBe(true);
  });

  it('shows the info popup instead of the action to an account whose isAgent is 4', () => {
    act(() => useSessionStore.getState().signIn('token', '4'));
    const action = vi.fn();
    const { result } = renderHook(() => useProtectedAction());
    act(() => result.current(action));
    expect(action).not.toHaveBeenCalled();
    expect(useInfoPopup.getState().open).toBe(true);
  });

  it('runs the action for a signed-in member', () => {
    act(() => useSessionStore.getState().signIn('token', '0'));
    const action = vi.fn();
    const { result } = renderHook(() => useProtectedAction());
    act(() => result.current(action));
    expect(action).toHaveBeenCalledOnce();
  });
});
