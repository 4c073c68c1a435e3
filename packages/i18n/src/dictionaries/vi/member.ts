import type { Dictionary } from '../dictionary.ts';

/** Lời của riêng trang thành viên (trang người chơi). */
export const member: Dictionary['member'] = {
  home: {
    title: 'Chào mừng đến với {{brand}}',
    lead: 'Casino, nổ hũ, thể thao, xổ số và trò chơi mini ở cùng một nơi. Đăng nhập để chơi.',
  },
  game: {
    loginToPlay: 'Đăng nhập để chơi trò chơi này.',
  },
  infoPopup: {
    title: 'Dành cho tài khoản đại lý',
    body: 'Tài khoản này dùng để quản lý đội nhóm: vui lòng thực hiện thao tác này trên trang đại lý.',
  },
};
