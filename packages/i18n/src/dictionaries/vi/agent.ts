import type { Dictionary } from '../dictionary.ts';

/** Lời của riêng trang đại lý. */
export const agent: Dictionary['agent'] = {
  title: 'Lotus Đại lý',
  login: {
    title: 'Đăng nhập trung tâm đại lý',
  },
  nav: {
    label: 'Các mục trung tâm đại lý',
    overview: 'Tổng quan',
    team: 'Đội nhóm',
    openAccount: 'Mở tài khoản',
    links: 'Liên kết',
    contracts: 'Hợp đồng',
    income: 'Thu nhập',
    transfers: 'Chuyển tiền',
    teamBets: 'Cược đội nhóm',
    teamTransactions: 'Giao dịch',
    profitLoss: 'Lãi lỗ',
    security: 'Bảo mật',
    signedInAs: 'Đang đăng nhập: {{account}}',
  },
};
