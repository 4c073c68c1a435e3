import type { Withdrawal } from '@lotus/contract/withdrawals';

/** A withdrawal of 500 000 ₫ the operator has paid, waiting for the member to confirm it. */
export const paidWithdrawal: Withdrawal = {
  id: '7',
  amount: '500000',
  currency: 'VND',
  status: 'paid',
  bank: {
    bankAccountId: '3',
    bankCode: 'VCB',
    bankName: 'Vietcombank',
    accountNumber: '******6789',
    payeeName: 'Nguyen Van An',
  },
  createdAt: '2026-03-01T09:00:00.000Z',
  decidedAt: '2026-03-01T09:10:00.000Z',
  paidAt: '2026-03-01T09:10:00.000Z',
  confirmBy: '2026-03-01T09:40:00.000Z',
  rejectReason: null,
  confirmation: null,
};
