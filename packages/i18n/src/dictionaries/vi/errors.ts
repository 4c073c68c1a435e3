import type { Dictionary } from '../dictionary.ts';

export const errors: Dictionary['errors'] = {
  // Login and account
  error_wrong_account_or_password: 'Sai tài khoản hoặc mật khẩu',
  error_wrong_account: 'Sai tài khoản',
  error_wrong_password: 'Sai mật khẩu',
  error_invalid_format: 'Định dạng tài khoản, mật khẩu hoặc email không đúng',
  error_email_incorrect: 'Email không chính xác',
  error_account_not_found: 'Tên đăng nhập hoặc email không tồn tại',
  error_invalid_invitation_code: 'Mã mời không hợp lệ',
  error_invalid_real_name: 'Họ tên thật không đúng định dạng',
  error_invalid_phone_format: 'Số điện thoại không đúng định dạng',
  error_password_mismatch: 'Hai lần nhập mật khẩu không khớp',
  error_captcha_required: 'Cần hoàn tất kiểm tra bảo mật',
  error_not_member: 'Tài khoản không phải hội viên, không thể đăng nhập',
  error_not_agent: 'Không phải tài khoản đại lý, không thể đăng nhập',
  error_not_logged_in: 'Bạn chưa đăng nhập, vui lòng đăng nhập',
  error_verification_required: 'Vui lòng hoàn tất xác minh trước',
  error_redeem_info_incorrect: 'Vui lòng nhập thông tin chính xác',
  error_username_taken: 'Tên đăng nhập này đã có người sử dụng',
  error_account_locked: 'Tài khoản đã bị khóa, vui lòng thử lại sau {{minutes}} phút',
  error_login_throttled: 'Đăng nhập sai quá nhiều lần từ nơi này, vui lòng thử lại sau {{seconds}} giây',
  // Verification, security centre and profile
  error_verification_failed: 'Thông tin xác minh không khớp',
  error_challenge_expired: 'Phiên xác minh đã hết hạn, vui lòng đăng nhập lại',
  error_mobile_taken: 'Số điện thoại này đã được tài khoản khác sử dụng',
  error_email_taken: 'Email này đã được tài khoản khác sử dụng',
  error_email_missing: 'Thiếu email',
  error_payment_password_wrong: 'Sai mật khẩu thanh toán, còn {{attemptsLeft}} lần thử',
  error_payment_password_not_set: 'Vui lòng đặt mật khẩu thanh toán trước',
  error_payment_password_locked: 'Mật khẩu thanh toán bị khóa, vui lòng thử lại sau {{minutes}} phút',
  error_real_name_locked:
    'Không thể thay đổi họ tên thật sau khi đã đặt, vui lòng liên hệ chăm sóc khách hàng',
  error_social_login_failed: 'Đăng nhập mạng xã hội thất bại, vui lòng thử lại',

  // Phone authentication
  error_phone_invalid: 'Số điện thoại không hợp lệ',
  error_phone_missing: 'Chưa nhập số điện thoại',
  error_too_many_requests: 'Thao tác quá nhiều lần, vui lòng thử lại sau 5 phút',
  error_unknown: 'Lỗi không xác định',
  error_code_invalid: 'Mã xác minh không hợp lệ',
  error_code_missing: 'Chưa nhập mã xác minh',
  error_captcha_check_failed: 'Kiểm tra bảo mật thất bại hoặc đã hết hạn, vui lòng thử lại',
  error_quota_exceeded: 'Đã vượt quá hạn mức, vui lòng liên hệ chăm sóc khách hàng',
  error_operation_not_allowed: 'Thao tác không được phép, vui lòng liên hệ chăm sóc khách hàng',
  error_code_expired: 'Mã đã hết hạn, vui lòng gửi lại',
  error_popup_closed: 'Cửa sổ đăng nhập đã bị đóng, đăng nhập thất bại, vui lòng thử lại',

  // General
  error_page_timeout: 'Tải trang quá thời gian, vui lòng kiểm tra mạng hoặc liên hệ bộ phận hỗ trợ',
  error_network: 'Kết nối mạng bất thường, vui lòng thử lại',
  error_invalid_domain:
    'Đường dẫn không hợp lệ, kiểm tra tên miền thất bại, vui lòng liên hệ chăm sóc khách hàng',
  error_region_blocked: 'Dịch vụ chưa hỗ trợ quốc gia hoặc khu vực của bạn',
  error_maintenance: 'Hệ thống đang bảo trì',
  error_system: 'Lỗi hệ thống',

  // Request plumbing
  error_validation: 'Dữ liệu nhập không hợp lệ',
  error_bad_request: 'Yêu cầu không hợp lệ',
  error_decrypt_failed: 'Không thể giải mã dữ liệu yêu cầu',
  error_payload_too_large: 'Dữ liệu yêu cầu quá lớn',
  error_unsupported_media_type: 'Loại nội dung không được hỗ trợ',
  error_not_found: 'Không tìm thấy',
  error_method_not_allowed: 'Phương thức không được phép',
  error_forbidden: 'Không có quyền truy cập',
  error_operator_unauthorized:
    'Hãy đăng nhập với tư cách nhà vận hành: phiên hoặc mã API bị thiếu, đã hết hạn hoặc đã bị thu hồi',
  error_operator_forbidden: 'Vai trò của bạn không được phép làm việc này',
  error_operator_disabled: 'Tài khoản nhà vận hành này đã bị vô hiệu hóa: hãy liên hệ chủ sở hữu',
  error_operator_sign_in_expired: 'Lượt đăng nhập này đã hết hạn hoặc đã được dùng: hãy nhập lại mật khẩu',
  error_operator_self_change:
    'Bạn không thể tự vô hiệu hóa hoặc hạ vai trò của chính mình: hãy nhờ một chủ sở hữu khác',
  error_operator_last_owner:
    'Không thể vô hiệu hóa hoặc hạ vai trò của chủ sở hữu cuối cùng đang hoạt động: hãy tạo thêm một chủ sở hữu trước',
  error_rate_limited: 'Quá nhiều yêu cầu, vui lòng thao tác chậm lại',
  error_conflict: 'Yêu cầu xung đột với dữ liệu hiện tại',
  error_forbidden_characters:
    'Trường {{field}} có ký tự không được phép: ký tự điều khiển, ký tự ẩn hoặc ký tự đổi chiều văn bản',
  error_unknown_parameter: 'Tham số {{parameter}} không hợp lệ: danh sách này không lọc được theo tham số đó',
  error_insufficient_funds: 'Số dư không đủ',
  error_vendor_not_found: 'Nhà cung cấp trò chơi này không khả dụng',
  error_single_wallet:
    'Trang này dùng một ví duy nhất: trò chơi dùng trực tiếp số dư ví chính, không cần chuyển quỹ',
  error_vendor_no_games:
    'Nhà cung cấp này không có trò chơi nào: không thể chuyển tiền vào ví của nhà cung cấp, chỉ có thể chuyển về ví chính',
  error_play_money_not_low: 'Bạn vẫn còn tiền chơi thử: chỉ có thể nạp thêm khi số dư chơi thử sắp hết',
  error_play_money_top_up_limit:
    'Bạn đã nạp tiền chơi thử nhiều lần trong giờ này: vui lòng thử lại sau ít phút',
  error_free_play_not_offered:
    'Trò chơi này chỉ chơi bằng tiền thật: hãy đăng ký tài khoản để chơi. Chế độ chơi thử dùng được cho các trò chơi nhà cái và trò chơi thử nghiệm',
  error_deposit_limit_exceeded:
    'Khoản nạp này vượt hạn mức nạp tiền {{days}} ngày của bạn: hiện bạn chỉ có thể nạp thêm {{remainingText}}',
  error_loss_limit_reached:
    'Khoản cược này vượt hạn mức thua lỗ {{days}} ngày của bạn: hiện chỉ còn {{remainingText}}',
  error_timed_out: 'Bạn đang trong thời gian tạm nghỉ: tài khoản sẽ mở lại vào {{untilText}}',
  error_self_excluded:
    'Tài khoản của bạn đang tự loại trừ đến {{untilText}} và không thể sử dụng trước thời điểm đó',
  // Phê duyệt của nhà vận hành thứ hai
  error_approval_same_operator: 'Một nhà vận hành khác phải quyết định thay đổi do bạn yêu cầu',
  error_approval_decided: 'Yêu cầu phê duyệt này đã được quyết định',
  // Rút tiền và tài khoản ngân hàng
  error_bank_account_not_found: 'Không tìm thấy tài khoản ngân hàng này',
  error_bank_account_duplicate: 'Bạn đã thêm tài khoản ngân hàng này rồi',
  error_bank_account_taken: 'Tài khoản ngân hàng này đã được liên kết với một tài khoản khác',
  error_bank_account_limit_reached:
    'Bạn chỉ được liên kết tối đa {{max}} tài khoản ngân hàng; vui lòng xóa bớt một tài khoản',
  error_bank_account_in_use:
    'Còn lệnh rút tiền đang chờ xử lý về tài khoản này; bạn có thể xóa sau khi lệnh được xử lý',
  error_payee_name_mismatch: 'Tên chủ tài khoản phải trùng với họ tên thật của bạn',
  error_withdrawal_below_minimum: 'Số tiền rút tối thiểu là {{minimumText}}',
  error_withdrawal_above_maximum: 'Số tiền rút tối đa mỗi lần là {{maximumText}}',
  error_withdrawal_daily_count_reached: 'Bạn đã đạt giới hạn {{count}} lần rút tiền trong hôm nay',
  error_withdrawal_daily_amount_exceeded:
    'Vượt hạn mức rút tiền trong ngày: hôm nay bạn chỉ có thể rút thêm {{remainingText}}',
  error_turnover_requirement_unmet:
    'Bạn chưa hoàn thành doanh số cược của tiền thưởng: cần cược thêm {{remainingText}} trước khi rút tiền',
  error_withdrawal_not_found: 'Không tìm thấy lệnh rút tiền này',
  error_withdrawal_already_rejected: 'Lệnh rút tiền này đã bị từ chối và không thể chi trả',
  error_withdrawal_already_paid: 'Lệnh rút tiền này đã được chi trả và không thể từ chối',
  error_withdrawal_not_awaiting_confirmation: 'Lệnh rút tiền này không chờ bạn xác nhận',
  error_withdrawal_auto_received: 'Đã quá thời hạn xác nhận: lệnh rút tiền này được tính là đã nhận',
  error_amount_received_invalid: 'Nhập số tiền đã nhận được: lớn hơn 0 và nhỏ hơn {{maximumText}}',
  error_proof_image_invalid: 'Ảnh chứng từ phải là ảnh PNG hoặc JPG',
  error_proof_image_too_large: 'Ảnh quá lớn: tối đa {{maxMegabytes}} MB',
  // API ví của nhà cung cấp trò chơi (trả lời nhà cung cấp)
  error_vendor_signature_invalid: 'Chữ ký hoặc dấu thời gian của yêu cầu bị thiếu, sai hoặc đã quá hạn',
  error_vendor_token_invalid: 'Phiên trò chơi đã hết hạn hoặc không hợp lệ: vui lòng mở lại trò chơi',
  error_vendor_disabled: 'Nhà cung cấp trò chơi này đang bị tắt',
  error_game_not_found: 'Trò chơi này không tồn tại',
  error_game_unavailable: 'Trò chơi này hiện không khả dụng',
  error_game_code_taken: 'Đã có trò chơi với mã này',
  error_vendor_round_unknown: 'Không có cược nào của người chơi này trong ván này',
  error_vendor_round_settled: 'Ván này đã được kết toán: không nhận thêm cược và không thể hủy',
  error_vendor_round_rolled_back: 'Mọi cược của ván này đã bị hủy: không thể trả thưởng',
  error_house_round_open: 'Một ván của trò chơi này vẫn đang mở: hãy hoàn tất ván đó trước',
  error_house_round_over: 'Ván này đã kết thúc',
  error_house_move_invalid: 'Không thể thực hiện nước đi này lúc này',
  error_house_stake_out_of_range: 'Tiền cược nằm ngoài giới hạn của trò chơi này',
  error_house_max_win_exceeded: 'Cược này có thể thắng nhiều hơn mức trả thưởng tối đa mỗi ván',
  error_vendor_transaction_rolled_back:
    'Cược này đã bị hủy trước khi đến: cược bị từ chối và không bị trừ tiền',
  // Nạp tiền
  error_deposit_channel_unavailable:
    'Phương thức nạp tiền này hiện không khả dụng, vui lòng chọn phương thức khác',
  error_deposit_amount_out_of_range: 'Số tiền phải từ {{minText}} đến {{maxText}}',
  error_payer_name_mismatch: 'Tên người chuyển phải trùng với họ tên thật trong tài khoản của bạn',
  error_deposit_not_found: 'Không tìm thấy giao dịch nạp tiền này',
  error_deposit_already_credited: 'Giao dịch nạp tiền này đã được cộng tiền, không thể từ chối',
  error_deposit_already_rejected: 'Giao dịch nạp tiền này đã bị từ chối, không thể cộng tiền',
  error_deposit_decided_by_gateway: 'Giao dịch nạp tiền này do cổng thanh toán xử lý, không xử lý thủ công',
  error_deposit_amount_mismatch: 'Số tiền thanh toán không khớp với giao dịch nạp: không cộng tiền',
  error_payment_signature_invalid: 'Chữ ký của thông báo bị thiếu hoặc không đúng',
  error_payment_gateway_unavailable: 'Cổng thanh toán không phản hồi, vui lòng thử lại sau',
  error_crash_betting_closed: 'Đã hết thời gian đặt cược vòng này, vui lòng chờ vòng sau',
  error_crash_already_bet: 'Bạn đã đặt cược trong vòng này',
  error_crash_no_bet: 'Bạn không có cược nào trong vòng này',
  error_crash_cash_out_closed: 'Quá muộn: cược này không thể rút được nữa',
  error_live_ticket_invalid: 'Vé cập nhật trực tiếp không hợp lệ hoặc đã dùng, vui lòng tải lại trang',
  error_live_streams_exceeded: 'Quá nhiều trang đang nhận cập nhật trực tiếp, hãy đóng bớt rồi thử lại',
  error_chat_muted: 'Bạn bị cấm chat đến {{untilText}}',
  error_chat_too_fast: 'Bạn gửi tin nhắn quá nhanh: hãy đợi {{retryAfterSeconds}} giây rồi gửi lại',
  error_chat_guest:
    'Tài khoản khách chỉ được xem phòng chat, không được gửi tin: hãy đăng ký tài khoản để tham gia',
  error_feedback_limit_reached:
    'Bạn đã gửi nhiều góp ý trong một giờ qua: vui lòng thử lại sau {{minutes}} phút',
  error_feedback_closed: 'Góp ý này đã đóng và không nhận thêm trả lời',
  error_lottery_board_invalid:
    'Bảng kết quả không hợp lệ ở giải {{prize}}, số thứ {{position}}: hãy kiểm tra số lượng số và chữ số của giải',
  error_lottery_draw_state: 'Kỳ quay này không thể thực hiện thao tác đó lúc này (trạng thái {{status}})',
  error_lottery_result_same_operator: 'Bạn đã nhập kết quả này: một người vận hành khác phải xác nhận',
  error_lottery_no_pending_result: 'Kỳ quay này không có kết quả nào đang chờ xác nhận',
  error_draw_closed: 'Kỳ quay này đã đóng cược',
  error_lottery_bet_invalid:
    'Cược thứ {{index}} trong phiếu không hợp lệ: kiểm tra loại cược, các số và số điểm',
  error_lottery_limit_reached:
    'Đã đạt hạn mức cược cho {{number}} ở kỳ quay này: giảm số điểm hoặc chọn số khác',
  error_lottery_member_limit_reached: 'Phiếu này sẽ vượt quá hạn mức tiền cược của bạn cho kỳ quay này',
  error_lottery_odds_not_offered:
    'Chế độ thưởng này không có loại cược {{type}} ở nhóm miền {{regionGroup}}, hoặc loại cược bị lặp lại: không thể đặt tỷ lệ cho nó',
  error_already_agent: 'Tài khoản này đã là đại lý',
  error_agent_application_pending:
    'Đơn đăng ký của bạn đang chờ xét duyệt: chúng tôi sẽ báo trong hộp thư của bạn',
  error_agent_application_decided: 'Đơn đăng ký này đã được xét duyệt',
  error_upline_not_agent: 'Tuyến trên mới phải là đại lý',
  error_upline_in_own_team:
    'Không thể chuyển thành viên xuống dưới chính nó hoặc một thành viên trong đội của nó',
  error_contract_not_direct_downline: 'Chỉ có thể đề nghị hợp đồng cho tuyến dưới trực tiếp của bạn',
  error_contract_upline_has_none: 'Bạn không có hợp đồng loại này nên không thể đề nghị cho tuyến dưới',
  error_contract_kind_mismatch: 'Loại hợp đồng không khớp',
  error_contract_rate_above_upline: 'Có tỷ lệ cao hơn tỷ lệ của chính bạn cho loại hợp đồng này',
  error_contract_rate_invalid: 'Một tỷ lệ hoặc số tiền trong hợp đồng không hợp lệ',
  error_contract_cycle_invalid:
    'Chia cổ tức cần có kỳ (ngày, tuần, nửa tháng hoặc tháng), còn lương thì không',
  error_contract_tier_count: 'Hợp đồng cần từ 3 đến 6 bậc',
  error_contract_tier_negative: 'Mức tối thiểu của một bậc không được nhỏ hơn 0',
  error_contract_tier_rate_invalid: 'Tỷ lệ của một bậc phải từ 0 % đến 100 %',
  error_contract_tier_decreasing: 'Mỗi bậc phải yêu cầu và trả ít nhất bằng bậc trước nó',
  error_contract_offer_open: 'Đã có một đề nghị loại này đang chờ đại lý này trả lời',
  error_contract_not_party: 'Hợp đồng này không phải của bạn',
  error_contract_wrong_side: 'Bên kia của hợp đồng phải trả lời việc này',
  error_contract_illegal_transition: 'Hợp đồng không thể làm việc đó ở trạng thái hiện tại',
  error_contract_cancels_others:
    'Chấp nhận sẽ hủy các hợp đồng bạn đã giao cho tuyến dưới với tỷ lệ cao hơn: {{contracts}}. Hãy xác nhận để tiếp tục',
  error_agent_period_not_ended: 'Kỳ đó chưa kết thúc',
  error_transfer_amount: 'Mỗi lần chuyển phải từ {{min}} đến {{max}}',
  error_transfer_daily_limit: 'Lần chuyển này vượt hạn mức hôm nay: hôm nay chỉ còn {{left}}',
  error_product_out_of_stock: 'Sản phẩm này không còn đủ: còn {{stock}}',
  error_product_quantity: 'Mỗi lần đổi được từ 1 đến {{max}} sản phẩm này',
  error_product_invalid: 'Không lưu được sản phẩm này: {{reason}}',
  error_points_insufficient: 'Bạn không đủ điểm cho việc này',
  error_address_required: 'Hãy cho biết địa chỉ nhận hàng và số điện thoại',
  error_points_convert_unavailable: 'Hiện chưa thể đổi điểm sang tiền',
  error_points_convert_amount: 'Mỗi lần đổi ít nhất {{min}} điểm',
  error_points_exchange_decided: 'Yêu cầu đổi này đã được xử lý',
  error_points_rate_duplicate: 'Mỗi loại chỉ xuất hiện một lần trong bảng',
  error_points_hour_not_ended: 'Giờ đó chưa kết thúc',
};
