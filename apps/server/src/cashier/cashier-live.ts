import type { Queryable } from '../platform/database/pool.ts';
import { notifyLiveEvent } from '../platform/events/notify.ts';

/** What changed: a deposit or a withdrawal of the member's, and the state it is in now. */
export interface CashierChange {
  brandId: number;
  memberId: bigint;
  kind: 'deposit' | 'withdrawal';
  id: bigint;
  status: string;
}

/**
 * Tells the member's open pages that one of their deposits or withdrawals changed state (the live
 * stream's `cashier` topic, the member's own), so the deposit and withdrawal lists follow the
 * operator's or the gateway's decision without a reload. Sent inside the decision's transaction:
 * delivered on commit only. The balance has its own event (the ledger's); this one is for the lists,
 * including a paid withdrawal, which moves no balance of the member's.
 */
export async function announceCashierChange(db: Queryable, change: CashierChange): Promise<void> {
  await notifyLiveEvent(db, {
    topic: 'cashier',
    brandId: change.brandId,
    memberId: change.memberId.toString(),
    data: { kind: change.kind, id: change.id.toString(), status: change.status },
  });
}
