import { createDeposit, getOwnDeposit, listDepositChannels, listOwnDeposits } from '@lotus/contract/deposits';
import type { CreateDepositRequest } from '@lotus/contract/deposits';
import type { ApiClient } from './client.ts';

/** The member's deposits: the channels on offer, creating one, and reading them back. */
export function depositsApi(client: ApiClient) {
  return {
    channels: () => client.call(listDepositChannels),
    /** Idempotent per key: sending the same request again answers the same deposit. */
    create: (request: CreateDepositRequest) => client.call(createDeposit, { body: request }),
    list: (page: { page: number; size: number }) => client.call(listOwnDeposits, { query: page }),
    get: (id: string) => client.call(getOwnDeposit, { params: { id } }),
  };
}

export type DepositsApi = ReturnType<typeof depositsApi>;
