import { defineCall } from '../call.ts';

// The social calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/social/schemas).
export type { SocialLink, SocialPopupMessage, SocialProvider, SocialProviderEntry } from './schemas.ts';

const schemas = () => import('./schemas.ts');
const tag = 'auth';

// ---- Social login: the popup's pages and the login with its ticket ----

export const listSocialProviders = defineCall(schemas, {
  method: 'GET',
  path: '/wps/session/social/providers',
  scope: 'visitor',
  noStore: true,
  tag,
  summary: 'The social login providers offered (empty when switch login.social is off)',
  errors: [],
  schemas: (s) => ({ value: s.socialProviderListSchema }),
});

/** A file of its own: the popup page's CSP allows no inline script. Browsers may keep it an hour. */
export const getSocialPopupScript = defineCall(schemas, {
  method: 'GET',
  path: '/wps/session/social/popup.js',
  scope: 'visitor',
  tag,
  summary: "The social login popup's script (JavaScript, not the envelope)",
  errors: [],
  schemas: (s) => ({ value: s.socialPageSchema }),
});

export const startSocialLogin = defineCall(schemas, {
  method: 'GET',
  path: '/wps/session/social/:provider/start',
  scope: 'visitor',
  noStore: true,
  tag,
  summary:
    'Opened in the login popup: 302 to the provider (state and PKCE). A refusal is the popup page with its error (HTML, not the envelope)',
  errors: ['error_operation_not_allowed', 'error_bad_request', 'error_social_login_failed'],
  schemas: (s) => ({ params: s.socialProviderParamsSchema, value: s.socialPageSchema }),
});

/** The provider's answer (`code`, `state` or `error`) is read as it comes: a malformed one is the popup page's refusal. */
export const finishSocialLogin = defineCall(schemas, {
  method: 'GET',
  path: '/wps/session/social/:provider/callback',
  scope: 'visitor',
  noStore: true,
  tag,
  summary:
    'The redirect URI to register with the provider. Answers the popup page (HTML, not the envelope), which posts the ticket (or the error) to its opener',
  errors: [
    'error_operation_not_allowed',
    'error_social_login_failed',
    'error_not_agent',
    'error_not_logged_in',
    'error_conflict',
  ],
  schemas: (s) => ({ params: s.socialProviderParamsSchema, value: s.socialPageSchema }),
});

export const logInBySocialTicket = defineCall(schemas, {
  method: 'POST',
  path: '/wps/session/login/social',
  scope: 'visitor',
  noStore: true,
  tag,
  summary: 'Log in with the ticket the social login popup posted back (single use, 2 minutes)',
  errors: [
    'error_operation_not_allowed',
    'error_social_login_failed',
    'error_not_agent',
    'error_not_member',
    'error_timed_out',
    'error_self_excluded',
  ],
  schemas: (s) => ({ body: s.socialLoginRequestSchema, value: s.loginResultSchema }),
});

// ---- The member's linked social accounts (security centre) ----

export const startSocialLink = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/social/:provider/link',
  scope: 'member',
  tag,
  summary: "The provider's address to open in a popup; its callback links the account to the member",
  errors: ['error_operation_not_allowed', 'error_bad_request'],
  schemas: (s) => ({ params: s.socialProviderParamsSchema, value: s.socialLinkStartSchema }),
});

export const listSocialLinks = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/social',
  scope: 'member',
  tag,
  summary: "The member's linked social accounts",
  errors: [],
  schemas: (s) => ({ value: s.socialLinkListSchema }),
});

export const unlinkSocialAccount = defineCall(schemas, {
  method: 'DELETE',
  path: '/wps/member/social/:provider',
  scope: 'member',
  tag,
  summary:
    'Unlinks a social account (refused while it is the only way into an account it created and no password was set)',
  errors: ['error_not_found', 'error_operation_not_allowed'],
  schemas: (s) => ({ params: s.socialProviderParamsSchema, value: s.socialUnlinkedSchema }),
});

// ---- The development OAuth provider (OAUTH_DEV_PROVIDER): answers as a real provider, never the envelope ----

const devTag = 'development: oauth provider';

export const showDevOAuthConsent = defineCall(schemas, {
  method: 'GET',
  path: '/dev-oauth/authorize',
  scope: 'visitor',
  noStore: true,
  tag: devTag,
  summary:
    "The development provider's consent page (HTML): pick or type a test identity. A wrong client or redirect URI is an error page; other faults redirect back with error=",
  errors: [],
  schemas: (s) => ({ value: s.socialPageSchema }),
});

export const answerDevOAuthConsent = defineCall(schemas, {
  method: 'POST',
  path: '/dev-oauth/authorize',
  scope: 'visitor',
  noStore: true,
  form: true,
  tag: devTag,
  summary:
    "The consent page's form: 302 back to the redirect URI with a code (60 s, single use) or error=access_denied; a bad identity shows the page again",
  errors: [],
  schemas: (s) => ({ value: s.socialPageSchema }),
});

export const exchangeDevOAuthCode = defineCall(schemas, {
  method: 'POST',
  path: '/dev-oauth/token',
  scope: 'visitor',
  noStore: true,
  form: true,
  bare: true,
  tag: devTag,
  summary:
    "The development provider's token endpoint (a form; client_secret_post or _basic, PKCE S256): RFC 6749's answer, not the envelope",
  errors: [],
  schemas: (s) => ({ value: s.devOAuthTokenSchema }),
});

export const getDevOAuthUserInfo = defineCall(schemas, {
  method: 'GET',
  path: '/dev-oauth/userinfo',
  scope: 'visitor',
  noStore: true,
  bare: true,
  tag: devTag,
  summary:
    "The development provider's user info for its bearer token, in the shape of google's or facebook's",
  errors: [],
  schemas: (s) => ({ value: s.devOAuthUserInfoSchema }),
});
