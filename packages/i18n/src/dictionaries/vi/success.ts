import type { Dictionary } from '../dictionary.ts';

export const success: Dictionary['success'] = {
  registration_success: 'Đăng ký thành công',
  copy_success: 'Đã sao chép',
  password_changed: 'Đổi mật khẩu thành công',
  apply_success: 'Gửi đơn đăng ký thành công',
  exchange_success: 'Quy đổi thành công',
  balance_returned: 'Thu hồi số dư thành công',
  contract_request_success: 'Đã gửi yêu cầu hợp đồng',
  feedback_reply_promise: 'Chúng tôi sẽ phản hồi ý kiến của bạn trong vòng 24 giờ',
};
