import type { MemberService } from '../../member/service.ts';
import type { PaymentPasswords } from '../../member/payment-password/service.ts';
import type { MessageService } from '../../messages/service.ts';
import type { Pool } from '../../platform/database/pool.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Ledger } from '../../wallet/ledger/service.ts';
import { createBankAccounts } from '../bank-accounts/service.ts';
import { createWithdrawalConfirmation } from './confirmation.ts';
import { createWithdrawalOperator } from './operator.ts';
import { createWithdrawalSettings } from './settings.ts';
import { startAutoReceiptSweep } from './sweep.ts';
import type { CashierBrand } from './service.ts';
import { createWithdrawals } from './service.ts';

/** The withdrawal half of the cashier: bank accounts, requests, confirmation, the operator's side. */
export function createWithdrawalDomain(deps: {
  pool: Pool;
  brand: CashierBrand;
  ledger: Ledger;
  members: Pick<MemberService, 'updateProfile'>;
  paymentPasswords: Pick<PaymentPasswords, 'verifyPaymentPassword'>;
  messages: Pick<MessageService, 'sendWithin'>;
}) {
  const { pool, brand } = deps;
  return {
    bankAccounts: createBankAccounts({ pool, brandId: brand.id, members: deps.members }),
    member: createWithdrawals(deps),
    confirmation: createWithdrawalConfirmation({ pool, brand }),
    operator: createWithdrawalOperator(deps),
    settings: createWithdrawalSettings({ pool, brandId: brand.id }),
    /** Starts this instance's auto-receipt timer; answers the function that stops it. */
    startAutoReceiptSweep: (logger: Logger, intervalMs?: number) =>
      startAutoReceiptSweep({
        pool,
        brandId: brand.id,
        logger,
        ...(intervalMs === undefined ? {} : { intervalMs }),
      }),
  };
}

export type WithdrawalDomain = ReturnType<typeof createWithdrawalDomain>;
