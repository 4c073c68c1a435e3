import { describe, expect, it } from 'vitest';
import { isAppError } from '../http/app-error.ts';
import { assertSameRequest, canonicalJson, fingerprintOf, requestFingerprint } from './fingerprint.ts';

const dice = { method: 'POST', path: '/wps/relay/house/dice/bets' };
const limbo = { method: 'POST', path: '/wps/relay/house/limbo/bets' };

describe('the request fingerprint', () => {
  it('writes objects in one key order, bigints as strings, and leaves undefined members out', () => {
    expect(canonicalJson({ b: 1n, a: [2, 'x', null], c: undefined, d: { z: true, y: false } })).toBe(
      '{"a":[2,"x",null],"b":"1","d":{"y":false,"z":true}}',
    );
    expect(canonicalJson(new Date('2026-01-02T03:04:05.000Z'))).toBe('"2026-01-02T03:04:05.000Z"');
  });

  it('is JSON.stringify where that already writes sorted keys (the ledger’s journals keep their hashes)', () => {
    const journal = { kind: 'transfer', memo: null, postings: ['member:1:main=-5', 'member:1:vendor:X=5'] };
    expect(canonicalJson(journal)).toBe(JSON.stringify(journal));
  });

  it('does not depend on the order of the fields, nor on the idempotency key', () => {
    const first = requestFingerprint(dice, { stake: '100', direction: 'under', idempotencyKey: 'aaaaaaaa' });
    const again = requestFingerprint(dice, { idempotencyKey: 'bbbbbbbb', direction: 'under', stake: '100' });
    expect(again.equals(first)).toBe(true);
  });

  it('differs with another value, another call, or a field more', () => {
    const base = requestFingerprint(dice, { stake: '100', direction: 'under' });
    expect(requestFingerprint(dice, { stake: '101', direction: 'under' }).equals(base)).toBe(false);
    expect(requestFingerprint(limbo, { stake: '100', direction: 'under' }).equals(base)).toBe(false);
    expect(requestFingerprint(dice, { stake: '100', direction: 'under', x: 1 }).equals(base)).toBe(false);
  });

  it('leaves credentials out', () => {
    const call = { method: 'POST', path: '/wps/member/withdrawals' };
    const one = requestFingerprint(call, { amount: '5', paymentPassword: '111111' }, ['paymentPassword']);
    const two = requestFingerprint(call, { amount: '5', paymentPassword: '222222' }, ['paymentPassword']);
    expect(one.equals(two)).toBe(true);
    expect(one.equals(fingerprintOf({ call: 'POST /wps/member/withdrawals', body: { amount: '5' } }))).toBe(
      true,
    );
  });

  it('refuses another request on a used key with error_conflict, and lets a row without a fingerprint pass', () => {
    const asked = fingerprintOf({ a: 1 });
    expect(() => assertSameRequest(fingerprintOf({ a: 1 }), asked)).not.toThrow();
    expect(() => assertSameRequest(null, asked)).not.toThrow();
    let refusal: unknown;
    try {
      assertSameRequest(fingerprintOf({ a: 2 }), asked);
    } catch (error) {
      refusal = error;
    }
    expect(isAppError(refusal) && refusal.code).toBe('error_conflict');
  });
});
