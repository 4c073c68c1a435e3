import type { DevPaymentRow } from './dev-gateway-tables.ts';

const texts = {
  vi: {
    title: 'Cổng thanh toán thử nghiệm',
    notice:
      'Đây là cổng thanh toán thử nghiệm của máy chủ phát triển; không có tiền thật nào được chuyển. Chọn kết quả của giao dịch.',
    merchantOrder: 'Đơn hàng',
    reference: 'Mã tham chiếu',
    amount: 'Số tiền',
    pay: 'Thanh toán',
    fail: 'Thất bại',
    decided: 'Giao dịch này đã được xử lý.',
    back: 'Quay lại trang web',
    unknown: 'Không tìm thấy giao dịch này.',
  },
  en: {
    title: 'Development payment gateway',
    notice:
      "This is the development server's test gateway; no real money moves. Choose how the payment ends.",
    merchantOrder: 'Order',
    reference: 'Reference',
    amount: 'Amount',
    pay: 'Pay',
    fail: 'Fail',
    decided: 'This payment has been handled already.',
    back: 'Back to the site',
    unknown: 'This payment does not exist.',
  },
} as const;

type Words = (typeof texts)['vi' | 'en'];

function wordsFor(language: string): { lang: 'vi' | 'en'; words: Words } {
  return language.toLowerCase().startsWith('vi')
    ? { lang: 'vi', words: texts.vi }
    : { lang: 'en', words: texts.en };
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Minor units shown in major units, exactly (BigInt, never a float). */
function formatAmount(amount: bigint, currency: string, lang: string): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const format = new Intl.NumberFormat(lang, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  // Whole-unit currencies exactly through BigInt; others are display-only here, a float is fine.
  return digits === 0 ? format.format(amount) : format.format(Number(amount) / 10 ** digits);
}

/**
 * A page with no script at all (the site's CSP allows none inline) and one inline style sheet (it
 * allows those): the buttons are a plain form.
 */
function page(lang: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem; color: #1d1d1f; background: #f5f5f7; }
main { background: #fff; border-radius: 12px; padding: 1.5rem; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; }
dt { color: #555; }
dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.notice { font-size: .9rem; color: #555; }
.actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
button, a.button { flex: 1; padding: .75rem 1rem; font-size: 1rem; border-radius: 8px; border: 1px solid #888; background: #fff; cursor: pointer; text-align: center; color: inherit; text-decoration: none; }
button.pay { background: #0b6e4f; border-color: #0b6e4f; color: #fff; }
button:focus-visible, a.button:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The hosted payment page: what is being paid, and the payer's two choices. */
export function devPaymentPage(options: {
  language: string;
  payment: DevPaymentRow;
  /** The form's target: this page's path with the test flags it was opened with. */
  action: string;
}): string {
  const { lang, words } = wordsFor(options.language);
  const { payment } = options;
  const details = `<dl>
<dt>${escapeHtml(words.merchantOrder)}</dt><dd>${escapeHtml(payment.description)}</dd>
<dt>${escapeHtml(words.reference)}</dt><dd data-testid="dev-gateway-reference">${escapeHtml(payment.merchant_reference)}</dd>
<dt>${escapeHtml(words.amount)}</dt><dd data-testid="dev-gateway-amount">${escapeHtml(formatAmount(payment.amount, payment.currency, lang))}</dd>
</dl>`;
  if (payment.status !== 'open') {
    return page(
      lang,
      words.title,
      `<h1>${escapeHtml(words.title)}</h1>
${details}
<p role="status">${escapeHtml(words.decided)}</p>
<div class="actions"><a class="button" href="${escapeHtml(payment.return_url)}">${escapeHtml(words.back)}</a></div>`,
    );
  }
  return page(
    lang,
    words.title,
    `<h1>${escapeHtml(words.title)}</h1>
<p class="notice">${escapeHtml(words.notice)}</p>
${details}
<form method="post" action="${escapeHtml(options.action)}">
<div class="actions">
<button type="submit" name="outcome" value="fail">${escapeHtml(words.fail)}</button>
<button type="submit" name="outcome" value="pay" class="pay">${escapeHtml(words.pay)}</button>
</div>
</form>`,
  );
}

export function devUnknownPaymentPage(language: string): string {
  const { lang, words } = wordsFor(language);
  return page(
    lang,
    words.title,
    `<h1>${escapeHtml(words.title)}</h1>\n<p role="alert">${escapeHtml(words.unknown)}</p>`,
  );
}
