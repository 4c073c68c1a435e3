/** Helpers for the dictionary tests: walk a dictionary as data, whatever its declared type says. */

/** Every leaf as [dotted key, value]; a value that is neither text nor a branch comes back as is, for the tests to reject. */
export function leaves(tree: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof tree !== 'object' || tree === null) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null
      ? leaves(value, path)
      : [[path, value] as [string, unknown]];
  });
}

export function leafKeys(tree: unknown): string[] {
  return leaves(tree)
    .map(([key]) => key)
    .sort();
}

export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}
