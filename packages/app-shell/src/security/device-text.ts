import type { DeviceName } from '@lotus/contract/auth';
import type { TFunction } from '@lotus/i18n';

/**
 * A device in the reader's language from the names the server parsed out of its user agent:
 * "Chrome trên Android", "Chrome", "Trình duyệt trên iOS", or "Thiết bị không rõ". The raw agent
 * string is never shown: it reads as noise to a player.
 */
export function deviceText(device: DeviceName | null, t: TFunction): string {
  if (device === null) return t('security.unknownDevice');
  const { browser, os } = device;
  if (browser !== null && os !== null) return t('security.device', { browser, os });
  if (browser !== null) return t('security.deviceBrowser', { browser });
  if (os !== null) return t('security.deviceSystem', { os });
  return t('security.unknownDevice');
}
