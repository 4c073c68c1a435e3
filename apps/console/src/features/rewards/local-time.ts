const two = (value: number) => String(value).padStart(2, '0');

/** An instant as a datetime-local field shows it: on the operator's clock, to the minute. */
export function toLocalInput(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** A datetime-local field's value (the operator's clock) as an ISO instant, or null if it is none. */
export function fromLocalInput(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(text.trim())) return null;
  const date = new Date(text.trim());
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
