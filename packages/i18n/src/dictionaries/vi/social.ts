import type { Dictionary } from '../dictionary.ts';

export const social: Dictionary['social'] = {
  continueWith: 'Hoặc tiếp tục với',
  ageNotice:
    'Tài khoản mới tạo theo cách này dành cho người từ đủ 18 tuổi đồng ý với điều khoản dịch vụ và chính sách bảo mật.',
  linkedTitle: 'Tài khoản mạng xã hội đã liên kết',
  linkedIntro: 'Đăng nhập bằng tài khoản đã liên kết thay cho mật khẩu.',
  link: 'Liên kết',
  unlink: 'Hủy liên kết',
  notLinked: 'Chưa liên kết',
  linkedAs: 'Liên kết ngày {{date}} · {{who}}',
  linked: 'Đã liên kết {{provider}}.',
  unlinked: 'Đã hủy liên kết {{provider}}.',
};
