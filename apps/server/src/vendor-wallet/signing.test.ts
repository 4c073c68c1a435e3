import { describe, expect, it } from 'vitest';
import { signVendorRequest, vendorRequestHeaders, verifyVendorSignature } from './signing.ts';

// The example of docs/vendor-wallet-api.md: an integrator can check their code against it.
const secret = '3f1c5e0a9b7d2468ace0f1b2c3d4e5f60718293a4b5c6d7e8f90112233445566';
const body = '{"playerId":"1001"}';
const timestamp = 1_767_225_600;
const documented = '7f35644440552058ea44e7831867aa1efda0a62dfe88e73509d1c79f03bdaa53';

describe('vendor request signing', () => {
  it('is HMAC-SHA256 of `<timestamp>.<body>` under the secret, in lowercase hex (the documented example)', () => {
    expect(signVendorRequest(secret, timestamp, body)).toBe(documented);
    expect(vendorRequestHeaders(secret, body, timestamp)).toEqual({
      'content-type': 'application/json',
      'x-lotus-timestamp': '1767225600',
      'x-lotus-signature': documented,
    });
  });

  it('accepts the signature within 5 minutes either side, in either case of hex', () => {
    for (const nowSeconds of [timestamp, timestamp - 300, timestamp + 300]) {
      expect(
        verifyVendorSignature({ secret, timestamp: '1767225600', signature: documented, body, nowSeconds }),
      ).toBe(true);
    }
    expect(
      verifyVendorSignature({
        secret,
        timestamp: '1767225600',
        signature: documented.toUpperCase(),
        body,
        nowSeconds: timestamp,
      }),
    ).toBe(true);
  });

  it('refuses a stale or future timestamp, another body, secret or timestamp, and malformed headers', () => {
    const check = (changes: Partial<Parameters<typeof verifyVendorSignature>[0]>) =>
      verifyVendorSignature({
        secret,
        timestamp: '1767225600',
        signature: documented,
        body,
        nowSeconds: timestamp,
        ...changes,
      });
    expect(check({ nowSeconds: timestamp + 301 })).toBe(false);
    expect(check({ nowSeconds: timestamp - 301 })).toBe(false);
    expect(check({ body: '{"playerId":"1002"}' })).toBe(false);
    expect(check({ body: `${body}\n` })).toBe(false);
    expect(check({ secret: `${secret}0` })).toBe(false);
    expect(check({ timestamp: '1767225601', nowSeconds: 1_767_225_601 })).toBe(false);
    for (const signature of [undefined, '', documented.slice(1), `${documented}00`, 'z'.repeat(64), ['a']]) {
      expect(check({ signature })).toBe(false);
    }
    for (const stamp of [undefined, '', '1767225600.0', '-1', ' 1767225600', 'now', ['1767225600']]) {
      expect(check({ timestamp: stamp })).toBe(false);
    }
  });
});
