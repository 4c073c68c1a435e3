import type { Dictionary } from '../dictionary.ts';

export const agentApplication: Dictionary['agentApplication'] = {
  title: 'Trở thành đại lý',
  lead: 'Đại lý giới thiệu người chơi đến {{brand}} và được trả thưởng theo đội nhóm mình xây dựng.',
  pitch: {
    label: 'Đại lý làm gì',
    bringTitle: 'Giới thiệu người chơi',
    bring:
      'Mời bạn bè và người chơi bằng đường dẫn đăng ký và mã giới thiệu của riêng bạn: ai đăng ký qua đó đều vào đội nhóm của bạn.',
    earnTitle: 'Thu nhập theo hợp đồng',
    earn: 'Hợp đồng trả cho bạn cổ tức, là một phần thua ròng của đội nhóm mỗi kỳ, và lương theo cược hợp lệ của đội nhóm: theo ngày, theo giờ hoặc theo từng kỳ xổ số.',
    centreTitle: 'Trung tâm đội nhóm',
    centre:
      'Trên trang đại lý, bạn xem đội nhóm, tiền cược và tiền nạp của đội, thu nhập và hợp đồng của bạn, và mở tài khoản cho thành viên mới.',
  },
  loading: 'Đang tải đơn đăng ký của bạn…',
  loadError: 'Không tải được đơn đăng ký của bạn.',
  form: {
    title: 'Đăng ký làm đại lý',
    again: 'Đăng ký lại',
    intro:
      'Hãy cho chúng tôi biết cách liên hệ với bạn và số người chơi bạn dự kiến giới thiệu. Chúng tôi xem xét từng đơn và báo kết quả trong hộp thư của bạn.',
    contact: 'Chúng tôi liên hệ với bạn qua đâu?',
    contactHint: 'Số điện thoại, Zalo hoặc Telegram của bạn, hoặc email',
    expectedTeam: 'Bạn dự kiến giới thiệu bao nhiêu người chơi?',
    expectedTeamHint: 'Một số nguyên, từ 0 đến {{max}}',
    note: 'Bạn muốn cho chúng tôi biết thêm điều gì? (không bắt buộc)',
    noteHint: 'Người chơi của bạn đến từ đâu, kinh nghiệm của bạn, giờ tiện gọi điện',
    noteCount: '{{count}}/{{max}} ký tự',
    noteCountLabel: 'Đã dùng {{count}} trên {{max}} ký tự',
    submit: 'Gửi đơn đăng ký',
    errors: {
      contactRequired: 'Hãy cho biết cách liên hệ với bạn',
      contactTooLong: 'Tối đa {{max}} ký tự',
      expectedTeamRequired: 'Hãy nhập số người chơi bạn dự kiến giới thiệu',
      expectedTeamInvalid: 'Hãy nhập một số nguyên từ 0 đến {{max}}',
      noteTooLong: 'Hãy viết tối đa {{max}} ký tự',
      sendFailed: 'Không gửi được đơn đăng ký của bạn. Vui lòng thử lại.',
    },
  },
  pending: {
    title: 'Đang chờ xét duyệt',
    badge: 'Đang chờ',
    body: 'Chúng tôi đã nhận đơn của bạn và sẽ báo trong hộp thư khi có kết quả.',
  },
  sent: {
    title: 'Nội dung bạn đã gửi',
    sentAt: 'Ngày gửi',
    contact: 'Liên hệ',
    expectedTeam: 'Số người chơi dự kiến giới thiệu',
    note: 'Ghi chú',
  },
  approved: {
    title: 'Bạn đã là đại lý',
    badge: 'Đã duyệt',
    type: 'Loại đại lý',
    typeValue: 'Loại {{type}}',
    decidedAt: 'Ngày duyệt',
  },
  agentSite:
    'Hãy quản lý đội nhóm trên trang đại lý: đăng nhập ở đó bằng chính tên đăng nhập và mật khẩu này. Nếu chưa có địa chỉ trang, hãy hỏi chăm sóc khách hàng.',
  alreadyAgent: {
    title: 'Tài khoản của bạn là tài khoản đại lý',
  },
  rejected: {
    title: 'Đơn đăng ký gần nhất của bạn chưa được duyệt',
    badge: 'Chưa duyệt',
    reason: 'Lý do',
    decidedAt: 'Ngày xét',
    again: 'Bạn có thể đăng ký lại ở dưới.',
  },
};
