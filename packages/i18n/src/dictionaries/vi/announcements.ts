import type { Dictionary } from '../dictionary.ts';

/**
 * Băng chuyền banner, dòng thông báo chạy và thông báo bật lên của trang chủ thành viên, cùng lời
 * mời đăng ký cho khách.
 */
export const announcements: Dictionary['announcements'] = {
  notice: {
    label: 'Thông báo',
    pause: 'Tạm dừng thông báo',
    play: 'Chạy tiếp thông báo',
    all: 'Tất cả thông báo',
    listTitle: 'Danh sách thông báo',
    close: 'Đóng',
    failed: 'Không tải được thông báo',
  },
  popup: {
    counter: '{{index}} trên {{total}}',
    next: 'Tiếp theo',
    close: 'Đóng lại',
    closeLabel: 'Đóng thông báo',
  },
  teaser: {
    title: 'Lần đầu đến với {{brand}}?',
    text: 'Mở tài khoản chỉ trong một phút. Phần thưởng chào mừng sẽ được công bố tại đây với số tiền và điều kiện thật.',
    action: 'Đăng ký',
    bonusTitle: 'Lần đầu đến với {{brand}}? Tặng {{amount}} chào mừng',
    bonusText:
      'Mở tài khoản chỉ trong một phút và nhận {{amount}} tiền thưởng chào mừng ở mục Khuyến mãi; thể lệ và doanh số cược có ở trang khuyến mãi.',
  },
};
