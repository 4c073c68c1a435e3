import type { Dictionary } from '../dictionary.ts';

/** Các trang xổ số: /lottery (sảnh xổ số) và /vnlottery (xổ số các miền của Việt Nam). */
export const lottery: Dictionary['lottery'] = {
  title: 'Xổ số',
  intro: 'Chọn một loại xổ số: trò chơi sẽ mở ngay trên trang này.',
  vnTitle: 'Xổ số ba miền',
  vnIntro:
    'Các kỳ quay thưởng miền Bắc, miền Trung và miền Nam: chọn một đài, trò chơi sẽ mở ngay trên trang này.',
  gamesLabel: 'Các loại xổ số',
  loading: 'Đang tải danh sách xổ số…',
  loadFailed: 'Không tải được danh sách xổ số',
  empty: 'Hiện chưa có xổ số nào',
  emptyHint: 'Hãy quay lại sau, hoặc chơi loại trò chơi khác.',
  loginToPlay: 'Đăng nhập để chơi {{name}}',
  loginHint: 'Xổ số được chơi bằng số dư của bạn, nên cần tài khoản của bạn.',
  opening: 'Đang mở {{name}}…',
  launchFailed: 'Không mở được xổ số',
  unavailable: 'Xổ số này hiện không khả dụng',
  unavailableHint: 'Hãy chọn loại xổ số khác, hoặc quay lại sau.',
};
