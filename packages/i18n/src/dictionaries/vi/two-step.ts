import type { Dictionary } from '../dictionary.ts';

export const twoStep: Dictionary['twoStep'] = {
  title: 'Xác nhận đó là bạn',
  newIpReason:
    'Bạn đang đăng nhập từ thiết bị hoặc mạng mà tài khoản này chưa từng dùng. Vui lòng xác nhận đó là bạn.',
  totpReason: 'Tài khoản này được bảo vệ bằng ứng dụng xác thực. Nhập mã ứng dụng đang hiển thị.',
  factorLabel: 'Xác nhận bằng',
  factorSms: 'Mã SMS gửi tới {{hint}}',
  factorEmail: 'Mã email gửi tới {{hint}}',
  factorPayee: 'Họ tên thật trên tài khoản ngân hàng',
  factorTotp: 'Mã ứng dụng xác thực',
  emailCode: 'Mã email',
  emailCodeSent: 'Chúng tôi đã gửi mã qua email; mã có hiệu lực 5 phút.',
  payeeName: 'Họ tên thật (như ngân hàng in)',
  totpCode: 'Mã xác thực',
  totpCodeHint: '6 chữ số ứng dụng hiển thị, hoặc một mã khôi phục của bạn.',
  confirm: 'Xác nhận',
  startAgain: 'Đăng nhập lại',
  on: 'Đang bật',
  authenticatorTitle: 'Ứng dụng xác thực',
  authenticatorOff:
    'Thêm một bước cho mỗi lần đăng nhập: sau mật khẩu, nhập mã từ ứng dụng xác thực trên điện thoại của bạn.',
  authenticatorOn: 'Đã bật từ {{date}}. Mỗi lần đăng nhập sẽ yêu cầu mã từ ứng dụng.',
  recoveryCodesLeft: 'Còn {{count}} mã khôi phục',
  turnOn: 'Thiết lập ứng dụng xác thực',
  scanQr:
    'Quét mã QR này bằng ứng dụng xác thực (Google Authenticator, Microsoft Authenticator, 1Password…).',
  qrLabel: 'Mã QR khóa xác thực của bạn',
  manualKey: 'Không quét được? Nhập khóa này thủ công:',
  enterCodeToFinish: 'Sau đó nhập mã ứng dụng hiển thị để hoàn tất.',
  enable: 'Bật',
  recoveryTitle: 'Lưu các mã khôi phục',
  recoveryBody:
    'Mỗi mã mở tài khoản của bạn một lần nếu bạn mất điện thoại. Hãy cất giữ cẩn thận: các mã chỉ hiển thị lúc này.',
  recoveryDone: 'Tôi đã lưu',
  copyCodes: 'Sao chép mã',
  newRecoveryCodes: 'Tạo mã khôi phục mới',
  turnOff: 'Tắt',
  turnOffTitle: 'Tắt ứng dụng xác thực',
  turnedOn: 'Ứng dụng xác thực đã bật.',
  turnedOff: 'Ứng dụng xác thực đã tắt.',
};
