/** What a `{{placeholder}}` may be filled with. */
export type InterpolationValue = string | number | bigint | boolean | null | undefined;

const placeholderPattern = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * Fills the `{{name}}` placeholders of a text. A placeholder without a value (none given, or
 * null/undefined) stays as written, so the gap shows in tests and reviews instead of a silent hole.
 * The result is plain text: React escapes it when it renders, so nothing is escaped here.
 */
export function interpolate(text: string, values?: Readonly<Record<string, InterpolationValue>>): string {
  if (values === undefined || !text.includes('{{')) return text;
  return text.replace(placeholderPattern, (placeholder, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined || value === null ? placeholder : String(value);
  });
}
