/**
 * How the security centre (and any screen showing a member's contacts to that member) prints a
 * number or an address: enough to recognise it, not enough to read it off a shoulder or a screenshot.
 */

/** "0912345678" → "091****678": the first and last 3 digits; shorter numbers keep less. */
export function maskMobile(mobile: string): string {
  const kept = mobile.length >= 10 ? 3 : Math.max(1, Math.floor(mobile.length / 4));
  if (mobile.length <= kept * 2) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, kept)}${'*'.repeat(mobile.length - kept * 2)}${mobile.slice(-kept)}`;
}

/** "alice@example.com" → "a***@example.com": the first character of the name, the whole domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
