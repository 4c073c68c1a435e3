/**
 * One message per code of the error catalogue (@lotus/contract errors.ts), keyed by the code.
 * The wording follows the spec's catalogue (section 8); the server sends it as the envelope's message.
 */
export const errors = {
  // Login and account
  error_wrong_account_or_password: 'Wrong account or password',
  error_wrong_account: 'Wrong account',
  error_wrong_password: 'Wrong password',
  error_invalid_format: 'The account, password or email format is wrong',
  error_email_incorrect: 'The email is incorrect',
  error_account_not_found: 'The username or email does not exist',
  error_invalid_invitation_code: 'Invalid invitation code',
  error_invalid_real_name: 'Invalid real-name format',
  error_invalid_phone_format: 'Invalid phone format',
  error_password_mismatch: 'The two passwords are inconsistent',
  error_captcha_required: 'Captcha required',
  error_not_member: 'This account is not a member and cannot log in',
  error_not_agent: 'Not an agent, cannot log in',
  error_not_logged_in: 'Not logged in, please log in',
  error_verification_required: 'Please complete verification first',
  error_redeem_info_incorrect: 'Please enter correct information',
  error_username_taken: 'This username is already taken',
  error_account_locked: 'Account locked, please try again in {{minutes}} minutes',
  // Verification, security centre and profile
  error_verification_failed: 'The answer does not match our records',
  error_challenge_expired: 'The verification has expired, please log in again',
  error_mobile_taken: 'This mobile number is already used by another account',
  error_email_taken: 'This email is already used by another account',
  error_email_missing: 'Missing email',
  error_payment_password_wrong: 'Wrong payment password, {{attemptsLeft}} tries left',
  error_payment_password_not_set: 'Please set a payment password first',
  error_payment_password_locked: 'Payment password locked, please try again in {{minutes}} minutes',
  error_real_name_locked: 'The real name cannot be changed once set, please contact customer service',
  error_social_login_failed: 'Social login failed, please retry',

  // Phone authentication
  error_phone_invalid: 'Invalid phone number',
  error_phone_missing: 'Missing phone number',
  error_too_many_requests: 'Too many requests, please retry after 5 minutes',
  error_unknown: 'Unknown error',
  error_code_invalid: 'Invalid verification code',
  error_code_missing: 'Missing verification code',
  error_captcha_check_failed: 'Captcha check failed or the domain is not whitelisted',
  error_quota_exceeded: 'Quota exceeded, please contact customer service',
  error_operation_not_allowed: 'Operation not allowed, please contact customer service',
  error_code_expired: 'The code has expired, please resend it',
  error_popup_closed: 'The popup was closed by the user, login failed, please retry',

  // General
  error_page_timeout: 'Page load timed out, please check your network or contact support',
  error_network: 'Network link abnormal, please retry',
  error_invalid_domain: 'Invalid URL: the domain check failed, please contact customer service',
  error_region_blocked: 'Your country or region is not served',
  error_maintenance: 'The system is under maintenance',
  error_system: 'System error',

  // Request plumbing
  error_validation: 'Invalid input',
  error_bad_request: 'Bad request',
  error_decrypt_failed: 'The request payload could not be decrypted',
  error_payload_too_large: 'The request is too large',
  error_unsupported_media_type: 'Unsupported content type',
  error_not_found: 'Not found',
  error_method_not_allowed: 'Method not allowed',
  error_forbidden: 'Forbidden',
  error_operator_unauthorized: 'The operator key is missing or wrong',
  error_rate_limited: 'Too many requests, please slow down',
  error_conflict: 'The request conflicts with the current state',
  error_insufficient_funds: 'Insufficient balance',
  error_vendor_not_found: 'This game provider is not available',
} as const;
