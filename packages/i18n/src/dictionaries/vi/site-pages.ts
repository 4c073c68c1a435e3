import type { Dictionary } from '../dictionary.ts';

export const sitePages: Dictionary['sitePages'] = {
  loadError: 'Không tải được trang này.',
  missing: 'Trang này chưa có nội dung',
  missingHint: 'Trong lúc chờ, bạn có thể tìm câu trả lời ở trung tâm trợ giúp.',
  toHelp: 'Mở trung tâm trợ giúp',
  updated: 'Cập nhật lần cuối {{date}}',
  toolsTitle: 'Công cụ của bạn',
  footer: {
    label: 'Thông tin trang',
    adultsOnly: '18+',
    adultsOnlyText: 'Chỉ dành cho người từ 18 tuổi trở lên. Hãy chơi có trách nhiệm.',
    links: 'Thông tin',
    responsibleGaming: 'Chơi có trách nhiệm',
    help: 'Trung tâm trợ giúp',
    terms: 'Điều khoản và điều kiện',
    privacy: 'Chính sách bảo mật',
    paymentMethods: 'Phương thức thanh toán',
    copyright: '© {{year}} {{brand}}. Bảo lưu mọi quyền.',
    badge: {
      bank_transfer: 'Chuyển khoản ngân hàng',
      vietqr: 'VietQR',
      momo: 'MoMo',
      zalopay: 'ZaloPay',
      viettelpay: 'Viettel Money',
      visa: 'Visa',
      mastercard: 'Mastercard',
      usdt: 'USDT',
    },
  },
};
