import {
  bindBankAccount,
  listBankAccounts,
  listBanks,
  unbindBankAccount,
} from '@lotus/contract/bank-accounts';
import type { AddBankAccountRequest } from '@lotus/contract/bank-accounts';
import {
  confirmWithdrawalReceipt,
  getOwnWithdrawal,
  getWithdrawalOverview,
  listOwnWithdrawals,
  requestWithdrawal,
} from '@lotus/contract/withdrawals';
import type {
  WithdrawalConfirmationRequest,
  WithdrawalRequest,
  WithdrawalStatus,
} from '@lotus/contract/withdrawals';
import type { ApiClient } from './client.ts';

/**
 * The request as the withdraw form sends it; the body travels encrypted (spec: "encrypt"). One
 * idempotency key per submission: a retry with the same key answers the first withdrawal.
 */
export type WithdrawalForm = WithdrawalRequest;

/** The member's bank accounts and withdrawals: ask, follow, confirm what arrived. */
export function withdrawalsApi(client: ApiClient) {
  return {
    banks: () => client.call(listBanks),
    bankAccounts: () => client.call(listBankAccounts),
    /** bankCode: a code of `banks()` (the list is the server's; it refuses any other). */
    addBankAccount: (request: Omit<AddBankAccountRequest, 'bankCode'> & { bankCode: string }) =>
      client.call(bindBankAccount, { body: request as AddBankAccountRequest }),
    removeBankAccount: (id: string) => client.call(unbindBankAccount, { params: { id } }),
    overview: () => client.call(getWithdrawalOverview),
    request: (form: WithdrawalForm) => client.call(requestWithdrawal, { body: form }),
    list: (query: { page?: number; size?: number; status?: WithdrawalStatus } = {}) =>
      client.call(listOwnWithdrawals, { query }),
    get: (id: string) => client.call(getOwnWithdrawal, { params: { id } }),
    /** not_received carries the proof image as base64 (png or jpg, at most 5 MB). */
    confirm: (id: string, request: WithdrawalConfirmationRequest) =>
      client.call(confirmWithdrawalReceipt, { params: { id }, body: request }),
  };
}

export type WithdrawalsApi = ReturnType<typeof withdrawalsApi>;
