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
  // A call nothing answered in words (the network, a time-out, a reply without our envelope): every
  // form can show these without loading the errors namespace, which has the server's codes.
  unanswered: {
    error_network: 'Kết nối mạng bất thường, vui lòng thử lại',
    error_page_timeout: 'Tải trang quá thời gian, vui lòng kiểm tra mạng hoặc liên hệ bộ phận hỗ trợ',
    error_system: 'Lỗi hệ thống',
    error_unknown: 'Lỗi không xác định',
  },
  // The progressive jackpot counter, on the member home page and the line-detection page.
  jackpot: {
    title: 'Hũ tích lũy',
    failed: 'Không tải được giá trị hũ',
  },
  // The banner carousel, on the member home page and the line-detection page.
  banners: {
    label: 'Khuyến mãi',
    roleDescription: 'băng chuyền',
    slideRoleDescription: 'trang chiếu',
    slide: '{{index}} trên {{total}}',
    previous: 'Banner trước',
    next: 'Banner tiếp theo',
    pause: 'Tạm dừng banner',
    play: 'Phát tiếp banner',
    goTo: 'Xem banner {{index}}',
    newTab: '{{title}} (mở trong thẻ mới)',
    loading: 'Đang tải khuyến mãi…',
    failed: 'Không tải được khuyến mãi',
  },
  result: {
    win: 'Bạn thắng {{amount}} ({{multiplier}})',
    push: '{{multiplier}}: hoàn lại tiền cược {{amount}}',
    partReturned: '{{multiplier}}: trả lại {{amount}}, thua {{lost}}',
    nothingReturned: 'Lần này chưa thắng: thua {{lost}}',
  },
  netResults: {
    win: 'Thắng',
    push: 'Hòa',
    loss: 'Thua',
  },
  theme: {
    dark: 'Tối',
    light: 'Sáng',
    toggle: 'Đổi giao diện',
    switchTo: 'Chuyển sang giao diện {{theme}}',
  },
  language: 'Ngôn ngữ',
};
