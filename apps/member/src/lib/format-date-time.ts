/** An instant as the brand's clock shows it, in the reader's language; an unreadable one as it came. */
export function formatDateTime(iso: string, context: { language: string; timeZone: string }): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(context.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: context.timeZone,
  }).format(date);
}
