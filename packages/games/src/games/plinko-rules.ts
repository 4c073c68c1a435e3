// Plinko: the rules. A ball falls through `rows` rows of pegs, bouncing left or right at each, and
// lands in one of rows + 1 buckets (bucket = the number of bounces to the right); the bucket's
// multiplier, from the pay table of the chosen rows and risk, is the payout.

export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;

export type PlinkoRows = 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16;

export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;

export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

export interface PlinkoParams {
  rows: number;
  risk: PlinkoRisk;
}

export function assertPlinkoParams(
  params: PlinkoParams,
): asserts params is { rows: PlinkoRows; risk: PlinkoRisk } {
  const { rows, risk } = params;
  if (!Number.isInteger(rows) || rows < PLINKO_MIN_ROWS || rows > PLINKO_MAX_ROWS) {
    throw new RangeError(
      `Plinko: the rows must be an integer from ${PLINKO_MIN_ROWS} to ${PLINKO_MAX_ROWS}, got ${rows}`,
    );
  }
  if (!(PLINKO_RISKS as readonly string[]).includes(risk)) {
    throw new RangeError(
      `Plinko: the risk must be one of ${PLINKO_RISKS.join(', ')}, got ${JSON.stringify(risk)}`,
    );
  }
}
