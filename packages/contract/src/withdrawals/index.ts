// The withdrawals calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/withdrawals/schemas).
export type {
  ConfirmationChoice,
  ConfirmationKind,
  OperatorWithdrawal,
  Withdrawal,
  WithdrawalConfirmation,
  WithdrawalConfirmationRequest,
  WithdrawalDecision,
  WithdrawalLimits,
  WithdrawalListQuery,
  WithdrawalOverview,
  WithdrawalPage,
  WithdrawalRequest,
  WithdrawalSettings,
  WithdrawalStatus,
} from './schemas.ts';
