import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useServerRead } from './use-server-read.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('useServerRead', () => {
  it('is pending until the answer, then holds it', async () => {
    const { result } = renderHook(() => useServerRead(async () => 'lines'));
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('lines'));
    expect(result.current.isError).toBe(false);
  });

  it('tries once more after a failure, then is an error that Retry recovers from', async () => {
    let answer: () => string = () => {
      throw new Error('down');
    };
    const read = vi.fn(async () => answer());
    const { result } = renderHook(() => useServerRead(read));
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 3000 });
    expect(read).toHaveBeenCalledTimes(2);
    answer = () => 'back';
    await act(() => result.current.refetch());
    expect(result.current.isError).toBe(false);
    expect(result.current.data).toBe('back');
  });

  it('shows a fresh early answer at once without reading again', () => {
    const read = vi.fn(async () => 'new');
    const { result } = renderHook(() =>
      useServerRead(read, { initial: () => ({ value: 'early', at: Date.now() }) }),
    );
    expect(result.current.data).toBe('early');
    expect(read).not.toHaveBeenCalled();
  });

  it('keeps the last answer beside the error when a later read fails', async () => {
    let fail = false;
    const { result } = renderHook(() =>
      useServerRead(
        async () => {
          if (fail) throw new Error('down');
          return 'first';
        },
        { retries: 0 },
      ),
    );
    await waitFor(() => expect(result.current.data).toBe('first'));
    fail = true;
    await act(() => result.current.refetch());
    expect(result.current.isError).toBe(true);
    expect(result.current.data).toBe('first');
  });

  it('reads again on its interval', async () => {
    vi.useFakeTimers();
    let count = 0;
    const { result } = renderHook(() => useServerRead(async () => (count += 1), { refetchEveryMs: 15_000 }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.data).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(result.current.data).toBe(2);
  });

  it('drops an answer that comes after unmounting', async () => {
    let resolve: (value: string) => void = () => undefined;
    const { result, unmount } = renderHook(() =>
      useServerRead(() => new Promise<string>((done) => (resolve = done))),
    );
    unmount();
    resolve('late');
    await Promise.resolve();
    expect(result.current.isPending).toBe(true);
  });
});
