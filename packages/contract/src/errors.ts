/**
 * The error catalogue: every error the platform can answer, as a stable code the apps translate
 * (`errors.<code>` in the i18n dictionaries) and the HTTP status it travels with.
 * Codes are part of the public API: never rename one, only add.
 */
export const errorCatalogue = {
  // Login and account (spec section 8)
  error_wrong_account_or_password: { status: 401 },
  error_wrong_account: { status: 401 },
  error_wrong_password: { status: 401 },
  error_invalid_format: { status: 400 },
  error_email_incorrect: { status: 400 },
  error_account_not_found: { status: 404 },
  error_invalid_invitation_code: { status: 400 },
  error_invalid_real_name: { status: 400 },
  error_invalid_phone_format: { status: 400 },
  error_password_mismatch: { status: 400 },
  error_captcha_required: { status: 400 },
  error_not_member: { status: 403 },
  error_not_agent: { status: 403 },
  error_not_logged_in: { status: 401 },
  error_verification_required: { status: 403 },
  error_redeem_info_incorrect: { status: 400 },
  error_account_locked: { status: 423 },
  // Failed logins from this source (the name from this address, or this address): params.seconds to wait.
  error_login_throttled: { status: 429 },
  error_username_taken: { status: 409 },
  // Verification, security centre and profile (not named by the spec's catalogue; needed by its flows)
  error_verification_failed: { status: 400 },
  error_challenge_expired: { status: 400 },
  error_mobile_taken: { status: 409 },
  error_email_taken: { status: 409 },
  error_email_missing: { status: 400 },
  error_payment_password_wrong: { status: 400 },
  error_payment_password_not_set: { status: 400 },
  error_payment_password_locked: { status: 423 },
  error_real_name_locked: { status: 400 },
  error_social_login_failed: { status: 400 },

  // Phone authentication
  error_phone_invalid: { status: 400 },
  error_phone_missing: { status: 400 },
  error_too_many_requests: { status: 429 },
  error_unknown: { status: 500 },
  error_code_invalid: { status: 400 },
  error_code_missing: { status: 400 },
  error_captcha_check_failed: { status: 400 },
  error_quota_exceeded: { status: 429 },
  error_operation_not_allowed: { status: 403 },
  error_code_expired: { status: 400 },
  error_popup_closed: { status: 400 },

  // General
  error_page_timeout: { status: 504 },
  error_network: { status: 503 },
  error_invalid_domain: { status: 400 },
  error_region_blocked: { status: 451 },
  error_maintenance: { status: 503 },
  error_system: { status: 500 },

  // Request plumbing (not in the spec's catalogue, needed by every API)
  error_validation: { status: 400 },
  error_bad_request: { status: 400 },
  error_decrypt_failed: { status: 400 },
  error_payload_too_large: { status: 413 },
  error_unsupported_media_type: { status: 415 },
  error_not_found: { status: 404 },
  error_method_not_allowed: { status: 405 },
  error_forbidden: { status: 403 },
  error_operator_unauthorized: { status: 401 },
  // The operator's role does not hold the call's permission.
  error_operator_forbidden: { status: 403 },
  // Operator sign-in and accounts (docs/operators.md).
  error_operator_disabled: { status: 403 },
  // The sign-in's ticket is past its 5 minutes or already spent: start again with the password.
  error_operator_sign_in_expired: { status: 401 },
  // No operator disables or demotes themselves.
  error_operator_self_change: { status: 409 },
  // The last active owner can be neither disabled nor demoted.
  error_operator_last_owner: { status: 409 },
  error_rate_limited: { status: 429 },
  error_conflict: { status: 409 },
  // Text a person writes holds a control, invisible or text-direction character (params.field names it).
  error_forbidden_characters: { status: 400 },
  // An operator list was given a query parameter it does not take (params.parameter names it).
  error_unknown_parameter: { status: 400 },

  // Wallet
  error_insufficient_funds: { status: 409 },
  error_vendor_not_found: { status: 404 },
  // The brand runs one seamless wallet: there is nothing to transfer between.
  error_single_wallet: { status: 409 },
  // The vendor has no game switched on (or is the house's own): no game could use money sent there.
  error_vendor_no_games: { status: 403 },
  // Play money (free play, decision 0018): a top-up only when the play balance runs low, so many an hour.
  error_play_money_not_low: { status: 409 },
  error_play_money_top_up_limit: { status: 429 },
  // A free-play guest launched a game whose vendor takes real money only.
  error_free_play_not_offered: { status: 403 },

  // Player protection (responsible gaming)
  error_deposit_limit_exceeded: { status: 403 },
  error_loss_limit_reached: { status: 403 },
  error_timed_out: { status: 403 },
  error_self_excluded: { status: 403 },

  // Second operator's approval (docs/operators.md)
  // The operator who asked for a change cannot also approve or reject it.
  error_approval_same_operator: { status: 403 },
  // The approval was approved or rejected already (by another operator, or a moment ago).
  error_approval_decided: { status: 409 },

  // Withdrawals and bank accounts
  error_bank_account_not_found: { status: 404 },
  error_bank_account_duplicate: { status: 409 },
  error_bank_account_taken: { status: 409 },
  error_bank_account_limit_reached: { status: 409 },
  error_bank_account_in_use: { status: 409 },
  error_payee_name_mismatch: { status: 400 },
  error_withdrawal_below_minimum: { status: 400 },
  error_withdrawal_above_maximum: { status: 400 },
  error_withdrawal_daily_count_reached: { status: 409 },
  error_withdrawal_daily_amount_exceeded: { status: 409 },
  error_turnover_requirement_unmet: { status: 409 },
  error_withdrawal_not_found: { status: 404 },
  error_withdrawal_already_rejected: { status: 409 },
  error_withdrawal_already_paid: { status: 409 },
  error_withdrawal_not_awaiting_confirmation: { status: 409 },
  error_withdrawal_auto_received: { status: 409 },
  error_amount_received_invalid: { status: 400 },
  error_proof_image_invalid: { status: 400 },
  error_proof_image_too_large: { status: 413 },

  // Vendor wallet API (external game vendors; docs/vendor-wallet-api.md)
  error_vendor_signature_invalid: { status: 401 },
  error_vendor_token_invalid: { status: 401 },
  error_vendor_disabled: { status: 403 },
  error_vendor_round_unknown: { status: 404 },
  error_vendor_round_settled: { status: 409 },
  error_vendor_round_rolled_back: { status: 409 },
  error_vendor_transaction_rolled_back: { status: 409 },

  // Games catalog and launch (docs/games-catalog.md)
  error_game_not_found: { status: 404 },
  error_game_unavailable: { status: 403 },
  error_game_code_taken: { status: 409 },

  // House games (docs/house-games.md)
  error_house_round_open: { status: 409 },
  error_house_round_over: { status: 409 },
  error_house_move_invalid: { status: 409 },
  error_house_stake_out_of_range: { status: 400 },
  error_house_max_win_exceeded: { status: 400 },

  // Deposits (docs/deposits.md)
  error_deposit_channel_unavailable: { status: 404 },
  error_deposit_amount_out_of_range: { status: 400 },
  error_payer_name_mismatch: { status: 400 },
  error_deposit_not_found: { status: 404 },
  error_deposit_already_credited: { status: 409 },
  error_deposit_already_rejected: { status: 409 },
  error_deposit_decided_by_gateway: { status: 409 },
  error_deposit_amount_mismatch: { status: 409 },
  error_payment_signature_invalid: { status: 401 },
  error_payment_gateway_unavailable: { status: 503 },

  // PAPPU (the Crash room) and the live event stream
  error_crash_betting_closed: { status: 409 },
  error_crash_already_bet: { status: 409 },
  error_crash_no_bet: { status: 404 },
  error_crash_cash_out_closed: { status: 409 },
  error_live_ticket_invalid: { status: 401 },
  error_live_streams_exceeded: { status: 429 },

  // Chat room (docs/chat.md)
  error_chat_muted: { status: 403 },
  error_chat_too_fast: { status: 429 },
  error_chat_guest: { status: 403 },

  // Feedback and complaints (docs/feedback.md)
  error_feedback_limit_reached: { status: 429 },
  error_feedback_closed: { status: 409 },

  // Lottery draws (docs/lottery.md): params.prize and params.position name the board's first problem.
  error_lottery_board_invalid: { status: 400 },
  // The draw's state does not allow it (params.status): a result only on a regional draw past its close.
  error_lottery_draw_state: { status: 409 },
  error_lottery_result_same_operator: { status: 403 },
  error_lottery_no_pending_result: { status: 409 },
  error_draw_closed: { status: 409 },
  error_lottery_bet_invalid: { status: 400 },
  error_lottery_limit_reached: { status: 409 },
  error_lottery_member_limit_reached: { status: 409 },
  error_lottery_odds_not_offered: { status: 400 },

  // The agent centre (docs/agent-centre.md)
  error_already_agent: { status: 409 },
  error_agent_application_pending: { status: 409 },
  error_agent_application_decided: { status: 409 },
  error_upline_not_agent: { status: 400 },
  error_upline_in_own_team: { status: 400 },
  // Contracts (docs/agent-contracts.md): an offer's problems name params.tier and params.field.
  error_contract_not_direct_downline: { status: 400 },
  error_contract_upline_has_none: { status: 400 },
  error_contract_kind_mismatch: { status: 400 },
  error_contract_rate_above_upline: { status: 400 },
  error_contract_rate_invalid: { status: 400 },
  error_contract_cycle_invalid: { status: 400 },
  error_contract_tier_count: { status: 400 },
  error_contract_tier_negative: { status: 400 },
  error_contract_tier_rate_invalid: { status: 400 },
  error_contract_tier_decreasing: { status: 400 },
  error_contract_offer_open: { status: 409 },
  error_contract_not_party: { status: 403 },
  error_contract_wrong_side: { status: 403 },
  error_contract_illegal_transition: { status: 409 },
  // Accepting would cancel contracts below: params.contracts names them (accounts); confirm to go on.
  error_contract_cancels_others: { status: 409 },
  error_agent_period_not_ended: { status: 409 },
  // Agent transfers: params.min and params.max (minor units); the daily limit's params.left.
  error_transfer_amount: { status: 400 },
  error_transfer_daily_limit: { status: 409 },
  // Points and the points mall (docs/points.md): out of stock names params.stock; a quantity
  // params.max; a conversion params.min (points).
  error_product_out_of_stock: { status: 409 },
  error_product_quantity: { status: 400 },
  error_product_invalid: { status: 400 },
  error_points_insufficient: { status: 409 },
  error_address_required: { status: 400 },
  error_points_convert_unavailable: { status: 409 },
  error_points_convert_amount: { status: 400 },
  error_points_exchange_decided: { status: 409 },
  error_points_rate_duplicate: { status: 400 },
  error_points_hour_not_ended: { status: 409 },
  // VIP and rebate (docs/vip-and-rebate.md): an invalid level table names params.reason.
  error_vip_levels_invalid: { status: 400 },
  error_vip_review_not_due: { status: 409 },
  error_rebate_rate_duplicate: { status: 400 },
  error_rebate_not_claimable: { status: 409 },
  error_rebate_period_not_ended: { status: 409 },
  // Campaigns (docs/campaigns.md): an operator's refusal names params.reason.
  error_campaign_not_started: { status: 409 },
  error_campaign_ended: { status: 409 },
  error_campaign_budget_spent: { status: 409 },
  error_campaign_no_draws_left: { status: 409 },
  error_campaign_not_eligible: { status: 403 },
  error_campaign_invalid: { status: 400 },
  error_campaign_prizes_locked: { status: 409 },
  // Promotions (docs/promotions.md): an amount above the maximum names params.max (minor units) and params.maxText.
  error_promotion_not_open: { status: 409 },
  error_promotion_cannot_join: { status: 409 },
  error_promotion_nothing_to_claim: { status: 409 },
  error_promotion_already_applied: { status: 409 },
  error_promotion_rule_locked: { status: 409 },
  error_promotion_registration_overlap: { status: 409 },
  error_promotion_amount_above_maximum: { status: 400 },
  error_application_decided: { status: 409 },
  // Referral (docs/referral.md).
  error_invalid_referral_code: { status: 400 },
  error_referral_closed: { status: 409 },
  error_referral_not_qualified: { status: 409 },
  error_referral_already_claimed: { status: 409 },
  // An application's image: png or jpg by its content; at most params.maxBytes.
  error_image_type: { status: 400 },
  error_image_too_large: { status: 413 },
  error_image_not_found: { status: 404 },
} as const satisfies Record<string, { status: number }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

export function httpStatusOf(code: ErrorCode): number {
  return errorCatalogue[code].status;
}

/** Success messages the apps show after an action (spec section 8), translated as `success.<key>`. */
export const successMessages = [
  'registration_success',
  'copy_success',
  'password_changed',
  'apply_success',
  'exchange_success',
  'balance_returned',
  'contract_request_success',
  'feedback_reply_promise',
] as const;

export type SuccessMessage = (typeof successMessages)[number];
