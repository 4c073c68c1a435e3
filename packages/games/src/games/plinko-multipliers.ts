// The pay tables at the package's multiplier scale (ten-thousandths), built once from the tenths.
import { MULTIPLIER_SCALE } from '../payout.ts';
import type { Multiplier } from '../payout.ts';
import { PLINKO_PAY_TABLES_IN_TENTHS } from './plinko-pay-tables.ts';
import { PLINKO_RISKS, assertPlinkoParams } from './plinko-rules.ts';
import type { PlinkoParams, PlinkoRisk } from './plinko-rules.ts';

const TEN_THOUSANDTHS_PER_TENTH = MULTIPLIER_SCALE / 10;

/** By risk, then indexed by rows; built once, as a drop looks its table up every time. */
const MULTIPLIERS = new Map<PlinkoRisk, readonly (readonly Multiplier[])[]>(
  PLINKO_RISKS.map((risk) => {
    const byRows: Multiplier[][] = [];
    for (const [rows, tenths] of Object.entries(PLINKO_PAY_TABLES_IN_TENTHS[risk])) {
      byRows[Number(rows)] = tenths.map((tenth) => tenth * TEN_THOUSANDTHS_PER_TENTH);
    }
    return [risk, byRows];
  }),
);

/** The multiplier of each bucket, left to right (bucket k = k bounces to the right), in ten-thousandths. */
export function plinkoMultipliers(params: PlinkoParams): readonly Multiplier[] {
  assertPlinkoParams(params);
  return MULTIPLIERS.get(params.risk)![params.rows]!;
}
