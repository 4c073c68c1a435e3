import { getSocialPopupScript } from '@lotus/contract/social';
import type { SocialPopupMessage } from '@lotus/contract/social';

/** Where the popup's script is served (a file of its own: the CSP allows no inline script). */
const popupScriptPath = getSocialPopupScript.path;

/** Text for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The popup's last page: its script posts the message to the page that opened it (only to this
 * origin) and on the BroadcastChannel `lotus-social` (for browsers whose opener link was cut by a
 * cross-origin provider page), then closes the window.
 */
export const popupScript = `(function () {
  var message = JSON.parse(document.body.getAttribute('data-message') || 'null');
  if (!message) return;
  try {
    if (window.opener && !window.opener.closed) window.opener.postMessage(message, window.location.origin);
  } catch (error) {}
  try {
    if (typeof BroadcastChannel === 'function') {
      var channel = new BroadcastChannel('lotus-social');
      channel.postMessage(message);
      channel.close();
    }
  } catch (error) {}
  setTimeout(function () { window.close(); }, 50);
})();
`;

const texts = {
  vi: {
    title: 'Đăng nhập mạng xã hội',
    done: 'Xong. Cửa sổ này sẽ tự đóng; nếu không, bạn có thể đóng nó.',
    failed: 'Đăng nhập thất bại, vui lòng thử lại. Bạn có thể đóng cửa sổ này.',
  },
  en: {
    title: 'Social login',
    done: 'Done. This window closes itself; if it does not, you may close it.',
    failed: 'Login failed, please try again. You may close this window.',
  },
} as const;

/** The page for `message`, in Vietnamese for `vi`, English otherwise. */
export function popupResultPage(message: SocialPopupMessage, language: string): string {
  const words = language.toLowerCase().startsWith('vi') ? texts.vi : texts.en;
  const lang = words === texts.vi ? 'vi' : 'en';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(words.title)}</title>
</head>
<body data-message="${escapeHtml(JSON.stringify(message))}">
<p>${escapeHtml('error' in message ? words.failed : words.done)}</p>
<script src="${popupScriptPath}"></script>
</body>
</html>
`;
}
