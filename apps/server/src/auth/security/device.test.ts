import { describe, expect, it } from 'vitest';
import { deviceOf } from './device.ts';

describe('a device named from its user agent', () => {
  it('names the browser and the system of the phones and computers players use', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', os: 'Android' });
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toEqual({ browser: 'Microsoft Edge', os: 'Windows' });
  });

  it('names nothing for an empty or unreadable agent', () => {
    expect(deviceOf(null)).toBeNull();
    expect(deviceOf('  ')).toBeNull();
    expect(deviceOf('curl/8.5.0')).toBeNull();
  });
});
