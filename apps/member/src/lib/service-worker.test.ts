import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker.ts';

afterEach(() => vi.unstubAllGlobals());

function stubServiceWorker() {
  const register = vi.fn(async () => ({}));
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
  return register;
}

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site in a production build', () => {
    const register = stubServiceWorker();
    registerServiceWorker({ production: true });
    // jsdom has finished loading the test page, so it registers at once.
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('never registers in development or tests', () => {
    const register = stubServiceWorker();
    registerServiceWorker({ production: false });
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no service workers', () => {
    vi.stubGlobal('navigator', {});
    expect(() => registerServiceWorker({ production: true })).not.toThrow();
  });
});
