type Rows = [Int32Array, Int32Array, Int32Array];
/** The table's three rows, reused from call to call (grown when a longer word comes). */
let rows: Rows = [new Int32Array(72), new Int32Array(72), new Int32Array(72)];

/**
 * Whether `a` and `b` are at most `limit` edits apart, counting an insertion, a deletion, a
 * substitution or a swap of two neighbouring letters as one edit (optimal string alignment, the
 * restricted Damerau-Levenshtein distance: "dargon" is one edit from "dragon").
 *
 * Written here rather than taken from a library because the search asks a yes/no question with a
 * small bound, thousands of times per request: this stops as soon as a row of the table exceeds
 * `limit` and reuses three rows from call to call, where the maintained packages
 * (fastest-levenshtein, damerau-levenshtein) compute the full distance and the faster of them has
 * no swaps.
 */
export function withinEdits(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  if (a === b) return true;
  const columns = b.length + 1;
  if (columns > rows[0].length) rows = [0, 1, 2].map(() => new Int32Array(columns * 2)) as Rows;
  let [before, previous, current] = rows;
  for (let j = 0; j < columns; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j < columns; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > limit) return false;
    [before, previous, current] = [previous, current, before];
  }
  return (previous[b.length] as number) <= limit;
}
