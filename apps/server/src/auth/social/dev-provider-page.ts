import type { SocialProvider } from '@lotus/contract/social';
import { escapeHtml } from './popup-page.ts';

/** Test identities the consent page offers; any other can be typed. */
export const devTestIdentities = [
  { name: 'Nguyễn Văn An', email: 'an.nguyen@example.test' },
  { name: 'Trần Thị Bình', email: 'binh.tran@example.test' },
  { name: 'Test Player', email: 'player@example.test' },
] as const;

const providerNames: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

const texts = {
  vi: {
    development: 'phát triển',
    heading: (provider: string) => `Đăng nhập bằng ${provider}`,
    notice:
      'Đây là nhà cung cấp thử nghiệm của máy chủ phát triển; không có tài khoản thật nào được dùng. Chọn hoặc nhập một danh tính thử nghiệm.',
    asks: 'Trang web yêu cầu:',
    pick: 'Danh tính thử nghiệm',
    custom: 'Danh tính khác',
    name: 'Tên',
    email: 'Email',
    allow: 'Cho phép',
    cancel: 'Hủy',
    invalid: 'Nhập một địa chỉ email hợp lệ.',
    refused: 'Yêu cầu không hợp lệ',
  },
  en: {
    development: 'development',
    heading: (provider: string) => `Sign in with ${provider}`,
    notice:
      "This is the development server's test provider; no real account is used. Pick or type a test identity.",
    asks: 'The site asks for:',
    pick: 'Test identity',
    custom: 'Another identity',
    name: 'Name',
    email: 'Email',
    allow: 'Allow',
    cancel: 'Cancel',
    invalid: 'Type a valid email address.',
    refused: 'Invalid request',
  },
} as const;

type Words = (typeof texts)['vi' | 'en'];

function wordsFor(language: string): { lang: 'vi' | 'en'; words: Words } {
  return language.toLowerCase().startsWith('vi')
    ? { lang: 'vi', words: texts.vi }
    : { lang: 'en', words: texts.en };
}

function page(lang: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
fieldset { border: 1px solid #ccc; border-radius: 6px; margin: 1rem 0; }
label { display: block; margin: .4rem 0; }
input[type=text], input[type=email] { width: 100%; box-sizing: border-box; padding: .4rem; }
.actions { display: flex; gap: .5rem; justify-content: flex-end; }
button { padding: .5rem 1.2rem; }
.notice { font-size: .9rem; color: #555; }
.error { color: #b00020; }
</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** The name the page shows for the provider it stands in for: "Google (development)". */
export function devProviderTitle(provider: SocialProvider, language: string): string {
  return `${providerNames[provider]} (${wordsFor(language).words.development})`;
}

/** The consent page: the request's parameters ride along as hidden fields. */
export function devConsentPage(options: {
  provider: SocialProvider;
  language: string;
  hidden: Record<string, string>;
  scopes: readonly string[];
  typed?: { name: string; email: string };
  error?: boolean;
}): string {
  const { lang, words } = wordsFor(options.language);
  const title = devProviderTitle(options.provider, options.language);
  const hidden = Object.entries(options.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const presets = devTestIdentities
    .map(
      (identity, index) =>
        `<label><input type="radio" name="identity" value="${index}"${index === 0 && !options.typed ? ' checked' : ''}> ${escapeHtml(identity.name)} &lt;${escapeHtml(identity.email)}&gt;</label>`,
    )
    .join('\n');
  const body = `<h1>${escapeHtml(words.heading(title))}</h1>
<p class="notice">${escapeHtml(words.notice)}</p>
<p>${escapeHtml(words.asks)} ${options.scopes.map((scope) => `<code>${escapeHtml(scope)}</code>`).join(', ')}</p>
${options.error === true ? `<p class="error" role="alert">${escapeHtml(words.invalid)}</p>` : ''}
<form method="post" action="/dev-oauth/authorize">
${hidden}
<fieldset>
<legend>${escapeHtml(words.pick)}</legend>
${presets}
<label><input type="radio" name="identity" value="custom"${options.typed ? ' checked' : ''}> ${escapeHtml(words.custom)}</label>
<label>${escapeHtml(words.name)} <input type="text" name="name" maxlength="64" autocomplete="off" value="${escapeHtml(options.typed?.name ?? '')}"></label>
<label>${escapeHtml(words.email)} <input type="email" name="email" maxlength="128" autocomplete="off" value="${escapeHtml(options.typed?.email ?? '')}"></label>
</fieldset>
<div class="actions">
<button type="submit" name="decision" value="cancel">${escapeHtml(words.cancel)}</button>
<button type="submit" name="decision" value="allow">${escapeHtml(words.allow)}</button>
</div>
</form>`;
  return page(lang, title, body);
}

/** A request the provider will not send back anywhere (unknown client, unregistered redirect URI). */
export function devErrorPage(language: string, detail: string): string {
  const { lang, words } = wordsFor(language);
  return page(
    lang,
    words.refused,
    `<h1>${escapeHtml(words.refused)}</h1>\n<p class="error">${escapeHtml(detail)}</p>`,
  );
}
