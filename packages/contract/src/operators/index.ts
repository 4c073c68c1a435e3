import { defineCall } from '../call.ts';

// The operators' accounts, sign-in, sessions and API tokens (docs/operators.md), served only on the
// operator listener. The zod schemas are in ./schemas.ts (@lotus/contract/operators/schemas).
export type {
  ChangeOperatorPasswordRequest,
  CreatedOperator,
  CreatedOperatorApiToken,
  CreateOperatorApiTokenRequest,
  CreateOperatorRequest,
  OperatorAccount,
  OperatorApiToken,
  OperatorRecoveryRequest,
  OperatorRoleEntry,
  OperatorSelf,
  OperatorSession,
  OperatorSignInRequest,
  OperatorSignInStarted,
  OperatorTotpEnrolment,
  OperatorTotpRequest,
  UpdateOperatorRequest,
} from './schemas.ts';

const schemas = () => import('./schemas.ts');
const tag = 'operators';

// ---- Sign-in: the password, then a TOTP code (or a recovery code) ----

export const startOperatorSignIn = defineCall(schemas, {
  method: 'POST',
  path: '/admin/session/password',
  scope: 'console',
  tag,
  summary:
    'Sign-in, first step: username and password answer a ticket for the second step (5 minutes, good once). next is enrol on the first sign-in (enrolment holds the authenticator secret), totp afterwards',
  errors: ['error_wrong_account_or_password', 'error_operator_disabled'],
  schemas: (s) => ({ body: s.signInPasswordRequestSchema, value: s.signInStartedSchema }),
});

export const finishOperatorSignIn = defineCall(schemas, {
  method: 'POST',
  path: '/admin/session/totp',
  scope: 'console',
  tag,
  summary:
    'Sign-in, second step: the ticket and a current authenticator code open a 12-hour session. A code is good once; the ticket is spent by any answer, right or wrong (a wrong code: sign in again). On enrolment the first good code confirms it and the ten recovery codes are answered, once',
  errors: ['error_operator_sign_in_expired', 'error_code_invalid', 'error_operator_disabled'],
  schemas: (s) => ({ body: s.signInTotpRequestSchema, value: s.operatorSessionSchema }),
});

export const recoverOperatorSignIn = defineCall(schemas, {
  method: 'POST',
  path: '/admin/session/recovery',
  scope: 'console',
  tag,
  summary:
    'Sign-in, second step without the authenticator: the ticket and one of the recovery codes (each works once) open a session. The ticket is spent by any answer',
  errors: ['error_operator_sign_in_expired', 'error_code_invalid', 'error_operator_disabled'],
  schemas: (s) => ({ body: s.signInRecoveryRequestSchema, value: s.operatorSessionSchema }),
});

// ---- The operator's own session, password and API tokens ----

export const getOperatorSelf = defineCall(schemas, {
  method: 'GET',
  path: '/admin/session',
  scope: 'operator',
  permission: 'self',
  tag,
  summary: 'The signed-in operator: name, role and the permissions the role holds',
  errors: [],
  schemas: (s) => ({ value: s.operatorSelfSchema }),
});

export const endOperatorSession = defineCall(schemas, {
  method: 'DELETE',
  path: '/admin/session',
  scope: 'operator',
  permission: 'self',
  tag,
  summary: 'Sign out: the console session stops working (with an API token, nothing happens)',
  errors: [],
  schemas: (s) => ({ value: s.nothingSchema }),
});

export const changeOperatorPassword = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/session/password',
  scope: 'operator',
  permission: 'self',
  tag,
  summary:
    "Change one's password (at least 12 characters); the operator's other console sessions end (API tokens stay)",
  errors: ['error_wrong_password'],
  schemas: (s) => ({ body: s.changePasswordRequestSchema, value: s.nothingSchema }),
});

export const listOperatorApiTokens = defineCall(schemas, {
  method: 'GET',
  path: '/admin/api-tokens',
  scope: 'operator',
  permission: 'self',
  tag,
  summary: "The operator's own API tokens, newest first, revoked ones included",
  errors: [],
  schemas: (s) => ({ value: s.apiTokenListSchema }),
});

export const createOperatorApiToken = defineCall(schemas, {
  method: 'POST',
  path: '/admin/api-tokens',
  scope: 'operator',
  permission: 'self',
  tag,
  summary:
    'A new API token for a script (Authorization: Bearer lopt_…): it acts as its operator, with their role; the token is answered this once',
  errors: [],
  schemas: (s) => ({ body: s.createApiTokenRequestSchema, value: s.createdApiTokenSchema }),
});

export const revokeOperatorApiToken = defineCall(schemas, {
  method: 'DELETE',
  path: '/admin/api-tokens/:id',
  scope: 'operator',
  permission: 'self',
  tag,
  summary:
    "Revoke an API token: it stops working at once. One's own; an operator whose role manages operators may revoke anyone's",
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.idParamsSchema, value: s.nothingSchema }),
});

// ---- Accounts and roles (the owner's) ----

export const listOperators = defineCall(schemas, {
  method: 'GET',
  path: '/admin/operators',
  scope: 'operator',
  permission: 'operators.manage',
  tag,
  summary: 'Every operator of the brand, oldest first: role, status, whether TOTP is enrolled, last sign-in',
  errors: [],
  schemas: (s) => ({ value: s.operatorAccountListSchema }),
});

export const createOperator = defineCall(schemas, {
  method: 'POST',
  path: '/admin/operators',
  scope: 'operator',
  permission: 'operators.manage',
  tag,
  summary:
    'A new operator with a role, and a one-time password to hand over; they enrol TOTP at their first sign-in',
  errors: ['error_username_taken'],
  schemas: (s) => ({ body: s.createOperatorRequestSchema, value: s.createdOperatorSchema }),
});

export const updateOperator = defineCall(schemas, {
  method: 'PATCH',
  path: '/admin/operators/:id',
  scope: 'operator',
  permission: 'operators.manage',
  tag,
  summary:
    "Change an operator's role or display name. No one demotes themselves, and the last active owner stays an owner",
  errors: ['error_not_found', 'error_operator_self_change', 'error_operator_last_owner'],
  schemas: (s) => ({
    params: s.idParamsSchema,
    body: s.updateOperatorRequestSchema,
    value: s.operatorAccountSchema,
  }),
});

export const disableOperator = defineCall(schemas, {
  method: 'POST',
  path: '/admin/operators/:id/disable',
  scope: 'operator',
  permission: 'operators.manage',
  tag,
  summary:
    'Disable an operator: their sessions end and their API tokens are revoked at once. No one disables themselves, nor the last active owner',
  errors: ['error_not_found', 'error_operator_self_change', 'error_operator_last_owner'],
  schemas: (s) => ({ params: s.idParamsSchema, value: s.operatorAccountSchema }),
});

export const enableOperator = defineCall(schemas, {
  method: 'POST',
  path: '/admin/operators/:id/enable',
  scope: 'operator',
  permission: 'operators.manage',
  tag,
  summary:
    'Enable a disabled operator again: they sign in anew (their old sessions and API tokens stay ended)',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.idParamsSchema, value: s.operatorAccountSchema }),
});

export const listOperatorRoles = defineCall(schemas, {
  method: 'GET',
  path: '/admin/roles',
  scope: 'operator',
  permission: 'operators.manage',
  tag,
  summary: 'The roles and the permissions each holds (operator_role_permissions)',
  errors: [],
  schemas: (s) => ({ value: s.operatorRoleListSchema }),
});
