/**
 * Text as the catalog search compares it: accents and case gone in every language, so `rong`
 * meets `Rồng` and `dao` meets `Đảo`. NFD splits a letter from its marks (ồ → o + ̂ + ̀), the
 * marks are dropped, and đ/Đ, which Unicode treats as a letter of its own rather than a d with a
 * mark, becomes d. Anything that is not a letter or a digit separates words (`dragon-tiger`,
 * `Rồng: Hổ`), so the result is words joined by single spaces.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
