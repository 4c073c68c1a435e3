// The protection calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/protection/schemas).
export type {
  OperatorProtection,
  ProtectionBreak,
  ProtectionBreakKind,
  ProtectionLimit,
  ProtectionLimitKind,
  ProtectionLimits,
  ProtectionPeriod,
  RealityCheck,
  SelfExclusionRequest,
  SetProtectionLimitsRequest,
  SetRealityCheckRequest,
  TimeOutRequest,
} from './schemas.ts';
