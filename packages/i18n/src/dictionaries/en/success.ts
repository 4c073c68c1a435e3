/** One message per entry of `successMessages` (@lotus/contract errors.ts), shown after an action succeeds. */
export const success = {
  registration_success: 'Registration successful',
  copy_success: 'Copied',
  password_changed: 'Password changed',
  apply_success: 'Application submitted',
  exchange_success: 'Exchange successful',
  balance_returned: 'Balance returned',
  contract_request_success: 'Contract request sent',
  feedback_reply_promise: 'We will reply to your feedback within 24 hours',
} as const;
