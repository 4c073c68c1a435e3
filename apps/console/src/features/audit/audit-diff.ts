/** One line of an audit entry's diff: a field and what it held before and after the change. */
export interface DiffLine {
  field: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as the diff shows it: text as it is, anything else as compact JSON; absent as null. */
function shown(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The lines of a change: field by field when both sides are objects (or one is absent), in the
 * order the fields first appear; else one line for the whole value. Unchanged fields stay, marked
 * so, because they say what the change was about (the member, the withdrawal's amount).
 */
export function diffLines(before: unknown, after: unknown, wholeValue: string): DiffLine[] {
  const beforeIsRecord = isRecord(before) || before === null || before === undefined;
  const afterIsRecord = isRecord(after) || after === null || after === undefined;
  if (beforeIsRecord && afterIsRecord) {
    const left = isRecord(before) ? before : {};
    const right = isRecord(after) ? after : {};
    const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
    return fields.map((field) => {
      const was = shown(left[field]);
      const now = shown(right[field]);
      return { field, before: was, after: now, changed: was !== now };
    });
  }
  const was = shown(before);
  const now = shown(after);
  return [{ field: wholeValue, before: was, after: now, changed: was !== now }];
}

/** What an entry says besides its before and after (the reason, the amount asked), field by field. */
export function detailLines(detail: unknown, wholeValue: string): Array<{ field: string; value: string }> {
  if (detail === null || detail === undefined) return [];
  if (isRecord(detail))
    return Object.entries(detail)
      .map(([field, value]) => ({ field, value: shown(value) }))
      .filter((line): line is { field: string; value: string } => line.value !== null);
  return [{ field: wholeValue, value: shown(detail) ?? '' }];
}
