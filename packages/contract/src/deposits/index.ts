// The deposits calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/deposits/schemas).
export type {
  CreateDepositRequest,
  Deposit,
  DepositBankTransfer,
  DepositChannel,
  DepositChannelInput,
  DepositChannelKind,
  DepositChannelUpdate,
  DepositDecision,
  DepositNotification,
  DepositPage,
  DepositStatus,
  OperatorDeposit,
  OperatorDepositChannel,
  OperatorDepositListQuery,
} from './schemas.ts';
