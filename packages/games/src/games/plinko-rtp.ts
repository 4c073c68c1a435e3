// The return to player of every Plinko pay table, stated exactly: the ball lands in bucket k of n
// rows with chance C(n, k) / 2^n, so a table returns sum over k of C(n, k) * tenths_k / (10 * 2^n).
// These are the published figures; a test recomputes each from PLINKO_PAY_TABLES_IN_TENTHS.
import type { PlinkoRisk, PlinkoRows } from './plinko-rules.ts';
import { assertPlinkoParams } from './plinko-rules.ts';
import type { PlinkoParams } from './plinko-rules.ts';

export interface ExactFraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/** Between 98.90 % and 99.17 % depending on rows and risk; denominators are 10 * 2^rows. */
export const PLINKO_RTP: Readonly<Record<PlinkoRisk, Readonly<Record<PlinkoRows, ExactFraction>>>> = {
  low: {
    8: { numerator: 2534n, denominator: 2560n }, // 98.9844 %
    9: { numerator: 5068n, denominator: 5120n }, // 98.9844 %
    10: { numerator: 10138n, denominator: 10240n }, // 99.0039 %
    11: { numerator: 20276n, denominator: 20480n }, // 99.0039 %
    12: { numerator: 40542n, denominator: 40960n }, // 98.9795 %
    13: { numerator: 81100n, denominator: 81920n }, // 98.9990 %
    14: { numerator: 162202n, denominator: 163840n }, // 99.0002 %
    15: { numerator: 324406n, denominator: 327680n }, // 99.0009 %
    16: { numerator: 648798n, denominator: 655360n }, // 98.9987 %
  },
  medium: {
    8: { numerator: 2532n, denominator: 2560n }, // 98.9063 %
    9: { numerator: 5076n, denominator: 5120n }, // 99.1406 %
    10: { numerator: 10128n, denominator: 10240n }, // 98.9063 %
    11: { numerator: 20280n, denominator: 20480n }, // 99.0234 %
    12: { numerator: 40546n, denominator: 40960n }, // 98.9893 %
    13: { numerator: 81096n, denominator: 81920n }, // 98.9941 %
    14: { numerator: 162192n, denominator: 163840n }, // 98.9941 %
    15: { numerator: 324398n, denominator: 327680n }, // 98.9984 %
    16: { numerator: 648730n, denominator: 655360n }, // 98.9883 %
  },
  high: {
    8: { numerator: 2536n, denominator: 2560n }, // 99.0625 %
    9: { numerator: 5072n, denominator: 5120n }, // 99.0625 %
    10: { numerator: 10144n, denominator: 10240n }, // 99.0625 %
    11: { numerator: 20308n, denominator: 20480n }, // 99.1602 %
    12: { numerator: 40598n, denominator: 40960n }, // 99.1162 %
    13: { numerator: 81172n, denominator: 81920n }, // 99.0869 %
    14: { numerator: 162166n, denominator: 163840n }, // 98.9783 %
    15: { numerator: 324490n, denominator: 327680n }, // 99.0265 %
    16: { numerator: 648652n, denominator: 655360n }, // 98.9764 %
  },
};

export function plinkoRtp(params: PlinkoParams): ExactFraction {
  assertPlinkoParams(params);
  return PLINKO_RTP[params.risk][params.rows];
}
