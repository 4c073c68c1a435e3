import type { Dictionary } from '../dictionary.ts';

export const member: Dictionary['member'] = {
  home: {
    title: 'Chào mừng đến với {{brand}}',
    lead: 'Casino, nổ hũ, thể thao, xổ số và trò chơi mini ở cùng một nơi. Đăng nhập để chơi.',
  },
};

export const agent: Dictionary['agent'] = {
  title: 'Lotus Đại lý',
  login: {
    title: 'Đăng nhập trung tâm đại lý',
  },
  overview: {
    title: 'Trung tâm đại lý',
    empty: 'Đội nhóm, chuyển khoản và hợp đồng của bạn sẽ hiển thị tại đây.',
  },
};

export const speed: Dictionary['speed'] = {
  title: 'Kiểm tra đường truyền',
  empty: 'Các đường dây sẽ được đo tại đây.',
};
