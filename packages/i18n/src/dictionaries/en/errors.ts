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
  error_captcha_required: 'A security check is needed',
  error_not_member: 'This account is not a member and cannot log in',
  error_not_agent: 'Not an agent, cannot log in',
  error_not_logged_in: 'Not logged in, please log in',
  error_verification_required: 'Please complete verification first',
  error_redeem_info_incorrect: 'Please enter correct information',
  error_username_taken: 'This username is already taken',
  error_account_locked: 'Account locked, please try again in {{minutes}} minutes',
  error_login_throttled: 'Too many failed sign-ins from here, please try again in {{seconds}} seconds',
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
  error_captcha_check_failed: 'The security check failed or expired, please try again',
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
  error_operator_unauthorized:
    'Sign in as an operator: the session or API token is missing, expired or revoked',
  error_operator_forbidden: 'Your role does not allow this',
  error_operator_disabled: 'This operator account is disabled: ask an owner',
  error_operator_sign_in_expired: 'This sign-in has expired or was already used: enter your password again',
  error_operator_self_change: 'You cannot disable or demote yourself: ask another owner',
  error_operator_last_owner: 'The last active owner cannot be disabled or demoted: make another owner first',
  error_rate_limited: 'Too many requests, please slow down',
  error_conflict: 'The request conflicts with the current state',
  error_forbidden_characters:
    'The field {{field}} contains characters that are not allowed: control, invisible or text-direction characters',
  error_unknown_parameter: 'Unknown parameter {{parameter}}: this list cannot be filtered by it',
  error_insufficient_funds: 'Insufficient balance',
  error_vendor_not_found: 'This game provider is not available',
  error_single_wallet:
    'This site uses a single wallet: games play from your main balance, no transfer is needed',
  error_vendor_no_games:
    'This game provider has no game to play: money cannot go into its wallet, only come back to your main wallet',
  error_play_money_not_low:
    'You still have play money to play with: a top-up is possible once your play balance runs low',
  error_play_money_top_up_limit:
    'You have topped up play money many times this hour: try again a little later',
  error_free_play_not_offered:
    'This game is played with real money only: register an account to play it. Free play works on the house games and the demo games',
  error_deposit_limit_exceeded:
    'This deposit would go over your {{days}}-day deposit limit: you can deposit {{remainingText}} more for now',
  error_loss_limit_reached:
    'This stake would go over your {{days}}-day loss limit: {{remainingText}} is left for now',
  error_timed_out: 'You are taking a break: your account opens again on {{untilText}}',
  error_self_excluded: 'Your account is self-excluded until {{untilText}} and cannot be used before then',
  // Second operator's approval
  error_approval_same_operator: 'Another operator must decide on a change you asked for',
  error_approval_decided: 'This approval has already been decided',
  // Withdrawals and bank accounts
  error_bank_account_not_found: 'This bank account was not found',
  error_bank_account_duplicate: 'You have already added this bank account',
  error_bank_account_taken: 'This bank account is already bound to another account',
  error_bank_account_limit_reached: 'You can bind at most {{max}} bank accounts; remove one first',
  error_bank_account_in_use:
    'A withdrawal to this bank account is still pending; remove it once that is decided',
  error_payee_name_mismatch: 'The account holder name must be your real name',
  error_withdrawal_below_minimum: 'The minimum withdrawal is {{minimumText}}',
  error_withdrawal_above_maximum: 'The maximum withdrawal per request is {{maximumText}}',
  error_withdrawal_daily_count_reached: 'You have reached today’s limit of {{count}} withdrawals',
  error_withdrawal_daily_amount_exceeded:
    'This would go over today’s withdrawal limit: you can withdraw {{remainingText}} more today',
  error_turnover_requirement_unmet:
    'Your bonus turnover is not complete: bet {{remainingText}} more before withdrawing',
  error_withdrawal_not_found: 'This withdrawal was not found',
  error_withdrawal_already_rejected: 'This withdrawal was already rejected and cannot be paid',
  error_withdrawal_already_paid: 'This withdrawal was already paid and cannot be rejected',
  error_withdrawal_not_awaiting_confirmation: 'This withdrawal is not waiting for your confirmation',
  error_withdrawal_auto_received: 'The time to confirm has passed: this withdrawal now counts as received',
  error_amount_received_invalid: 'Enter the amount that arrived: more than 0 and less than {{maximumText}}',
  error_proof_image_invalid: 'The proof must be a PNG or JPG image',
  error_proof_image_too_large: 'The image is too large: at most {{maxMegabytes}} MB',
  // Vendor wallet API (answers to game vendors)
  error_vendor_signature_invalid: 'The request signature or its timestamp is missing, wrong or out of date',
  error_vendor_token_invalid: 'The game session has expired or is not valid: open the game again',
  error_vendor_disabled: 'This game provider is switched off',
  error_game_not_found: 'This game does not exist',
  error_game_unavailable: 'This game is not available right now',
  error_game_code_taken: 'A game with this code already exists',
  error_vendor_round_unknown: 'No bet of this player is known for this round',
  error_vendor_round_settled: 'This round has been settled: it takes no more bets and cannot be rolled back',
  error_vendor_round_rolled_back: 'Every bet of this round was rolled back: it cannot be paid',
  error_house_round_open: 'A round of this game is still open: finish it first',
  error_house_round_over: 'This round is over',
  error_house_move_invalid: 'This move is not possible now',
  error_house_stake_out_of_range: 'The stake is outside this game’s limits',
  error_house_max_win_exceeded: 'This bet could win more than the maximum payout per round',
  error_vendor_transaction_rolled_back:
    'This bet was rolled back before it arrived: it is refused and not charged',
  // Deposits
  error_deposit_channel_unavailable: 'This deposit method is not available, please choose another',
  error_deposit_amount_out_of_range: 'The amount must be between {{minText}} and {{maxText}}',
  error_payer_name_mismatch: 'The payer name must be your real name as it is on your account',
  error_deposit_not_found: 'This deposit was not found',
  error_deposit_already_credited: 'This deposit was already credited and cannot be rejected',
  error_deposit_already_rejected: 'This deposit was already rejected and cannot be credited',
  error_deposit_decided_by_gateway: 'This deposit is decided by its payment gateway, not by hand',
  error_deposit_amount_mismatch: 'The amount paid does not match the deposit: nothing was credited',
  error_payment_signature_invalid: 'The notification signature is missing or wrong',
  error_payment_gateway_unavailable: 'The payment gateway is not answering, please try again later',
  error_crash_betting_closed: 'Betting is closed for this round, wait for the next one',
  error_crash_already_bet: 'You already have a bet in this round',
  error_crash_no_bet: 'You have no bet in this round',
  error_crash_cash_out_closed: 'Too late: this bet can no longer be cashed out',
  error_live_ticket_invalid: 'The live updates ticket is invalid or used, please reload the page',
  error_live_streams_exceeded: 'Too many open pages are receiving live updates, close some and try again',
  error_chat_muted: 'You are muted in the chat until {{untilText}}',
  error_chat_too_fast: 'You are sending messages too fast: wait {{retryAfterSeconds}} s and send again',
  error_chat_guest: 'Guest accounts can read the chat but not write in it: register an account to join in',
  error_feedback_limit_reached:
    'You have sent a lot of feedback in the last hour: please try again in {{minutes}} minutes',
  error_feedback_closed: 'This feedback is closed and takes no more answers',
  error_lottery_board_invalid:
    'The result board is not valid at the {{prize}} prize, number {{position}}: check how many numbers it has and their digits',
  error_lottery_draw_state: 'This draw cannot do that now (it is {{status}})',
  error_lottery_result_same_operator: 'You entered this result: another operator must confirm it',
  error_lottery_no_pending_result: 'This draw has no result waiting for confirmation',
  error_draw_closed: 'Betting on this draw has closed',
  error_lottery_bet_invalid:
    'Bet {{index}} of the slip cannot be placed: check its type, its numbers and its points',
  error_lottery_limit_reached:
    'The betting limit on {{number}} for this draw is reached: lower the points or choose another number',
  error_lottery_member_limit_reached: 'This slip would take your stake on this draw past its limit',
  error_lottery_odds_not_offered:
    'The prize mode does not offer {{type}} in the {{regionGroup}} region group, or names it twice: its odds cannot be set',
  error_already_agent: 'This account is an agent already',
  error_agent_application_pending:
    'Your application is waiting for a decision: we will tell you in your inbox',
  error_agent_application_decided: 'This application has been decided already',
  error_upline_not_agent: 'The new upline must be an agent',
  error_upline_in_own_team: 'A member cannot move under itself or anyone in its own team',
} as const;
