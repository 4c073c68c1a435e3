/**
 * The SMS text in the caller's language. Kept on the server (not in the i18n dictionaries)
 * because only the server sends it; Vietnamese for `vi`, English otherwise.
 */
export function verificationText(language: string, brandName: string, code: string, minutes: number): string {
  if (language.toLowerCase().startsWith('vi')) {
    return `${brandName}: mã xác nhận của bạn là ${code}, hiệu lực ${minutes} phút.`;
  }
  return `${brandName}: your verification code is ${code}, valid for ${minutes} minutes.`;
}
