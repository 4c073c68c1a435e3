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
    contracts: 'Hợp đồng',
    income: 'Thu nhập',
    teamBets: 'Cược đội nhóm',
    teamTransactions: 'Giao dịch',
    profitLoss: 'Lãi lỗ',
    security: 'Bảo mật',
  },
};
