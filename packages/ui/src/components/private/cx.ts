/** Joins class names, skipping the falsy ones, so optional classes read as `cond && cls`. */
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
