import type { Dictionary } from '../dictionary.ts';

/** Lời của riêng trang thành viên (trang người chơi). */
export const member: Dictionary['member'] = {
  home: {
    title: 'Chào mừng đến với {{brand}}',
    lead: 'Casino, nổ hũ, thể thao, xổ số và trò chơi mini ở cùng một nơi. Đăng nhập để chơi.',
  },
  // Signed in: the header's money and the home's welcome (loaded with the signed-in pieces only).
  header: {
    balance: 'Số dư',
    balanceLoading: 'Đang tải số dư',
    balanceFailed: 'Chưa xem được số dư',
    deposit: 'Nạp tiền',
  },
  playMoney: {
    badge: 'Tiền chơi thử',
    label: 'Số dư chơi thử',
    topUp: 'Nạp tiền chơi thử',
    topUpShort: 'Nạp thêm',
    toppedUp: 'Đã nạp thêm tiền chơi thử',
    topUpFailed: 'Không thể nạp thêm tiền chơi thử',
    note: 'Chế độ chơi thử dùng tiền chơi thử: đây không phải tiền thật, không thể nạp, rút hay chuyển.',
    unavailableTitle: 'Không dùng được ở chế độ chơi thử',
    unavailable:
      'Chế độ chơi thử chỉ dùng tiền chơi thử: nạp tiền, rút tiền, chuyển quỹ và thẻ ngân hàng cần một tài khoản thật.',
    register: 'Đăng ký tài khoản',
  },
  menu: {
    account: 'Tài khoản của tôi',
    wallet: 'Ví',
    withdraw: 'Rút tiền',
    bettingRecord: 'Lịch sử cược',
    security: 'Bảo mật',
    inbox: 'Hộp thư',
    pointsMall: 'Đổi điểm',
    promotions: 'Khuyến mãi',
    rewards: 'Trung tâm phần thưởng',
    referral: 'Mời bạn bè',
    vip: 'Câu lạc bộ VIP',
    rebate: 'Hoàn trả',
    luckyDraws: 'Vòng quay & lì xì',
  },
  welcome: {
    greeting: 'Xin chào, {{name}}',
    balance: 'Số dư của bạn',
    depositFirst: 'Số dư đang trống: nạp tiền để bắt đầu chơi.',
    keepPlaying: 'Chơi tiếp trò bạn đang chơi, hoặc tìm trò mới.',
    deposit: 'Nạp tiền',
    browseGames: 'Xem các trò chơi',
    recent: 'Chơi gần đây',
    recentEmpty: 'Các trò bạn chơi sẽ hiện ở đây.',
    recentFailed: 'Không tải được các trò bạn chơi gần đây.',
  },
  game: {
    loginToPlay: 'Đăng nhập để chơi trò chơi này.',
  },
  infoPopup: {
    title: 'Dành cho tài khoản đại lý',
    body: 'Tài khoản này dùng để quản lý đội nhóm: vui lòng thực hiện thao tác này trên trang đại lý.',
  },
};
