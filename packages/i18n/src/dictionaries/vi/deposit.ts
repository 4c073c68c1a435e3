import type { Dictionary } from '../dictionary.ts';

export const deposit: Dictionary['deposit'] = {
  title: 'Nạp tiền',
  loadError: 'Không tải được các phương thức nạp tiền.',
  notForFreePlay: 'Tài khoản chơi thử không thể nạp tiền. Hãy đăng ký tài khoản để chơi bằng tiền thật.',
  noChannels: 'Hiện chưa có phương thức nạp tiền nào. Vui lòng thử lại sau.',
  form: {
    title: 'Nạp tiền mới',
    channel: 'Phương thức nạp',
    amount: 'Số tiền',
    quickAmounts: 'Chọn nhanh số tiền nạp',
    limits: 'Từ {{min}} đến {{max}}',
    payerName: 'Tên người chuyển',
    payerNameHint: 'Tên chủ tài khoản bạn dùng để chuyển, như ngân hàng in, không dấu.',
    payerNameLocked: 'Họ tên thật trong hồ sơ của bạn: chỉ nhận tiền nạp từ tài khoản của chính bạn.',
    submit: 'Nạp tiền',
    amountInvalid: 'Nhập số tiền',
    amountOutOfRange: 'Số tiền phải từ {{min}} đến {{max}}',
    payerNameInvalid: 'Chỉ gồm chữ cái và khoảng trắng, không dấu, từ 2 đến 50 ký tự',
    limitExceeded:
      'Khoản nạp này vượt hạn mức nạp tiền {{period}} của bạn: hiện bạn chỉ có thể nạp thêm {{remaining}}',
  },
  kind: {
    bank_transfer: 'Chuyển khoản ngân hàng',
    gateway: 'Thanh toán trực tuyến',
  },
  details: {
    title: 'Giao dịch nạp {{reference}}',
    back: 'Nạp thêm',
    loadError: 'Không tải được giao dịch nạp tiền này.',
    createdAt: 'Tạo lúc {{date}}',
    reason: 'Lý do: {{reason}}',
    credited: 'Tiền đã vào ví của bạn.',
    waiting: 'Chúng tôi đang chờ khoản thanh toán của bạn. Trang này tự cập nhật.',
    returned: 'Cảm ơn bạn. Chúng tôi đang chờ cổng thanh toán xác nhận khoản thanh toán.',
  },
  transfer: {
    instructions:
      'Chuyển đúng số tiền này vào tài khoản dưới đây và ghi mã tham chiếu vào nội dung chuyển khoản, hoặc quét mã bằng ứng dụng ngân hàng. Tiền được cộng vào ví khi khoản chuyển đến nơi.',
    bank: 'Ngân hàng',
    accountNumber: 'Số tài khoản',
    accountName: 'Tên tài khoản',
    amount: 'Số tiền',
    reference: 'Nội dung chuyển khoản',
    copy: 'Sao chép {{what}}',
    qrTitle: 'Mã VietQR: {{amount}} tới {{account}}, nội dung {{reference}}',
    scan: 'Quét bằng ứng dụng ngân hàng',
  },
  gateway: {
    redirecting: 'Đang chuyển bạn tới trang thanh toán…',
    open: 'Mở trang thanh toán',
  },
  status: {
    pending: 'Đang chờ',
    credited: 'Đã cộng tiền',
    rejected: 'Bị từ chối',
    failed: 'Thất bại',
  },
  recent: {
    title: 'Giao dịch nạp gần đây',
    empty: 'Bạn chưa nạp tiền lần nào.',
    loadError: 'Không tải được các giao dịch nạp tiền của bạn.',
    more: 'Xem thêm',
    view: 'Xem giao dịch nạp {{reference}}',
  },
};
