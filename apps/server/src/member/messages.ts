/**
 * Words only the server says, kept here rather than in the i18n dictionaries (as the SMS text is):
 * Vietnamese for `vi`, English otherwise.
 */
export function samePasswordText(language: string): string {
  if (language.toLowerCase().startsWith('vi')) return 'Mật khẩu mới phải khác mật khẩu hiện tại';
  return 'The new password must differ from the current one';
}
