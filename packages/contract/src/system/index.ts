// The system calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/system/schemas).
export type {
  Brand,
  CustomerServiceEntry,
  DomainRoute,
  FeatureSwitchId,
  FieldRuleValue,
  HelpCenter,
  Maintenance,
  Resource,
  SystemStatus,
  SystemStatusCode,
  WhitelabelNode,
} from './schemas.ts';
