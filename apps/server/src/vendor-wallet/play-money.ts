/**
 * The vendors that take play money (decision 0018): the vendor simulator's own, `SIM_*` (migration
 * 0024 names them so), whose games a free-play guest plays with play money. A real external vendor
 * never sees a guest: its launch answers error_free_play_not_offered, its wallet calls for one
 * error_operation_not_allowed.
 */
export function takesPlayMoney(vendorCode: string): boolean {
  return vendorCode.startsWith('SIM_');
}
