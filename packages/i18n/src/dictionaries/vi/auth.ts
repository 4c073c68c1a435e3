import type { Dictionary } from '../dictionary.ts';

export const auth: Dictionary['auth'] = {
  username: 'Tên đăng nhập',
  password: 'Mật khẩu',
  showPassword: 'Hiện mật khẩu',
  hidePassword: 'Ẩn mật khẩu',
};
