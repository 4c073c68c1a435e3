import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  vendorSignatureHeader,
  vendorSignatureWindowSeconds,
  vendorTimestampHeader,
} from '@lotus/contract/vendor-wallet/schemas';

export { vendorSignatureHeader, vendorSignatureWindowSeconds, vendorTimestampHeader };

/**
 * The text a vendor signs: the timestamp (whole seconds since the Unix epoch, as sent in
 * `x-lotus-timestamp`), a full stop, and the request body exactly as sent, byte for byte.
 */
export function signedText(timestamp: string, body: string): string {
  return `${timestamp}.${body}`;
}

/**
 * The signature of one vendor request: lowercase hex of HMAC-SHA256 keyed by the vendor's secret
 * (the secret string as issued, UTF-8) over `<timestamp>.<raw body>`. The vendor simulator and the
 * tests sign with this; docs/vendor-wallet-api.md gives the same recipe to integrators.
 */
export function signVendorRequest(secret: string, timestamp: number | string, body: string): string {
  return createHmac('sha256', secret)
    .update(signedText(String(timestamp), body), 'utf8')
    .digest('hex');
}

/** The two headers of a signed request, ready to send with `body` (timestamp: now unless given). */
export function vendorRequestHeaders(
  secret: string,
  body: string,
  timestamp: number = Math.floor(Date.now() / 1000),
): Record<string, string> {
  return {
    'content-type': 'application/json',
    [vendorTimestampHeader]: String(timestamp),
    [vendorSignatureHeader]: signVendorRequest(secret, timestamp, body),
  };
}

const timestampPattern = /^\d{1,12}$/;
const signaturePattern = /^[0-9a-fA-F]{64}$/;

/**
 * True when `signature` is the request's HMAC under `secret` and `timestamp` is within the window
 * (5 minutes either side of `nowSeconds`). Compared in constant time.
 */
export function verifyVendorSignature(request: {
  secret: string;
  timestamp: unknown;
  signature: unknown;
  body: string;
  nowSeconds: number;
}): boolean {
  const { timestamp, signature } = request;
  if (typeof timestamp !== 'string' || !timestampPattern.test(timestamp)) return false;
  if (typeof signature !== 'string' || !signaturePattern.test(signature)) return false;
  if (Math.abs(request.nowSeconds - Number(timestamp)) > vendorSignatureWindowSeconds) return false;
  const expected = Buffer.from(signVendorRequest(request.secret, timestamp, request.body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
