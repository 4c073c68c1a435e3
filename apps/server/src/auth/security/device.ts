import Bowser from 'bowser';
import type { DeviceName } from '@lotus/contract/auth';

/**
 * A session's or a login's device named from its user agent: the browser and the system ("Chrome"
 * and "Android"), which the member's page words in the reader's language ("Chrome trên Android").
 * Parsed here with bowser (MIT, maintained, about 10 KB) so the security page's bundle carries no
 * parser and every site and app gets the same names. Null when the agent names neither (a script,
 * an empty header).
 */
export function deviceOf(userAgent: string | null): DeviceName | null {
  if (userAgent === null || userAgent.trim() === '') return null;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name || null;
  const os = parsed.os.name || null;
  return browser === null && os === null ? null : { browser, os };
}
