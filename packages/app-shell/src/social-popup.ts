import { ApiError, isApiError } from '@lotus/api-client';
import type { ErrorCode } from '@lotus/contract/errors';
import type { SocialPopupMessage } from '@lotus/contract/social';

/** How long a closed popup may still deliver its message (BroadcastChannel can trail the close). */
const closeGraceMs = 1500;
const pollMs = 400;
const features = 'popup=yes,width=480,height=680';

function isPopupMessage(data: unknown): data is SocialPopupMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'lotus-social';
}

/**
 * Opens the popup now (inside the click, so no popup blocker stops it), optionally pointed later at
 * an address fetched meanwhile, and answers the message its last page posts: by postMessage from
 * the same origin, or on the `lotus-social` BroadcastChannel when the provider cut the opener link.
 * A popup closed without a message is error_popup_closed ("login failed, retry").
 */
export function runSocialPopup(address: string | Promise<string>): Promise<SocialPopupMessage> {
  const popup = window.open(typeof address === 'string' ? address : 'about:blank', 'lotus-social', features);
  return new Promise((resolve, reject) => {
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('lotus-social');
    let settled = false;
    let closedAt: number | null = null;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      channel?.close();
      window.clearInterval(timer);
      outcome();
    };
    const fail = (code: ErrorCode, cause?: unknown) =>
      finish(() => reject(isApiError(cause) ? cause : new ApiError(code, { cause })));
    const accept = (data: unknown) => {
      if (isPopupMessage(data)) finish(() => resolve(data));
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) accept(event.data);
    };
    window.addEventListener('message', onMessage);
    if (channel) channel.onmessage = (event: MessageEvent) => accept(event.data);
    const timer = window.setInterval(() => {
      if (!popup?.closed) return;
      closedAt ??= Date.now();
      if (Date.now() - closedAt >= closeGraceMs) fail('error_popup_closed');
    }, pollMs);
    if (!popup) {
      fail('error_popup_closed');
      return;
    }
    if (typeof address !== 'string') {
      address.then(
        (url) => {
          popup.location.href = url;
        },
        (error: unknown) => {
          popup.close();
          fail('error_social_login_failed', error);
        },
      );
    }
  });
}

/** The popup's refusal as the error the forms show (its code translated by the site). */
export function popupError(message: SocialPopupMessage): ApiError | null {
  return 'error' in message ? new ApiError(message.error) : null;
}
