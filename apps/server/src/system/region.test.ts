import { describe, expect, it } from 'vitest';
import { isRegionRestricted } from './region.ts';

describe('isRegionRestricted', () => {
  const rules = { blockedCountries: ['US', 'SG'], blockedCidrs: ['203.0.113.0/24', '2001:db8::/32'] };
  it.each([
    ['a blocked country', '8.8.8.8', 'us', true],
    ['an open country', '8.8.8.8', 'VN', false],
    ['an address inside a blocked IPv4 block', '203.0.113.200', null, true],
    ['an IPv4-mapped IPv6 address inside it', '::ffff:203.0.113.1', null, true],
    ['an address just outside it', '203.0.114.1', null, false],
    ['an IPv6 address inside a blocked block', '2001:db8:1::5', null, true],
    ['a garbage address', 'not-an-ip', null, false],
  ])('%s', (_label, ip, country, expected) => {
    expect(isRegionRestricted(rules, ip, country)).toBe(expected);
  });
});
