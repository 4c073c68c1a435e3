import type { WhitelabelNode } from '@lotus/contract/system';
import type { SwitchRow } from './tables.ts';

/** Builds the modId/enabled/childrenNodes tree of the spec from the flat switch rows. */
export function whitelabelTree(rows: readonly SwitchRow[]): WhitelabelNode[] {
  const nodes = new Map<string, WhitelabelNode>();
  for (const row of rows)
    nodes.set(row.mod_id, { modId: row.mod_id, enabled: row.enabled ? '1' : '0', childrenNodes: [] });
  const roots: WhitelabelNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.mod_id);
    if (!node) continue;
    const parent = row.parent_mod_id ? nodes.get(row.parent_mod_id) : undefined;
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots;
}

/** A switch is on only when it and every switch above it are on (turning off "register" turns off mobile registration). */
export function isSwitchOn(rows: readonly SwitchRow[], modId: string): boolean {
  const byId = new Map(rows.map((row) => [row.mod_id, row]));
  let current = byId.get(modId);
  if (!current) return false;
  while (current) {
    if (!current.enabled) return false;
    current = current.parent_mod_id ? byId.get(current.parent_mod_id) : undefined;
  }
  return true;
}
