/**
 * The texts of codes sent by SMS and email, in the caller's language. Kept on the server (not in
 * the i18n dictionaries) because only the server sends them; Vietnamese for `vi`, English otherwise.
 */
function isVietnamese(language: string): boolean {
  return language.toLowerCase().startsWith('vi');
}

export function verificationText(language: string, brandName: string, code: string, minutes: number): string {
  if (isVietnamese(language)) {
    return `${brandName}: mã xác nhận của bạn là ${code}, hiệu lực ${minutes} phút.`;
  }
  return `${brandName}: your verification code is ${code}, valid for ${minutes} minutes.`;
}

export function verificationEmail(
  language: string,
  brandName: string,
  code: string,
  minutes: number,
): { subject: string; text: string } {
  if (isVietnamese(language)) {
    return {
      subject: `${brandName}: mã xác nhận`,
      text: [
        `Mã xác nhận của bạn là ${code}, hiệu lực ${minutes} phút.`,
        'Nếu bạn không yêu cầu mã này, hãy bỏ qua email này; không ai khác có thể dùng nó nếu bạn không chia sẻ.',
      ].join('\n\n'),
    };
  }
  return {
    subject: `${brandName}: your verification code`,
    text: [
      `Your verification code is ${code}, valid for ${minutes} minutes.`,
      'If you did not ask for it, ignore this email: nobody can use the code unless you share it.',
    ].join('\n\n'),
  };
}
