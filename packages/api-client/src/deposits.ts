import type { CreateDepositRequest, Deposit, DepositChannel, DepositPage } from '@lotus/contract/deposits';
import type { ApiClient } from './client.ts';

/** The member's deposits: the channels on offer, creating one, and reading them back. */
export function depositsApi(client: ApiClient) {
  return {
    channels: () => client.get<DepositChannel[]>('/wps/relay/deposits/channels'),
    /** Idempotent per key: sending the same request again answers the same deposit. */
    create: (request: CreateDepositRequest) => client.post<Deposit>('/wps/relay/deposits', { json: request }),
    list: (page: { page: number; size: number }) =>
      client.get<DepositPage>('/wps/relay/deposits', { searchParams: page }),
    get: (id: string) => client.get<Deposit>(`/wps/relay/deposits/${encodeURIComponent(id)}`),
  };
}

export type DepositsApi = ReturnType<typeof depositsApi>;
