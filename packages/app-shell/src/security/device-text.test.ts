import type { TFunction } from '@lotus/i18n';
import { describe, expect, it } from 'vitest';
import { deviceText } from './device-text.ts';

// The dictionaries' shapes, in Vietnamese, without loading them.
const vi: Record<string, string> = {
  'security.device': '{{browser}} trên {{os}}',
  'security.deviceBrowser': '{{browser}}',
  'security.deviceSystem': 'Trình duyệt trên {{os}}',
  'security.unknownDevice': 'Thiết bị không rõ',
};
const t = ((key: string, values: Record<string, string> = {}) =>
  (vi[key] ?? key).replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => values[name] ?? '',
  )) as unknown as TFunction;

describe('a device in the reader’s words', () => {
  it('names the browser on the system, never the raw user agent', () => {
    expect(deviceText({ browser: 'Chrome', os: 'Android' }, t)).toBe('Chrome trên Android');
    expect(deviceText({ browser: 'Safari', os: null }, t)).toBe('Safari');
    expect(deviceText({ browser: null, os: 'iOS' }, t)).toBe('Trình duyệt trên iOS');
    expect(deviceText(null, t)).toBe('Thiết bị không rõ');
  });
});
