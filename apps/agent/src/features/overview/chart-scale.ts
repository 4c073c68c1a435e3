/**
 * The value axis of the overview's chart: round ticks that take in every value and zero. Values are
 * money in minor units; as positions on a drawing they may be floats (no figure is read from them:
 * the table beside the chart shows each exactly).
 */
export interface ValueScale {
  min: number;
  max: number;
  ticks: number[];
}

/** A round step near `span / intervals`: 1, 2 or 5 times a power of ten. */
function roundStep(span: number, intervals: number): number {
  const rough = span / intervals;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const factor = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return factor * power;
}

/** About `intervals` round steps from at most 0 to at least 0, covering every value. */
export function valueScale(values: readonly number[], intervals = 4): ValueScale {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  // Nothing but zeros: one step of 1 above it, so the lines lie on the axis.
  if (low === high) return { min: 0, max: 1, ticks: [0] };
  const step = roundStep(high - low, intervals);
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  // Counted in steps, not added up, so no float drift makes 0.30000000000000004.
  for (let index = 0; min + index * step <= max + step / 2; index += 1) ticks.push(min + index * step);
  return { min, max, ticks };
}

/**
 * Which of `days` days have a label on the day axis: at most `labels` of them, the first and the
 * last among them, evenly spread.
 */
export function labelledDays(days: number, labels: number): Set<number> {
  const count = Math.min(days, Math.max(2, labels));
  if (count <= 1) return new Set(days === 1 ? [0] : []);
  const last = days - 1;
  return new Set(Array.from({ length: count }, (_, index) => Math.round((index * last) / (count - 1))));
}
