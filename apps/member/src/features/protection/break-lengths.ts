/** The lengths offered for a time-out (1 day to 6 weeks) and a self-exclusion (6 months to 5 years). */
export const timeOutChoices = [
  { days: 1, label: 'protection.length.day1' },
  { days: 3, label: 'protection.length.day3' },
  { days: 7, label: 'protection.length.week1' },
  { days: 14, label: 'protection.length.week2' },
  { days: 30, label: 'protection.length.day30' },
  { days: 42, label: 'protection.length.week6' },
] as const;

export const selfExclusionChoices = [
  { months: 6, label: 'protection.length.month6' },
  { months: 12, label: 'protection.length.year1' },
  { months: 24, label: 'protection.length.year2' },
  { months: 36, label: 'protection.length.year3' },
  { months: 60, label: 'protection.length.year5' },
] as const;

/** When a break taken now would end, as the member's clock reckons it (the server's answer is exact). */
export function breakEnd(now: Date, length: { days: number } | { months: number }): Date {
  const end = new Date(now);
  if ('days' in length) end.setDate(end.getDate() + length.days);
  else end.setMonth(end.getMonth() + length.months);
  return end;
}
