import { addressList, listContains } from '../platform/http/caller.ts';

export interface RegionRules {
  blockedCountries: readonly string[];
  blockedCidrs: readonly string[];
}

/** Whether a caller is refused by the region rules: by its country (from the trusted proxy) or its IP. */
export function isRegionRestricted(rules: RegionRules, ip: string, country: string | null): boolean {
  if (country && rules.blockedCountries.includes(country.toUpperCase())) return true;
  return rules.blockedCidrs.length > 0 && listContains(addressList(rules.blockedCidrs), ip);
}
