import type { Dictionary } from '../dictionary.ts';

export const auth: Dictionary['auth'] = {
  username: 'Tên đăng nhập',
  password: 'Mật khẩu',
  confirmPassword: 'Xác nhận mật khẩu',
  affiliateCode: 'Mã giới thiệu',
  showPassword: 'Hiện mật khẩu',
  hidePassword: 'Ẩn mật khẩu',
  captcha: 'Mã xác nhận',
  captchaImage: 'Hình mã xác nhận: nhập các ký tự bạn thấy',
  refreshCaptcha: 'Đổi hình',
  register: 'Đăng ký',
  registerTitle: 'Tạo tài khoản',
  noAccount: 'Chưa có tài khoản?',
  ageConfirm: 'Tôi từ đủ 18 tuổi trở lên',
  termsAccept: 'Tôi đồng ý với điều khoản dịch vụ và chính sách bảo mật',
  mustConfirmAge: 'Bạn phải từ đủ 18 tuổi để đăng ký',
  mustAcceptTerms: 'Vui lòng đồng ý với điều khoản dịch vụ và chính sách bảo mật',
};
