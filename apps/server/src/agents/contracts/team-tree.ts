/**
 * A team tree in memory: each member and its upline. An agent's team is its whole downline
 * subtree, the agent included (its own bets count in its own team).
 */
export interface TreeMember {
  memberId: string;
  /** null at the top of the brand's tree. */
  uplineId: string | null;
}

export interface TeamTree {
  childrenOf(memberId: string): readonly string[];
  /** The member and every member below it, each once. */
  teamOf(memberId: string): string[];
  /**
   * The nearest members below `memberId` in each branch for which `holds` is true (a branch stops at
   * the first one: those below it belong to its team).
   */
  nearestBelow(memberId: string, holds: (memberId: string) => boolean): string[];
}

export function teamTree(members: readonly TreeMember[]): TeamTree {
  const children = new Map<string, string[]>();
  for (const member of members) {
    if (member.uplineId === null) continue;
    const list = children.get(member.uplineId);
    if (list === undefined) children.set(member.uplineId, [member.memberId]);
    else list.push(member.memberId);
  }
  const childrenOf = (memberId: string) => children.get(memberId) ?? [];

  // Iterative walks (a tree can be deep); `seen` keeps a malformed cycle from looping for ever.
  function walk(start: string, into: (memberId: string) => boolean): void {
    const seen = new Set<string>([start]);
    const stack = [...childrenOf(start)];
    while (stack.length > 0) {
      const memberId = stack.pop()!;
      if (seen.has(memberId)) continue;
      seen.add(memberId);
      if (into(memberId)) stack.push(...childrenOf(memberId));
    }
  }

  return {
    childrenOf,
    teamOf(memberId) {
      const team = [memberId];
      walk(memberId, (below) => {
        team.push(below);
        return true;
      });
      return team;
    },
    nearestBelow(memberId, holds) {
      const nearest: string[] = [];
      walk(memberId, (below) => {
        if (!holds(below)) return true;
        nearest.push(below);
        return false;
      });
      return nearest;
    },
  };
}
