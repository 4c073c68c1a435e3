import type {
  AddBankAccountRequest,
  Bank,
  BankAccount,
  BankAccountList,
} from '@lotus/contract/bank-accounts';
import type {
  Withdrawal,
  WithdrawalConfirmationRequest,
  WithdrawalOverview,
  WithdrawalPage,
  WithdrawalStatus,
} from '@lotus/contract/withdrawals';
import type { ApiClient } from './client.ts';

/** The request as the withdraw form sends it; the body travels encrypted (spec: "encrypt"). */
export interface WithdrawalForm {
  bankAccountId: string;
  /** Minor units, a decimal string. */
  amount: string;
  paymentPassword: string;
  /** One per submission: a retry with the same key answers the first withdrawal. */
  idempotencyKey: string;
}

/** The member's bank accounts and withdrawals: ask, follow, confirm what arrived. */
export function withdrawalsApi(client: ApiClient) {
  return {
    banks: () => client.get<Bank[]>('/wps/member/bank-accounts/banks'),
    bankAccounts: () => client.get<BankAccountList>('/wps/member/bank-accounts'),
    /** bankCode: a code of `banks()` (the list is the server's; it refuses any other). */
    addBankAccount: (request: Omit<AddBankAccountRequest, 'bankCode'> & { bankCode: string }) =>
      client.post<BankAccount>('/wps/member/bank-accounts', { json: request }),
    removeBankAccount: (id: string) =>
      client.delete<{ removed: true }>(`/wps/member/bank-accounts/${encodeURIComponent(id)}`),
    overview: () => client.get<WithdrawalOverview>('/wps/member/withdrawals/overview'),
    request: (form: WithdrawalForm) =>
      client.post<Withdrawal>('/wps/member/withdrawals', { json: form, encrypt: true }),
    list: (query: { page?: number; size?: number; status?: WithdrawalStatus } = {}) =>
      client.get<WithdrawalPage>('/wps/member/withdrawals', { searchParams: query }),
    get: (id: string) => client.get<Withdrawal>(`/wps/member/withdrawals/${encodeURIComponent(id)}`),
    /** not_received carries the proof image as base64 (png or jpg, at most 5 MB). */
    confirm: (id: string, request: WithdrawalConfirmationRequest) =>
      client.post<Withdrawal>(`/wps/member/withdrawals/${encodeURIComponent(id)}/confirmation`, {
        json: request,
      }),
  };
}

export type WithdrawalsApi = ReturnType<typeof withdrawalsApi>;
