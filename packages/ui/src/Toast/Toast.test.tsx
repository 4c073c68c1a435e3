import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ToastProvider, useToast } from './Toast.tsx';
import type { ToastOptions } from './Toast.tsx';

function Trigger({ options }: { options: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(options)}>
      Notify
    </button>
  );
}

function renderWith(options: ToastOptions) {
  return render(
    <ToastProvider dismissLabel="Dismiss">
      <Trigger options={options} />
    </ToastProvider>,
  );
}

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('appears as a status and disappears after its duration', () => {
    renderWith({ message: 'Deposit received', tone: 'success', durationMs: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('status')).toHaveTextContent('Deposit received');

    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('uses an alert for errors', () => {
    renderWith({ message: 'Payment failed', tone: 'danger' });
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
  });

  it('can be dismissed with its button', () => {
    renderWith({ message: 'Saved', durationMs: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('waits while hovered, then finishes the remaining time', () => {
    renderWith({ message: 'Bet placed', durationMs: 1000 });
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => {
      vi.advanceTimersByTime(600);
    });
    const toast = screen.getByRole('status').parentElement;
    if (!toast) throw new Error('no toast');
    fireEvent.mouseEnter(toast);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByText('Bet placed')).toBeInTheDocument();
    fireEvent.mouseLeave(toast);
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.queryByText('Bet placed')).not.toBeInTheDocument();
  });

  it('useToast outside a provider fails loudly', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger options={{ message: 'x' }} />)).toThrow(/ToastProvider/);
  });
});
