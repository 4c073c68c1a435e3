import { defineCall } from '../call.ts';

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
} from './schemas.ts';

const schemas = () => import('./schemas.ts');
const tag = 'responsible gaming';
const base = '/wps/relay/responsible-gaming';

/** A break taken now is refused when one already in force ends later (error_timed_out, error_self_excluded). */
const breakErrors = ['error_operation_not_allowed', 'error_timed_out', 'error_self_excluded'] as const;

export const getProtectionLimits = defineCall(schemas, {
  method: 'GET',
  path: `${base}/limits`,
  scope: 'member',
  tag,
  summary:
    'Deposit and loss limits per window (24h, 7d, 30d): in force, used in the window, left, and a raise waiting its 24 hours',
  errors: [],
  schemas: (s) => ({ value: s.protectionLimitsSchema }),
});

export const setProtectionLimits = defineCall(schemas, {
  method: 'PUT',
  path: `${base}/limits`,
  scope: 'member',
  tag,
  summary:
    'Change limits (minor-unit strings; null removes; a window left out is unchanged): lower applies at once, higher or removed after 24 hours',
  errors: ['error_operation_not_allowed'],
  schemas: (s) => ({ body: s.setProtectionLimitsRequestSchema, value: s.protectionLimitsSchema }),
});

export const takeTimeOut = defineCall(schemas, {
  method: 'POST',
  path: `${base}/time-out`,
  scope: 'member',
  tag,
  summary:
    'Take a break of 1-42 days: in force at once, every session ends, logins are refused until it ends; it cannot be shortened',
  errors: breakErrors,
  schemas: (s) => ({ body: s.timeOutRequestSchema, value: s.protectionBreakSchema }),
});

export const selfExclude = defineCall(schemas, {
  method: 'POST',
  path: `${base}/self-exclusion`,
  scope: 'member',
  encrypted: true,
  tag,
  summary:
    'Self-exclude for 6-60 months (encrypted body: months, the login password, confirm: true): in force at once, every session ends, no marketing; nobody can lift it',
  errors: ['error_wrong_password', ...breakErrors],
  schemas: (s) => ({ body: s.selfExclusionRequestSchema, value: s.protectionBreakSchema }),
});

export const getRealityCheck = defineCall(schemas, {
  method: 'GET',
  path: `${base}/reality-check`,
  scope: 'member',
  tag,
  summary:
    'The reality-check reminder (every N minutes, or off) with this session’s start and its net result (wins minus stakes)',
  errors: [],
  schemas: (s) => ({ value: s.realityCheckSchema }),
});

export const setRealityCheck = defineCall(schemas, {
  method: 'PUT',
  path: `${base}/reality-check`,
  scope: 'member',
  tag,
  summary: 'Set the reality-check reminder: every 5-480 minutes, or null for off',
  errors: ['error_operation_not_allowed'],
  schemas: (s) => ({ body: s.setRealityCheckRequestSchema, value: s.realityCheckSettingSchema }),
});

export const getMemberProtectionForOperator = defineCall(schemas, {
  method: 'GET',
  path: '/admin/members/:username/protection',
  scope: 'operator',
  permission: 'members.read',
  tag: 'operator: members',
  summary:
    'A member’s limits, breaks (time-outs, self-exclusions) and no-marketing flag; read only, the read is audited',
  errors: ['error_account_not_found'],
  schemas: (s) => ({ params: s.memberParamsSchema, value: s.operatorProtectionSchema }),
});
