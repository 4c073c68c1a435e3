/**
 * The text at a dotted path of a dictionary tree ('pattern.5' of the validation namespace), or
 * undefined when the path is missing or leads to a branch rather than a text. Own properties only,
 * so 'constructor' or '__proto__' never reach Object.prototype.
 */
export function lookupText(tree: unknown, path: string): string | undefined {
  let node = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
