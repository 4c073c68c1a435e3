import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runSocialPopup } from './social-popup.ts';

/** A stand-in for the window the provider opens in: the test closes it or posts its message. */
function fakePopup() {
  const popup = { closed: false, location: { href: '' }, close: () => (popup.closed = true) };
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return popup;
}

function post(data: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

describe('runSocialPopup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('answers the ticket the popup posts from this origin, and ignores other origins', async () => {
    fakePopup();
    const outcome = runSocialPopup('/wps/session/social/google/start');
    post({ type: 'lotus-social', provider: 'google', ticket: 'from-elsewhere' }, 'https://evil.example');
    post({ type: 'lotus-social', provider: 'google', ticket: 'the-ticket' });
    await expect(outcome).resolves.toEqual({
      type: 'lotus-social',
      provider: 'google',
      ticket: 'the-ticket',
    });
  });

  it('is error_popup_closed when the popup is closed without a message', async () => {
    const popup = fakePopup();
    const outcome = runSocialPopup('/wps/session/social/google/start');
    const failure = expect(outcome).rejects.toMatchObject({ code: 'error_popup_closed' });
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(3000);
    await failure;
  });

  it('still takes a message that arrives just after the popup closed itself', async () => {
    const popup = fakePopup();
    const outcome = runSocialPopup('/wps/session/social/google/start');
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    post({ type: 'lotus-social', provider: 'facebook', linked: true });
    await expect(outcome).resolves.toMatchObject({ linked: true });
  });

  it('is error_popup_closed when the browser blocks the popup', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(runSocialPopup('/start')).rejects.toMatchObject({ code: 'error_popup_closed' });
  });

  it('points the popup at an address fetched after it opened, and closes it when that fails', async () => {
    const popup = fakePopup();
    const linked = runSocialPopup(Promise.resolve('http://localhost/dev-oauth/authorize?x=1'));
    await vi.advanceTimersByTimeAsync(0);
    expect(popup.location.href).toBe('http://localhost/dev-oauth/authorize?x=1');
    post({ type: 'lotus-social', provider: 'google', linked: true });
    await expect(linked).resolves.toMatchObject({ linked: true });

    const second = fakePopup();
    const refused = runSocialPopup(Promise.reject(new Error('offline')));
    await expect(refused).rejects.toMatchObject({ code: 'error_social_login_failed' });
    expect(second.closed).toBe(true);
  });
});
