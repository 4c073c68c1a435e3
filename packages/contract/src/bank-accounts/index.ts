import { defineCall } from '../call.ts';

// The bank-accounts calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/bank-accounts/schemas).
export type { AddBankAccountRequest, Bank, BankAccount, BankAccountList } from './schemas.ts';

const schemas = () => import('./schemas.ts');
/** The withdraw screens' group: accounts are bound to be paid into. */
const tag = 'withdrawals';

/** Public and the same for everyone: the server answers it cacheable for an hour. */
export const listBanks = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/bank-accounts/banks',
  scope: 'visitor',
  tag,
  summary: 'The banks an account can be bound at (VietQR short code, BIN, names)',
  errors: [],
  schemas: (s) => ({ value: s.banksSchema }),
});

export const listBankAccounts = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/bank-accounts',
  scope: 'member',
  tag,
  summary: 'The member’s bound bank accounts (numbers masked), the cap, and the real name',
  errors: ['error_operation_not_allowed'],
  schemas: (s) => ({ value: s.bankAccountListSchema }),
});

export const bindBankAccount = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/bank-accounts',
  scope: 'member',
  tag,
  summary: 'Bind a bank account in the member’s real name (sets the real name when there is none yet)',
  errors: [
    'error_operation_not_allowed',
    'error_bank_account_duplicate',
    'error_bank_account_taken',
    'error_bank_account_limit_reached',
    'error_payee_name_mismatch',
  ],
  schemas: (s) => ({ body: s.addBankAccountRequestSchema, value: s.bankAccountSchema }),
});

export const unbindBankAccount = defineCall(schemas, {
  method: 'DELETE',
  path: '/wps/member/bank-accounts/:id',
  scope: 'member',
  tag,
  summary: 'Unbind a bank account (refused while a withdrawal to it is pending)',
  errors: ['error_operation_not_allowed', 'error_bank_account_not_found', 'error_bank_account_in_use'],
  schemas: (s) => ({ params: s.bankAccountPathSchema, value: s.bankAccountRemovedSchema }),
});
