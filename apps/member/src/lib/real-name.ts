/** The real-name rule, as the server applies it: letters and spaces without diacritics, 2-50 characters. */
export function isRealNameValid(name: string): boolean {
  const cleaned = name.trim().replace(/\s+/g, ' ');
  return /^[A-Za-z ]{2,50}$/.test(cleaned);
}
