import type { Dictionary } from '../dictionary.ts';

export const common: Dictionary['common'] = {
  brand: 'Lotus',
  apps: {
    member: 'Trang hội viên',
    agent: 'Trang đại lý',
    speed: 'Kiểm tra đường truyền',
  },
  ok: 'Đồng ý',
  cancel: 'Hủy',
  close: 'Đóng',
  retry: 'Thử lại',
  save: 'Lưu',
  confirm: 'Xác nhận',
  back: 'Quay lại',
  loading: 'Đang tải…',
  search: 'Tìm kiếm',
  copy: 'Sao chép',
  open: 'Mở',
  submit: 'Gửi',
  empty: 'Chưa có dữ liệu',
  error: 'Đã xảy ra lỗi',
  theme: {
    dark: 'Tối',
    light: 'Sáng',
    toggle: 'Đổi giao diện',
    switchTo: 'Chuyển sang giao diện {{theme}}',
  },
  language: 'Ngôn ngữ',
};
