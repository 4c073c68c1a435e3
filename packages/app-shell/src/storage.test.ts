import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStore } from './storage.ts';

afterEach(() => vi.restoreAllMocks());

describe('storage wrapper', () => {
  it('keeps working when the browser refuses storage (private mode, quota)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => localStore.set('lotus.theme', 'light')).not.toThrow();
    expect(localStore.get('lotus.theme')).toBeNull();
  });

  it('reads back what it stored', () => {
    localStore.set('lotus.test', 'yes');
    expect(localStore.get('lotus.test')).toBe('yes');
    localStore.remove('lotus.test');
    expect(localStore.get('lotus.test')).toBeNull();
  });
});
