import type { Dictionary } from '../dictionary.ts';

export const shell: Dictionary['shell'] = {
  skipToContent: 'Bỏ qua đến nội dung',
  siteSections: 'Các mục của trang',
  copyright: '© {{year}} Lotus. Chơi có trách nhiệm: chỉ dành cho người từ 18 tuổi.',
  login: 'Đăng nhập',
  logout: 'Đăng xuất',
  // The header's words, in the namespace every page loads: a visitor's first page needs no other.
  nav: {
    promotions: 'Khuyến mãi',
    winners: 'Người thắng',
    leaderboard: 'Bảng xếp hạng',
    help: 'Trợ giúp',
    chat: 'Trò chuyện',
  },
  register: 'Đăng ký',
  // A phone's bottom bar and one-row header (every page shows them, signed in or not).
  bottomNav: {
    label: 'Mục chính',
    home: 'Trang chủ',
    games: 'Trò chơi',
    lottery: 'Xổ số',
    deposit: 'Nạp tiền',
    account: 'Tài khoản',
  },
  menu: { open: 'Mở danh mục', title: 'Danh mục' },
  account: 'Hồ sơ của tôi',
  service: {
    label: 'Chăm sóc khách hàng',
    short: 'CSKH',
    choose: 'Chọn cách liên hệ chăm sóc khách hàng',
    unavailable: 'Bộ phận chăm sóc khách hàng hiện chưa sẵn sàng. Vui lòng thử lại sau.',
  },
  pageFailed: 'Không tải được trang này. Vui lòng kiểm tra kết nối mạng và thử lại.',
  notFound: {
    title: 'Không tìm thấy trang',
    body: 'Trang bạn yêu cầu không tồn tại hoặc đã được chuyển đi.',
    home: 'Về trang chủ',
  },
  maintenance: {
    title: 'Hệ thống đang bảo trì',
    body: 'Chúng tôi đang nâng cấp hệ thống để phục vụ bạn tốt hơn. Vui lòng quay lại sau ít phút.',
    until: 'Dự kiến hoạt động lại: {{time}}',
  },
  region: {
    title: 'Không phục vụ tại khu vực của bạn',
    body: 'Dịch vụ của chúng tôi không được cung cấp tại quốc gia hoặc khu vực của bạn. Nếu bạn cho rằng đây là nhầm lẫn, vui lòng liên hệ chăm sóc khách hàng.',
  },
};
