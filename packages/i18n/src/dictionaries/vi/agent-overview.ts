import type { Dictionary } from '../dictionary.ts';

/** Lời của trang tổng quan đại lý: một không gian tên riêng, để trang đăng nhập không phải tải. */
export const agentOverview: Dictionary['agentOverview'] = {
  title: 'Tổng quan',
  lead: 'Số liệu của đội nhóm bạn trong một khoảng thời gian, theo ngày của hệ thống ({{timeZone}}).',
  period: 'Khoảng thời gian',
  presets: {
    today: 'Hôm nay',
    yesterday: 'Hôm qua',
    week: 'Tuần này',
    month: 'Tháng này',
    custom: 'Tùy chọn',
  },
  from: 'Từ ngày',
  to: 'Đến ngày',
  apply: 'Xem',
  problems: {
    missing: 'Hãy chọn cả hai ngày.',
    backwards: 'Ngày bắt đầu đang sau ngày kết thúc.',
    tooLong: 'Tối đa {{max}} ngày một lần: hãy chọn khoảng ngắn hơn.',
  },
  figuresFor: 'Số liệu {{range}}',
  loading: 'Đang tải tổng quan…',
  loadFailed: 'Không tải được tổng quan',
  emptyTeam: 'Đội nhóm của bạn chưa có ai',
  emptyTeamHint:
    'Hãy phát triển đội nhóm bằng cách chia sẻ mã giới thiệu của bạn: mọi người chơi đăng ký bằng mã này sẽ vào đội nhóm của bạn, và số liệu của họ sẽ hiển thị tại đây.',
  figures: {
    label: 'Số liệu đội nhóm',
    teamSize: 'Quy mô đội nhóm',
    newMembers: 'Thành viên mới',
    activeMembers: 'Thành viên hoạt động',
    deposits: 'Nạp tiền',
    withdrawals: 'Rút tiền',
    validBets: 'Cược hợp lệ',
    netLoss: 'Thua ròng',
    myIncome: 'Thu nhập của tôi',
  },
  notes: {
    teamSize: 'Thành viên dưới bạn hiện nay',
    activeMembers: 'Có cược hợp lệ trong kỳ',
  },
  netLossSign: {
    lost: 'Đội nhóm thua',
    won: 'Đội nhóm thắng',
    even: 'Hòa',
  },
  chart: {
    title: 'Theo từng ngày',
    asTable: 'Xem dạng bảng',
    tableLabel: 'Cược hợp lệ, thua ròng và nạp tiền theo ngày',
    day: 'Ngày',
    note: 'Số tiền tính bằng {{currency}}. Thua ròng âm vào ngày đội nhóm thắng.',
    oneDay: 'Chọn khoảng thời gian từ hai ngày trở lên để xem số liệu theo từng ngày.',
  },
};
