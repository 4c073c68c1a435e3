// The bank-accounts calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/bank-accounts/schemas).
export type { AddBankAccountRequest, Bank, BankAccount, BankAccountList } from './schemas.ts';
