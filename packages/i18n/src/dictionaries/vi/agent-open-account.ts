import type { Dictionary } from '../dictionary.ts';

/** Lời của trang mở tài khoản đại lý: một không gian tên riêng, để trang đăng nhập không phải tải. */
export const agentOpenAccount: Dictionary['agentOpenAccount'] = {
  title: 'Mở tài khoản',
  lead: 'Mở một tài khoản ngay dưới bạn cho người bạn giới thiệu. Hãy đưa họ tên đăng nhập và mật khẩu ban đầu: họ sẽ tự chọn mật khẩu của mình ở lần đăng nhập đầu tiên.',
  kind: {
    legend: 'Loại tài khoản',
    member: 'Thành viên',
    memberHint: 'Chơi dưới bạn.',
    agent: 'Đại lý',
    agentHint: 'Xây dựng đội nhóm riêng dưới bạn.',
  },
  username: 'Tên đăng nhập',
  password: 'Mật khẩu ban đầu',
  confirmPassword: 'Nhập lại mật khẩu ban đầu',
  showPassword: 'Hiện mật khẩu',
  hidePassword: 'Ẩn mật khẩu',
  submit: 'Mở tài khoản',
  done: {
    title: 'Đã mở tài khoản',
    account: 'Tên đăng nhập',
    type: 'Loại',
    member: 'Thành viên',
    agent: 'Đại lý',
    firstLogin: 'Họ sẽ tự chọn mật khẩu của mình ở lần đăng nhập đầu tiên.',
    offer: 'Đề nghị hợp đồng',
    offerHint: 'Đại lý có thu nhập theo hợp đồng: hãy đề nghị ngay, hoặc để sau ở mục Hợp đồng.',
    another: 'Mở tài khoản khác',
  },
};
