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
  error_captcha_required: 'Vui lòng nhập mã xác nhận',
  error_not_member: 'Tài khoản không phải hội viên, không thể đăng nhập',
  error_not_agent: 'Không phải tài khoản đại lý, không thể đăng nhập',
  error_not_logged_in: 'Bạn chưa đăng nhập, vui lòng đăng nhập',
  error_verification_required: 'Vui lòng hoàn tất xác minh trước',
  error_redeem_info_incorrect: 'Vui lòng nhập thông tin chính xác',
  error_username_taken: 'Tên đăng nhập này đã có người sử dụng',
  error_account_locked: 'Tài khoản đã bị khóa, vui lòng thử lại sau {{minutes}} phút',
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
  error_captcha_check_failed: 'Kiểm tra mã xác nhận thất bại hoặc tên miền chưa được cấp phép',
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
  error_operator_unauthorized: 'Thiếu khóa nhà vận hành hoặc khóa không đúng',
  error_rate_limited: 'Quá nhiều yêu cầu, vui lòng thao tác chậm lại',
  error_conflict: 'Yêu cầu xung đột với dữ liệu hiện tại',
  error_insufficient_funds: 'Số dư không đủ',
  error_vendor_not_found: 'Nhà cung cấp trò chơi này không khả dụng',
};
