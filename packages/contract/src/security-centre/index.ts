// The security-centre calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/security-centre/schemas).
export type {
  BindEmailRequest,
  BindMobileRequest,
  ChangePaymentPasswordRequest,
  ContactChannel,
  EmailBindCodeRequest,
  EmailResetCodeRequest,
  EmailResetPasswordRequest,
  MobileBindCodeRequest,
  PaymentPasswordCodeRequest,
  ResetPaymentPasswordRequest,
  SecurityOverview,
  SetPaymentPasswordRequest,
} from './schemas.ts';
