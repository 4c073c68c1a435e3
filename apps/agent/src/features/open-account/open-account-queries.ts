import { apiClient } from '@lotus/app-shell';
import type { OpenAccount, OpenedAccount } from '@lotus/contract/agents';
import { openDownlineAccount } from '@lotus/contract/agents';

/** Opens an account directly below the agent (the body goes encrypted, as the call declares). */
export function openAccount(account: OpenAccount): Promise<OpenedAccount> {
  return apiClient.call(openDownlineAccount, { body: account });
}

/** Where the contracts page offers a contract to the agent just opened. */
export function offerAddress(account: OpenedAccount): string {
  return `/contracts?${new URLSearchParams({ offerTo: account.id }).toString()}`;
}
