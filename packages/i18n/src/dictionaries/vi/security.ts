import type { Dictionary } from '../dictionary.ts';

export const security: Dictionary['security'] = {
  sessions: 'Đang đăng nhập trên',
  thisDevice: 'Thiết bị này',
  endSession: 'Đăng xuất thiết bị đó',
  unknownDevice: 'Thiết bị không rõ',
  device: '{{browser}} trên {{os}}',
  deviceBrowser: '{{browser}}',
  deviceSystem: 'Trình duyệt trên {{os}}',
  seen: 'Hoạt động lần cuối {{time}} · {{ip}}',
  recentLogins: 'Lần đăng nhập gần đây',
  loginOk: 'Đăng nhập thành công',
  loginFailed: 'Đăng nhập thất bại',
};
