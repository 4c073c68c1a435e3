import type { Dictionary } from '../dictionary.ts';

/** Lời của riêng trang đại lý. */
export const agent: Dictionary['agent'] = {
  title: 'Lotus Đại lý',
  login: {
    title: 'Đăng nhập trung tâm đại lý',
  },
  overview: {
    title: 'Trung tâm đại lý',
    empty: 'Đội nhóm, chuyển khoản và hợp đồng của bạn sẽ hiển thị tại đây.',
  },
  nav: {
    label: 'Các mục trung tâm đại lý',
    overview: 'Tổng quan',
    security: 'Bảo mật',
  },
};
