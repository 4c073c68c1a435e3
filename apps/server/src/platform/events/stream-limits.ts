/**
 * Open streams counted per member and per client address, in this process: a page opens one stream,
 * so a handful per member is generous and a flood from one address is refused. Each instance counts its
 * own (a client pinned to one instance by the load balancer meets the limit there).
 */
export function createStreamLimits(limits: { perMember: number; perAddress: number }) {
  const byMember = new Map<string, number>();
  const byAddress = new Map<string, number>();

  const add = (counts: Map<string, number>, key: string, delta: number) => {
    const next = (counts.get(key) ?? 0) + delta;
    if (next <= 0) counts.delete(key);
    else counts.set(key, next);
  };

  return {
    /** Takes a place for one stream, or answers false when the member or the address has too many. */
    acquire(address: string, memberId: string | undefined): (() => void) | false {
      if ((byAddress.get(address) ?? 0) >= limits.perAddress) return false;
      if (memberId !== undefined && (byMember.get(memberId) ?? 0) >= limits.perMember) return false;
      add(byAddress, address, 1);
      if (memberId !== undefined) add(byMember, memberId, 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        add(byAddress, address, -1);
        if (memberId !== undefined) add(byMember, memberId, -1);
      };
    },
  };
}
